import { type Context } from "hono";
import { z } from "@hono/zod-openapi";
import { DELIVERY_METHOD_NAMES, DELIVERY_METHODS } from "#core/delivery-methods";
import { centsToEuros, eurosToCents } from "#core/money";
import { type PricedLine, SHIPPING_COUNTRIES } from "#core/pricing";
import type { Db } from "#server/db/client";
import { ApiError } from "#server/http/errors";
import { listProducts, priceLines, priceLinesFrom, variantIndex } from "#server/modules/catalog/service";
import type { ReadCache } from "#server/lib/read-cache";
import type { User } from "#server/modules/accounts/service";
import { evaluateCode, findCode } from "#server/modules/promotions/service";
import { parcelWeight, quoteMethods } from "#server/modules/shipping/quote";
import type { ShippingRates } from "#server/modules/shipping/rates";
import { apiRoute, apiRouter, BODY_REFUSALS, json, jsonBody, refusals } from "./contract";

const euros = z.number().min(0).max(1_000_000);

const basketItems = z
  .array(z.object({ id: z.string().min(1).max(120), quantity: z.number().int().min(1).max(99) }))
  .max(100);

const validateBody = z.object({
  code: z.string().trim().min(1, "Saisissez un code promo.").max(64),
  cart_total: euros.optional().openapi({ description: "En euros ; seulement sans `items`." }),
  items: basketItems.optional(),
});

const promoValidation = z
  .object({
    valid: z.boolean(),
    message: z.string(),
    discount_amount: z.number().openapi({ description: "En euros (champ de la spécification)." }),
    discount_cents: z.number().int(),
    discount_percentage: z.number(),
    free_shipping: z.boolean(),
    cart_total: z.number().openapi({ description: "En euros (champ de la spécification)." }),
    cart_total_cents: z.number().int(),
    promotion_details: z
      .object({ code: z.string(), name: z.string(), description: z.string(), type: z.string() })
      .nullable(),
  })
  .openapi("ValidationCodePromo");

const shippingBody = z.object({
  cart_total: euros.openapi({ description: "Montant du panier remisé, en euros." }),
  country: z.enum(SHIPPING_COUNTRIES).default("France"),
  delivery_method: z
    .enum(DELIVERY_METHODS, { error: "Mode de livraison inconnu : à domicile, en point relais ou express." })
    .default("home")
    .openapi({
      description: "Le mode dont les champs de premier niveau donnent les frais ; `methods` les donne tous.",
    }),
  items: basketItems.optional().openapi({
    description: "Les lignes du panier : leur poids choisit la tranche de tarif (sans elles : la plus légère).",
  }),
});

const methodQuote = z.object({
  method: z.enum(DELIVERY_METHODS),
  name: z.string(),
  available: z
    .boolean()
    .openapi({ description: "Faux quand le mode n'est pas proposé vers ce pays ou pour ce poids." }),
  shipping_cost_cents: z.number().int(),
  free_shipping: z.boolean(),
  free_shipping_threshold_cents: z.number().int().nullable(),
  message: z.string(),
});

const shippingQuote = z
  .object({
    shipping_cost: z.number(),
    shipping_cost_cents: z.number().int(),
    free_shipping: z.boolean(),
    free_shipping_threshold: z.number().nullable(),
    free_shipping_threshold_cents: z.number().int().nullable(),
    cart_total: z.number(),
    country: z.enum(SHIPPING_COUNTRIES),
    message: z.string(),
    delivery_method: z.enum(DELIVERY_METHODS),
    available: z.boolean(),
    parcel_weight_grams: z.number().int().openapi({ description: "Le poids du colis estimé, emballage compris." }),
    methods: z.array(methodQuote).openapi({ description: "Chaque mode de livraison, dans l'ordre où il est proposé." }),
  })
  .openapi("DevisLivraison");

const validateRoute = apiRoute({
  method: "post",
  path: "/validate",
  tags: ["Promotions"],
  summary: "Vérifie un code promo sur les lignes du panier (ou sur un montant seul)",
  request: jsonBody(validateBody),
  responses: { 200: json(promoValidation, "Le code, valable ou non, et sa remise."), ...refusals(...BODY_REFUSALS) },
});

