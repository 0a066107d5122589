// The back office's packing slips (issue 32, decision 105): one order's PDF, and the orders to prepare in one PDF
// for the morning's printing; a gift order's gift receipt (decision 112).
import { z } from "@hono/zod-openapi";
import { NOT_A_GIFT } from "#core/gift-receipt";
import { NO_ORDER_TO_PREPARE, PACKING_SLIPS_MAX } from "#core/packing-slip";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import type { AccountsContext } from "#server/modules/accounts/service";
import type { ShopContext } from "#server/workflows/context";
import { backOfficeGiftReceipt } from "#server/workflows/gift-receipts";
import { PACKING_SLIP_STEPS, packingSlipPdf, packingSlipsAt } from "#server/workflows/packing-slips";
import { apiRouter, firstValue, pdfResponse, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

const pdf = { description: "Le PDF (A4, sans prix).", content: { "application/pdf": { schema: z.string() } } };

const bulkQuery = z.object({
  status: firstValue(
    z.enum(PACKING_SLIP_STEPS, { error: "Statut : a_preparer ou en_preparation." }).default("a_preparer"),
  ).openapi({ description: "Les commandes à préparer (par défaut) ou en préparation." }),
});

export function packingSlipRoutes(accounts: AccountsContext, auth: AuthOptions, shop: ShopContext) {
  const on = routesOf({ tags: ["Administration"], middleware: requireAdmin(accounts, auth) });
  const one = on.get("/orders/{reference}/packing-slip", "Le bon de préparation d'une commande payée, en PDF", {
    request: { params: z.object({ reference: z.string().max(40) }) },
    responses: { 200: pdf, ...refusals(401, 403, 404, 409) },
  });
  const bulk = on.get(
    "/packing-slips",
    `Les bons de préparation des commandes à un statut, en un PDF : la plus ancienne d'abord, ${PACKING_SLIPS_MAX} au plus`,
    { request: { query: bulkQuery }, responses: { 200: pdf, ...refusals(400, 401, 403, 404) } },
  );
  const receipt = on.get("/orders/{reference}/gift-receipt", "Le ticket cadeau d'une commande cadeau, en PDF", {
    request: { params: z.object({ reference: z.string().max(40) }) },
    responses: { 200: pdf, ...refusals(401, 403, 404, 409) },
  });
  return apiRouter()
    .openapi(receipt, async (c) => {
      const found = await backOfficeGiftReceipt(shop, c.req.valid("param").reference);
      if (!found) throw new ApiError(404, "Commande introuvable.");
      if (found === "not-a-gift") throw new ApiError(409, NOT_A_GIFT);
      return pdfResponse(c, found);
    })
    .openapi(one, async (c) => {
      const found = await packingSlipPdf(shop.db, shop.shopName, c.req.valid("param").reference);
      if (!found) throw new ApiError(404, "Commande introuvable.");
      if (found === "unpaid") throw new ApiError(409, "Commande non payée : rien à préparer.");
      return pdfResponse(c, found);
    })
    .openapi(bulk, async (c) => {
      const found = await packingSlipsAt(shop.db, shop.shopName, c.req.valid("query").status);
      if (!found) throw new ApiError(404, NO_ORDER_TO_PREPARE);
      return pdfResponse(c, found);
    });
}
