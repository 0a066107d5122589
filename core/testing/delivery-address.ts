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
