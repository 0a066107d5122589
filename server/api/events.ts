// POST /api/events: the funnel's events, sent by the pages with navigator.sendBeacon (docs/decisions/031).
import { z } from "@hono/zod-openapi";
import { clientAddress } from "#server/http/client-address";
import { ApiError } from "#server/http/errors";
import { mediaType, parseJsonText } from "#server/http/validate";
import { EVENT_KINDS } from "#core/analytics";
import { clock, type ShopContext } from "#server/workflows/context";
import { recordEvent } from "#server/workflows/record-event";
import { apiRoute, apiRouter, refusals } from "./contract";

const productRef = z
  .string()
  .regex(/^[\p{L}\p{N}_-]{1,80}$/u, "identifiant invalide")
  .optional();

export const pageEvent = z
  .object({
    kind: z.enum(EVENT_KINDS),
    product_id: productRef,
    variant_id: productRef,
    /** The page's path; its query string and fragment are cut off before anything is written. */
    path: z
      .string()
      .max(300)
      .regex(/^\/(?!\/)/, "chemin de la boutique attendu (commence par /)"),
  })
  .strict()
  .openapi("EvenementDePage");

const ACCEPTED = new Set(["text/plain", "application/json"]);

/** A request sent by a page of another site (the browser says so); such events are refused, not counted. */
function fromAnotherSite(headers: { site?: string; origin?: string }, shopOrigin: string, ownOrigin: string) {
  if (headers.site) return headers.site !== "same-origin" && headers.site !== "none";
  return headers.origin !== undefined && headers.origin !== shopOrigin && headers.origin !== ownOrigin;
}

export function eventRoutes(shop: ShopContext) {
  const shopOrigin = new URL(shop.publicUrl).origin;
  const record = apiRoute({
    method: "post",
    path: "/",
    tags: ["Mesure d'audience"],
    summary: "Un événement du tunnel de vente (vue d'un produit, ajout au panier, début de commande)",
    description:
      "Envoyé par navigator.sendBeacon (text/plain) ou en JSON ; 2 Ko au plus. Aucun cookie n'est posé ; ni l'adresse " +
      "IP ni le navigateur ne sont conservés (un condensé du jour au plus). Les robots ne sont pas comptés.",
    request: {
      body: {
        required: true,
        content: { "text/plain": { schema: pageEvent }, "application/json": { schema: { type: "object" as const } } },
      },
    },
    responses: {
      204: { description: "Reçu (compté, ou ignoré pour un robot)." },
      ...refusals(400, 403, 413, 415, 429),
    },
  });
  return apiRouter().openapi(record, async (c) => {
    if (!ACCEPTED.has(mediaType(c.req.header("content-type")))) {
      throw new ApiError(415, "Le corps doit être du texte JSON (Content-Type: text/plain ou application/json).");
    }
    const headers = { site: c.req.header("sec-fetch-site"), origin: c.req.header("origin") };
    if (fromAnotherSite(headers, shopOrigin, new URL(c.req.url).origin)) {
      throw new ApiError(403, "Événement refusé : il provient d'un autre site que la boutique.");
    }
    const event = parseJsonText(await c.req.text(), pageEvent);
    await recordEvent(shop.db, {
      event: {
        kind: event.kind,
        productId: event.product_id,
        variantId: event.variant_id,
        path: event.path.split(/[?#]/)[0]!,
      },
      address: clientAddress(c, shop.trustProxy),
      userAgent: c.req.header("user-agent") ?? "",
      site: shopOrigin,
      now: clock(shop),
      perMinute: shop.eventsPerMinute,
    });
    return c.body(null, 204);
  });
}
