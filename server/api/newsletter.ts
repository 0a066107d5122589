import { z } from "@hono/zod-openapi";
import { ApiError } from "#server/http/errors";
import type { ShopContext } from "#server/workflows/context";
import { unsubscribeFromNewsletter } from "#server/workflows/newsletter";
import { apiRoute, apiRouter, firstValue, json, refusals } from "./contract";

/** RFC 8058: the one body a mail client's one-click unsubscribe posts. */
export const ONE_CLICK_BODY = "List-Unsubscribe=One-Click";
export const ONE_CLICK_PATH = "/api/newsletter/desabonnement";

const query = z.object({
  jeton: firstValue(z.string().max(200, "Lien de désabonnement invalide.")).openapi({
    description: "Le jeton du lien de la lettre reçue.",
  }),
});

const oneClick = apiRoute({
  method: "post",
  path: "/desabonnement",
  tags: ["Lettre"],
  summary: "Désabonnement en un clic depuis le logiciel de messagerie (RFC 8058, en-tête List-Unsubscribe-Post)",
  request: {
    query,
    body: {
      description: `Exactement \`${ONE_CLICK_BODY}\` (formulaire encodé), envoyé sans cookie par le logiciel de messagerie.`,
      content: { "application/x-www-form-urlencoded": { schema: { type: "object" as const } } },
    },
  },
  responses: {
    200: json(z.object({ unsubscribed: z.literal(true) }), "L'adresse ne reçoit plus la lettre."),
    ...refusals(400, 404),
  },
});

const page = apiRoute({
  method: "get",
  path: "/desabonnement",
  tags: ["Lettre"],
  summary:
    "Le même lien ouvert dans un navigateur : renvoie vers la page qui demande de confirmer (un GET ne désabonne pas)",
  request: { query },
  responses: { 303: { description: "Vers la page de désabonnement et son bouton." } },
});

/**
 * /api/newsletter/desabonnement — the address of a newsletter's `List-Unsubscribe` header (decision 115). The POST
 * is the one-click unsubscribe (the exact body of RFC 8058, the link's token its only authority); a GET only leads to
 * the page with its button, since link scanners follow links.
 */
export function newsletterRoutes(ctx: ShopContext) {
  return apiRouter()
    .openapi(oneClick, async (c) => {
      const body = (await c.req.text()).trim();
      if (body !== ONE_CLICK_BODY)
        throw new ApiError(400, `Désabonnement en un clic : le corps attendu est exactement « ${ONE_CLICK_BODY} ».`);
      if (!(await unsubscribeFromNewsletter(ctx, c.req.valid("query").jeton)))
        throw new ApiError(404, "Lien de désabonnement inconnu : ouvrez celui de la dernière lettre reçue.");
      return c.json({ unsubscribed: true as const }, 200);
    })
    .openapi(page, (c) =>
      c.redirect(`/newsletter/desabonnement?jeton=${encodeURIComponent(c.req.valid("query").jeton)}`, 303),
    );
}
