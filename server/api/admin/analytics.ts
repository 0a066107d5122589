import { z } from "@hono/zod-openapi";
import { DEFAULT_PERIOD, PERIODS, type Period } from "#core/analytics";
import type { AuthOptions } from "#server/http/current-user";
import { csvDocument } from "#server/lib/csv";
import type { AccountsContext } from "#server/modules/accounts/service";
import { analyticsExport } from "#server/workflows/analytics-export";
import { apiRoute, apiRouter, firstValue, refusals } from "../contract";
import { requireAdmin } from "./access";

const query = z.object({
  period: firstValue(z.enum(Object.keys(PERIODS) as [Period, ...Period[]]).default(DEFAULT_PERIOD)).openapi({
    description: "1d, 7d, 30d ou 90d (30d par défaut)",
  }),
  kind: firstValue(z.enum(["orders", "figures"])).openapi({
    description: "orders : les commandes payées de la période ; figures : les chiffres de la page",
  }),
});

export function analyticsRoutes(ctx: AccountsContext, auth: AuthOptions, options: { includeTestOrders: boolean }) {
  const exportCsv = apiRoute({
    method: "get",
    path: "/export",
    tags: ["Administration"],
    middleware: requireAdmin(ctx, auth),
    summary: "Export CSV (UTF-8 avec BOM, séparateur « ; ») des commandes payées ou des chiffres de la période",
    request: { query },
    responses: {
      200: { description: "Le fichier CSV.", content: { "text/csv": { schema: z.string() } } },
      ...refusals(400, 401, 403),
    },
  });
  return apiRouter().openapi(exportCsv, async (c) => {
    const { period, kind } = c.req.valid("query");
    const { rows, filename } = await analyticsExport(ctx.db, {
      period,
      kind,
      now: ctx.now?.() ?? new Date(),
      includeTestOrders: options.includeTestOrders,
    });
    return c.body(csvDocument(rows), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
}
