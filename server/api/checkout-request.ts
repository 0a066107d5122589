import type { TrustedProxies } from "#server/lib/trusted-proxies";
import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
import { eurosToCents } from "#core/money";
import { DELIVERY_METHODS } from "#core/delivery-methods";
import { GIFT_MESSAGE_MAX } from "#core/gift";
import { pendingOrderAddress } from "#server/http/client-address";
import type { User } from "#server/modules/accounts/service";
import type { BasketCheckout, Payer } from "#server/workflows/checkout";

const text = (max: number) => z.string().max(max);

/** Fields the spec's clients send and the shop reads no more: still accepted, never required. */
export const IGNORED = "Accepté et ignoré (le serveur calcule lui-même) : n'envoyez pas ce champ.";

const addressBody = z.object({
  firstName: text(500).optional(),
  lastName: text(500).optional(),
  email: text(500).optional(),
  phone: text(500).optional(),
  address: text(500).optional(),
  address2: text(500).optional().nullable(),
  city: text(500).optional(),
  postalCode: text(500).optional(),
  country: text(100).optional(),
});

const lineBody = z.object({
  id: z.string().min(1).max(120),
  name: z.string().max(300).optional().openapi({ description: IGNORED }),
  // Ignored: the catalogue sets the price.
  price: z.number().optional().openapi({ description: IGNORED }),
  quantity: z.number().int().min(1, "quantité minimale : 1").max(99, "99 au plus par article"),
});

const giftBody = z
  .object({
    message: z
      .string()
      .max(10_000, `Le message de la carte est limité à ${GIFT_MESSAGE_MAX} caractères.`)
      .optional()
      .nullable()
      .openapi({
        description: `La carte : ${GIFT_MESSAGE_MAX} caractères au plus, imprimée sur le bon de préparation.`,
      }),
    wrapping: z.boolean().optional().openapi({ description: "L'emballage cadeau, au prix de la boutique." }),
    wrapping_cents: z
      .number()
      .int()
      .min(0)
      .max(100_000)
      .optional()
      .nullable()
      .openapi({ description: "Le prix de l'emballage vu par le client : un autre prix est refusé (409)." }),
    recipient: addressBody
      .omit({ email: true })
      .optional()
      .nullable()
      .openapi({ description: "Le destinataire, s'il n'est pas l'acheteur : livraison à domicile ou express." }),
  })
  .openapi({ description: "« C'est un cadeau » (décision 112) : absent, ce n'est pas un cadeau." });

export const cartCheckoutBody = z.object({
  items: z.array(lineBody).min(1, "Votre panier est vide.").max(100),
  shipping_address: addressBody,
  origin_url: z.string().max(2000).optional().openapi({ description: IGNORED }),
  final_total: z
    .number()
    .min(0)
    .max(1_000_000)
    .optional()
    .openapi({ description: "Le total vu, en euros : lu seulement sans `final_total_cents`." }),
  final_total_cents: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .optional()
    .openapi({ description: "Le total vu par le client : un autre total est refusé (409)." }),
  guest_email: z.string().max(254).optional().nullable(),
  delivery_method: z
    .enum(DELIVERY_METHODS, { error: "Mode de livraison inconnu : à domicile, en point relais ou express." })
    .optional()
    .openapi({
      description:
        "« home » par défaut ; « pickup » avec `pickup_point_id` ; « express » — là où la boutique les propose (POST /api/promotions/shipping, `methods`).",
    }),
  pickup_point_id: z
    .string()
    .max(100)
    .optional()
    .nullable()
    .openapi({ description: "Un point de GET /api/shipping/pickup-points pour le code postal de livraison." }),
  is_guest: z.boolean().optional().openapi({ description: IGNORED }),
  gift: giftBody.optional().nullable(),
  promo_code: z
    .object({
      code: z.string().trim().max(64),
      discount_amount: z.number().optional().openapi({ description: IGNORED }),
      free_shipping: z.boolean().optional().openapi({ description: IGNORED }),
    })
    .optional()
    .nullable(),
});

export type CartCheckoutBody = z.infer<typeof cartCheckoutBody>;

/** Who is paying, and how: the signed-in customer (if any) and the client's address (see client-address.ts). */
export async function payer(
  c: Context,
  currentUser: (c: Context) => Promise<User | null>,
  trustProxy: TrustedProxies,
  payment: Pick<Payer, "paymentMethod" | "provider" | "paymentMinutes" | "openSessionIn">,
): Promise<Payer> {
  return { user: await currentUser(c), clientAddress: pendingOrderAddress(c, trustProxy), ...payment };
}

/** The basket checkout body (card and crypto alike) as the checkout workflow takes it. */
export function basketCheckout(body: CartCheckoutBody, who: Payer): BasketCheckout {
  return {
    ...who,
    items: body.items,
    shippingAddress: body.shipping_address,
    guestEmail: body.guest_email,
    promoCode: body.promo_code?.code || null,
    delivery:
      body.delivery_method === "pickup"
        ? { method: "pickup", pointId: body.pickup_point_id ?? "" }
        : { method: body.delivery_method ?? "home" },
    expectedTotalCents:
      body.final_total_cents ?? (body.final_total === undefined ? null : eurosToCents(body.final_total)),
    gift: body.gift
      ? {
          message: body.gift.message ?? "",
          wrapping: body.gift.wrapping,
          wrappingCents: body.gift.wrapping_cents,
          recipient: body.gift.recipient,
        }
      : null,
  };
}
