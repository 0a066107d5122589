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
 * A new client (socket) address on each call, from the range kept for documentation (RFC 5737), so the per-client
 * limits only bite where a test gives the same address twice.
 */
export function clientAddress() {
  clients += 1;
  return `198.51.${100 + (Math.floor(clients / 250) % 10)}.${1 + (clients % 250)}`;
}
