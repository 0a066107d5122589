import type { ParcelInput } from "#server/modules/shipping/carrier/carrier-provider";

/** A 1,25 kg parcel for Paris 11e, home delivery, as the carrier tests send it. */
export function testParcel(overrides: Partial<ParcelInput> = {}): ParcelInput {
  return {
    orderReference: "MH-TEST0032",
    method: "home",
    addressee: {
      name: "Claire Dupont",
      street: "12 rue de la Roquette",
      line2: "Bâtiment B",
      postalCode: "75011",
      city: "Paris",
      country: "FR",
      email: "claire@exemple.fr",
      phone: "+33612345678",
    },
    weightGrams: 1250,
    valueCents: 4499,
    ...overrides,
  };
}
