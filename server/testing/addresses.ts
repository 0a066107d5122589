/** A valid French delivery address (the checkout form's fields), for tests; pass another e-mail when it matters. */
export function deliveryAddress(email = "claire@example.fr") {
  return {
    firstName: "Claire",
    lastName: "Martin",
    email,
    phone: "06 12 34 56 78",
    address: "12 rue des Abeilles",
    address2: "",
    city: "Lyon",
    postalCode: "69001",
    country: "France",
  };
}

let clients = 0;
/**
 * Another client (socket) address on each call, from 198.51.100.0/24 (kept for documentation, RFC 5737), so the
 * per-client limits only bite where a test gives the same address twice. The 254 addresses come round again: the
 * limits' counters are reset with the database before each test.
 */
export function clientAddress() {
  clients = (clients % 254) + 1;
  return `198.51.100.${clients}`;
}
