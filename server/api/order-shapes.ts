import { z } from "@hono/zod-openapi";

/** What an order line says of itself in both order answers, the customer's and the back office's (in cents). */
export const orderLineFigures = {
  name: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
  refundedQuantity: z.number().int(),
};

/** The parcel's carrier and tracking in both order answers; null until it is shipped. */
export const parcelTracking = {
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
};

/** A delivery address's fields as every answer gives them (the country apart: a known one or any text). */
export const postalAddressFields = {
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  address: z.string(),
  address2: z.string(),
  postalCode: z.string(),
  city: z.string(),
};

/** A gift order's card, wrapping and recipient (decision 112), in every answer about the order; null: not a gift. */
export const giftShape = z
  .object({
    message: z.string(),
    wrapping: z.boolean(),
    recipient: z
      .object({ ...postalAddressFields, country: z.string() })
      .nullable()
      .openapi({ description: "Le destinataire quand il n'est pas l'acheteur ; null : l'adresse de l'acheteur." }),
  })
  .openapi("Cadeau");

/** The pickup point an order keeps (decision 103), in every answer about the order; null for a home delivery. */
export const pickupPointShape = z
  .object({
    id: z.string(),
    carrier: z.string(),
    name: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
  })
  .openapi("PointRelaisChoisi");
