/** A whole identity as `PUT /api/admin/shop-identity` takes it (decision 093): what an administrator fills in. */
export const EDITED_IDENTITY = {
  company_name: "Miellerie Hélène SARL",
  legal_form: "SARL au capital de 5 000 €",
  siren: "823 456 789",
  rcs_city: "Lyon",
  vat_number: "FR45823456789",
  address: "3 place des Ruches, 69002 Lyon",
  director: "Hélène H.",
  host_name: "OVH SAS",
  host_address: "2 rue Kellermann, 59100 Roubaix",
  host_phone: "1007",
  mediator_name: "CM2C",
  mediator_address: "14 rue Saint-Jean, 75017 Paris",
  mediator_website: "https://www.cm2c.net",
  instagram_url: "https://www.instagram.com/miellerie.helene",
  facebook_url: "",
  tiktok_url: "",
};
