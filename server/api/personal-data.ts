import { z } from "@hono/zod-openapi";
import { deleteCookie } from "hono/cookie";
import { clientAddress } from "#server/http/client-address";
import { type AuthOptions, userGuard } from "#server/http/current-user";
import { accountPasswordInput } from "#server/modules/accounts/inputs";
import type { AccountsContext } from "#server/modules/accounts/service";
import { erasePersonalData, exportPersonalData } from "#server/workflows/personal-data";
import { apiRoute, apiRouter, BODY_REFUSALS, json, jsonBody, refusals } from "./contract";

const tags = ["Compte"];

const routes = {
  exportData: apiRoute({
    method: "get",
    path: "/export",
    tags,
    summary:
      "Télécharge les données personnelles du client connecté (JSON : compte, adresses, commandes, factures, rétractations, codes)",
    responses: {
      200: {
        description: "Le fichier JSON (en pièce jointe).",
        content: { "application/json": { schema: z.record(z.string(), z.unknown()) } },
      },
      ...refusals(401),
    },
  }),
  deleteAccount: apiRoute({
    method: "post",
    path: "/delete",
    tags,
    summary:
      "Supprime le compte du client connecté, confirmé par son mot de passe : compte anonymisé, sessions closes, commandes gardées sans lien au compte",
    request: jsonBody(z.object({ password: accountPasswordInput })),
    responses: {
      200: json(z.object({ message: z.string() }), "Compte supprimé ; le cookie de session est effacé."),
      ...refusals(...BODY_REFUSALS, 401, 409, 429),
    },
  }),
};

/** The customer's RGPD rights on their own account (decision 035), under `/api/auth/me`. */
export function personalDataRoutes(ctx: AccountsContext, options: AuthOptions) {
  const requireUser = userGuard(ctx, options);
  return apiRouter()
    .openapi(routes.exportData, async (c) => {
      const user = await requireUser(c);
      const now = ctx.now ? ctx.now() : new Date();
      const data = await exportPersonalData(ctx.db, user, now);
      const filename = `mes-donnees-${now.toISOString().slice(0, 10)}.json`;
      return c.json(data, 200, {
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(routes.deleteAccount, async (c) => {
      const user = await requireUser(c);
      const { password } = c.req.valid("json");
      await erasePersonalData(ctx, user, { password, address: clientAddress(c, options.trustProxy) });
      deleteCookie(c, options.cookieName, { path: "/", secure: options.secureCookie });
      return c.json({ message: "Votre compte a été supprimé. Vos données personnelles ont été effacées." }, 200);
    });
}
