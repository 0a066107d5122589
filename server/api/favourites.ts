// A signed-in customer's favourites (decision 114): listed, added and removed one product at a time, and the
// browser's merged at sign-in. A visitor's stay in the browser (app/state/favourites.tsx).
import { z } from "@hono/zod-openapi";
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import {
  addFavourite,
  favouriteIds,
  MAX_FAVOURITES,
  mergeFavourites,
  removeFavourite,
} from "#server/modules/accounts/favourites";
import { signedInMiddleware } from "./accounts";
import { apiRouter, BODY_REFUSALS, json, jsonBody, refusals, routesOf } from "./contract";

const productId = z
  .string({ error: "Indiquez le produit." })
  .min(1, "Indiquez le produit.")
  .max(120, "Ce produit est inconnu.");

const favouriteList = z
  .object({ product_ids: z.array(z.string()).openapi({ description: "Les produits favoris, du plus ancien." }) })
  .openapi("Favoris");

const mergeBody = z.object({
  product_ids: z.array(productId).max(MAX_FAVOURITES, `Au plus ${MAX_FAVOURITES} favoris.`),
});

const params = z.object({ productId });

function favouriteRoutes(ctx: AccountsContext, options: AuthOptions) {
  const on = routesOf({ tags: ["Favoris"], middleware: signedInMiddleware(ctx, options) });
  return {
    list: on.get("/", "Les favoris du client connecté", {
      responses: { 200: json(favouriteList, "Les favoris."), ...refusals(401) },
    }),
    add: on.put("/{productId}", "Ajoute un produit aux favoris (sans effet s'il y est déjà)", {
      request: { params },
      responses: { 200: json(favouriteList, "Les favoris."), ...refusals(400, 401, 403, 404, 409) },
    }),
    remove: on.delete("/{productId}", "Retire un produit des favoris", {
      request: { params },
      responses: { 200: json(favouriteList, "Les favoris."), ...refusals(400, 401, 403) },
    }),
    merge: on.post("/merge", "À la connexion : ajoute les favoris du navigateur à ceux du compte", {
      request: jsonBody(mergeBody),
      responses: { 200: json(favouriteList, "Les favoris fusionnés."), ...refusals(...BODY_REFUSALS, 401) },
    }),
  };
}

export function favouritesApi(ctx: AccountsContext, options: AuthOptions) {
  const routes = favouriteRoutes(ctx, options);
  const answer = (ids: string[]) => ({ product_ids: ids });
  return apiRouter()
    .openapi(routes.list, async (c) => c.json(answer(await favouriteIds(ctx.db, c.var.user.id)), 200))
    .openapi(routes.add, async (c) =>
      c.json(answer(await addFavourite(ctx.db, c.var.user.id, c.req.valid("param").productId)), 200),
    )
    .openapi(routes.remove, async (c) =>
      c.json(answer(await removeFavourite(ctx.db, c.var.user.id, c.req.valid("param").productId)), 200),
    )
    .openapi(routes.merge, async (c) =>
      c.json(answer(await mergeFavourites(ctx.db, c.var.user.id, c.req.valid("json").product_ids)), 200),
    );
}
