// The back office's invoices and credit notes under /api/admin/invoices (decision 037): an order's documents in
// PDF, and the month's CSV for the accountant.
import { z } from "@hono/zod-openapi";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import { csvDocument } from "#server/lib/csv";
import type { AccountsContext } from "#server/modules/accounts/service";
import { findOrderByReference } from "#server/modules/orders/back-office";
import { documentPdf, monthlyDocumentsCsv } from "#server/workflows/invoices";
import { apiRoute, apiRouter, firstValue, pdfResponse, refusals } from "../contract";
import { requireAdmin } from "./access";

const tags = ["Administration"];

const monthQuery = z.object({
  month: firstValue(
    z
      .string({ error: "Mois attendu au format AAAA-MM." })
      .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, "Mois attendu au format AAAA-MM (par exemple 2026-11)."),
  ).openapi({ description: "Le mois, AAAA-MM (heure de Paris)." }),
});

export function invoiceAdminRoutes(ctx: AccountsContext, auth: AuthOptions) {
  const middleware = requireAdmin(ctx, auth);
  const exportCsv = apiRoute({
    method: "get",
    path: "/export",
    tags,
    middleware,
    summary:
      "Export CSV du mois pour le comptable : chaque facture et avoir numérotés par taux de TVA (HT, TVA, TTC ; avoirs en négatif), puis les totaux par taux",
    request: { query: monthQuery },
    responses: {
      200: { description: "Le fichier CSV.", content: { "text/csv": { schema: z.string() } } },
      ...refusals(400, 401, 403),
    },
  });
  const download = apiRoute({
    method: "get",
    path: "/orders/{reference}/{id}",
    tags,
    middleware,
    summary: "La facture ou un avoir d'une commande, en PDF",
    request: {
      params: z.object({
        reference: z.string().max(40),
        id: z.coerce.number().int().min(1).max(2_147_483_647),
      }),
    },
    responses: {
      200: { description: "Le PDF.", content: { "application/pdf": { schema: z.string() } } },
      ...refusals(400, 401, 403, 404),
    },
  });
  return apiRouter()
    .openapi(exportCsv, async (c) => {
      const { rows, filename } = await monthlyDocumentsCsv(ctx.db, c.req.valid("query").month);
      return c.body(csvDocument(rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
      });
    })
    .openapi(download, async (c) => {
      const { reference, id } = c.req.valid("param");
      const order = await findOrderByReference(ctx.db, reference);
      const pdf = order ? await documentPdf(ctx.db, order.id, id) : null;
      if (!pdf) throw new ApiError(404, "Document introuvable.");
      return pdfResponse(c, pdf);
    });
}
