// Labels for several orders at once from the back office's list (issue 32, decision 107): « Créer les étiquettes »
// answers per order; « Imprimer les étiquettes » gives one PDF of the selected orders' labels.
import { z } from "@hono/zod-openapi";
import { BULK_LABELS_MAX, NO_LABEL_TO_PRINT } from "#core/bulk-labels";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import type { AccountsContext } from "#server/modules/accounts/service";
import { bulkLabelsInput, selectedReferencesInput } from "#server/modules/shipping/labels/input";
import { createLabels, labelsPdf } from "#server/workflows/bulk-shipping-labels";
import type { ShopContext } from "#server/workflows/context";
import { apiRouter, BODY_REFUSALS, json, jsonBody, pdfResponse, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

const bulkAnswer = z.object({
  results: z.array(
    z.object({
      reference: z.string(),
      outcome: z.enum(["created", "existing", "error"]),
      message: z.string().openapi({ description: "Ce qui s'est passé pour cette commande, en français" }),
      tracking_number: z.string().nullable(),
    }),
  ),
  message: z.string(),
});

const printQuery = z.object({
  reference: z
    .preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), selectedReferencesInput)
    .openapi({ description: `Les commandes cochées, dans l'ordre de la liste (répété, ${BULK_LABELS_MAX} au plus)` }),
});

export function bulkShippingLabelRoutes(accounts: AccountsContext, auth: AuthOptions, shop: ShopContext) {
  const on = routesOf({ tags: ["Administration"], middleware: requireAdmin(accounts, auth) });
  const create = on.post(
    "/shipping-labels",
    `Crée l'étiquette de chaque commande cochée (${BULK_LABELS_MAX} au plus) : créée, en avait déjà une, ou erreur — pour chacune`,
    {
      request: jsonBody(bulkLabelsInput),
      responses: {
        200: json(bulkAnswer, "Ce qui s'est passé pour chaque commande."),
        ...refusals(...BODY_REFUSALS, 401),
      },
    },
  );
  const print = on.get(
    "/shipping-labels.pdf",
    "Les étiquettes créées des commandes cochées, en un PDF, dans l'ordre de la liste",
    {
      request: { query: printQuery },
      responses: {
        200: { description: "Le PDF.", content: { "application/pdf": { schema: z.string() } } },
        ...refusals(400, 401, 403, 409),
      },
    },
  );
  return apiRouter()
    .openapi(create, async (c) => {
      const { references, weight_grams } = c.req.valid("json");
      const { results, message } = await createLabels(shop, c.var.actor, references, weight_grams ?? null);
      return c.json(
        {
          results: results.map((r) => ({
            reference: r.reference,
            outcome: r.outcome,
            message: r.message,
            tracking_number: r.trackingNumber,
          })),
          message,
        },
        200,
      );
    })
    .openapi(print, async (c) => {
      const found = await labelsPdf(shop, c.req.valid("query").reference);
      if (!found) throw new ApiError(409, NO_LABEL_TO_PRINT);
      c.header("X-Labels-Missing", found.missing.join(", "));
      return pdfResponse(c, found);
    });
}