const shippingRoute = apiRoute({
  method: "post",
  path: "/shipping",
  tags: ["Promotions"],
  summary: "Les frais de livraison d'un panier vers un pays, par mode de livraison",
  request: jsonBody(shippingBody),
  responses: { 200: json(shippingQuote, "Les frais et le seuil de gratuité."), ...refusals(...BODY_REFUSALS) },
});

export function promotionRoutes(
  db: Db,
  shipping: { rates: ShippingRates; packagingGrams: number },
  currentUser: (c: Context) => Promise<User | null>,
  reads?: ReadCache,
) {
  // The check is an answer shown in the basket, never a commitment: the checkout prices the lines and holds the
  // code's use in its own transaction. So the catalogue and the code may come from the read cache (decision 051).
  const price = async (items: { id: string; quantity: number }[]) =>
    reads
      ? priceLinesFrom(await reads.get("variants", async () => variantIndex(await listProducts(db))), items)
      : priceLines(db, items);
  const codeOf = reads
    ? (code: string) => reads.get(`promo-code:${code}`, () => findCode(db, code))
    : (code: string) => findCode(db, code);
  return apiRouter()
    .openapi(validateRoute, async (c) => {
      const body = c.req.valid("json");
      let lines: PricedLine[];
      if (body.items && body.items.length > 0) {
        const priced = await price(body.items);
        if (priced.unknownIds.length > 0) {
          throw new ApiError(400, `Article introuvable dans le catalogue : ${priced.unknownIds.join(", ")}.`);
        }
        lines = priced.lines;
      } else if (body.cart_total !== undefined) {
        // Without the lines only the amount is known: category and bundle codes cannot apply.
        lines = [{ id: "panier", category: "", unitPriceCents: eurosToCents(body.cart_total), quantity: 1 }];
      } else {
        throw new ApiError(400, "Indiquez les articles du panier (items) ou son montant (cart_total).");
      }
      const cartTotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      // The signed-in customer (cookie or bearer) may use their personal and once-per-customer codes.
      const user = await currentUser(c);
      const customer = user ? { userId: user.id, email: user.email } : undefined;
      const result = await evaluateCode(db, { code: body.code, lines, customer, findCode: codeOf });
      const promo = result.promo;
      return c.json(
        {
          valid: result.valid,
          message: result.message,
          discount_amount: result.valid ? centsToEuros(result.discountCents) : 0,
          discount_cents: result.valid ? result.discountCents : 0,
          discount_percentage: result.valid && promo?.type === "percentage" ? promo.value / 100 : 0,
          free_shipping: result.valid ? result.freeShipping : false,
          cart_total: centsToEuros(cartTotalCents),
          cart_total_cents: cartTotalCents,
          promotion_details:
            result.valid && promo
              ? { code: promo.code, name: promo.name, description: promo.description, type: promo.type }
              : null,
        },
        200,
      );
    })
    .openapi(shippingRoute, async (c) => {
      const body = c.req.valid("json");
      // Unknown lines weigh nothing here: the checkout refuses them, this answer is only shown.
      const priced = body.items && body.items.length > 0 ? (await price(body.items)).lines : [];
      const route = { country: body.country, parcelGrams: parcelWeight(priced, shipping.packagingGrams) };
      const amount = eurosToCents(body.cart_total);
      const methods = quoteMethods(shipping.rates, route, amount);
      const quote = methods.find((q) => q.method === body.delivery_method)!;
      return c.json(
        {
          shipping_cost: centsToEuros(quote.shippingCents),
          shipping_cost_cents: quote.shippingCents,
          free_shipping: quote.freeShipping,
          free_shipping_threshold: quote.freeFromCents === null ? null : centsToEuros(quote.freeFromCents),
          free_shipping_threshold_cents: quote.freeFromCents,
          cart_total: body.cart_total,
          country: body.country,
          message: quote.message,
          delivery_method: quote.method,
          available: quote.available,
          parcel_weight_grams: route.parcelGrams,
          methods: methods.map((q) => ({
            method: q.method,
            name: DELIVERY_METHOD_NAMES[q.method],
            available: q.available,
            shipping_cost_cents: q.shippingCents,
            free_shipping: q.freeShipping,
            free_shipping_threshold_cents: q.freeFromCents,
            message: q.message,
          })),
        },
        200,
      );
    });
}
