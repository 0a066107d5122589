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
