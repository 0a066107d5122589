// The shop's legal identity in the back office (decision 093): read it, replace it (audited).
import { z } from "@hono/zod-openapi";
import { type LegalField, type LegalIdentity, LEGAL_FIELD_NAMES, LEGAL_FIELDS } from "#core/legal-identity";
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import { legalDetailInput } from "#server/modules/shop-identity/input";
import type { ShopContext } from "#server/workflows/context";
import { editShopIdentity, identityOf } from "#server/workflows/shop-identity";
import { apiRouter, BODY_REFUSALS, json, jsonBody, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

/** `companyName` → `company_name`: the API's words. */
const wireName = (field: LegalField) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

const body = z.strictObject(
  Object.fromEntries(
    LEGAL_FIELD_NAMES.map((field) => [
      wireName(field),
      legalDetailInput(field).openapi({ description: `${LEGAL_FIELDS[field].label} (vide : « à compléter »).` }),
    ]),
  ),
);

const answer = z.object({
  identity: z.record(z.string(), z.string()).openapi({
    description: "Chaque détail tel qu'enregistré (vide : inconnu, « à compléter » sur les pages).",
  }),
});

const toWire = (identity: LegalIdentity) =>
  Object.fromEntries(LEGAL_FIELD_NAMES.map((field) => [wireName(field), identity[field]]));

const tags = ["Administration"];

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    one: on.get("/", "L'identité légale de la boutique (mentions légales, CGV, factures)", {
      responses: { 200: json(answer, "L'identité."), ...refusals(401, 403) },
    }),
    save: on.put("/", "Remplace l'identité légale de la boutique ; chaque détail changé est inscrit au journal", {
      request: jsonBody(body),
      responses: {
        200: json(answer.extend({ message: z.string() }), "L'identité enregistrée."),
        ...refusals(...BODY_REFUSALS, 401, 403),
      },
    }),
  };
}

export function shopIdentityRoutes(accounts: AccountsContext, auth: AuthOptions, shop: ShopContext) {
  const r = routes(requireAdmin(accounts, auth));
  return apiRouter()
    .openapi(r.one, async (c) => c.json({ identity: toWire(await identityOf(shop, shop.db)) }, 200))
    .openapi(r.save, async (c) => {
      const input = c.req.valid("json") as Record<string, string>;
      const next = Object.fromEntries(
        LEGAL_FIELD_NAMES.map((field) => [field, input[wireName(field)] ?? ""]),
      ) as LegalIdentity;
      const { changed } = await editShopIdentity(shop, c.var.actor, next);
      const message = changed.length > 0 ? "Identité de la boutique enregistrée." : "Aucun changement à enregistrer.";
      return c.json({ identity: toWire(await identityOf(shop, shop.db)), message }, 200);
    });
}
