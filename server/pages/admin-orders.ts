// The back office's order pages' data, for their loaders (context.services.adminOrders): each call checks the
// administrator first, whatever the gate in front of the app already checked.
import { randomBytes } from "node:crypto";
import type { BulkLabelResult } from "#core/bulk-labels";
import { describe } from "#server/http/validate";
import { openWithdrawals } from "#server/modules/orders/withdrawals";
import type { Db } from "#server/db/client";
import type { User } from "#server/modules/accounts/service";
import { bulkLabelsInput } from "#server/modules/shipping/labels/input";
import { BACK_OFFICE_FILTERS, type BackOfficeFilter, type OrderListQuery } from "#server/modules/orders/back-office";
import { backOfficeOrder, backOfficeOrderList } from "#server/workflows/back-office-order-view";
import { createLabels } from "#server/workflows/bulk-shipping-labels";
import type { ShopContext } from "#server/workflows/context";
import { listPage, listPageLoader, listSearch, oneOf } from "./list-query";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list's filters as the page's GET form sends them; what cannot be read is left out (never an error). */
export function orderListQuery(params: URLSearchParams): OrderListQuery & { status?: BackOfficeFilter } {
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  return {
    status: oneOf(BACK_OFFICE_FILTERS, params.get("status")),
    paymentMethod: oneOf(["card", "crypto"], params.get("payment_method")),
    from: day("from"),
    to: day("to"),
    q: listSearch(params.get("q")),
    page: listPage(params.get("page")),
  };
}

/** « Créer les étiquettes » posted from the list: each order's answer, or the form's refusal. */
export type BulkLabelsFormResult =
  { ok: true; message: string; results: BulkLabelResult[] } | { ok: false; message: string; results?: undefined };

/**
 * The form's fields as the API's body: the checked `reference` boxes and the weight typed (digits only; left empty,
 * each order's estimate).
 */
function bulkLabelsForm(form: FormData) {
  const weight = form.get("weight_grams");
  const typed = typeof weight === "string" ? weight.trim() : "";
  return {
    references: form.getAll("reference").filter((value) => typeof value === "string"),
    weight_grams: typed === "" ? undefined : /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN,
  };
}

export function createAdminOrderServices(deps: {
  db: Db;
  requireAdmin: (request: Request) => Promise<User>;
  /** The shop: its carrier platform (the label card offers the simulated one's tracking events; labels in bulk). */
  shop: ShopContext;
}) {
  const { db, requireAdmin, shop } = deps;
  const carrier = shop.carrier.name;
  return {
    /** A page of the list, with the filters read from the address. */
    list: listPageLoader(requireAdmin, orderListQuery, (query) => backOfficeOrderList(db, query)),
    /**
     * One order, null when unknown; with a new refund request key for the form this page shows (a second
     * submission of the same form refunds nothing more).
     */
    one: async (request: Request, reference: string) => {
      await requireAdmin(request);
      const order = await backOfficeOrder(db, reference.slice(0, 40), carrier);
      return order && { order, refundKey: randomBytes(18).toString("base64url") };
    },
    /** The list's « Créer les étiquettes » (decision 107), with or without JavaScript: one answer per order. */
    createLabels: async (request: Request): Promise<BulkLabelsFormResult> => {
      const admin = await requireAdmin(request);
      const form = await request.formData().catch(() => null);
      if (!form) return { ok: false, message: "Formulaire illisible : envoyez-le de nouveau." };
      const parsed = bulkLabelsInput.safeParse(bulkLabelsForm(form));
      if (!parsed.success) return { ok: false, message: describe(parsed.error) };
      const { references, weight_grams } = parsed.data;
      const actor = { id: admin.id, email: admin.email };
      return { ok: true, ...(await createLabels(shop, actor, references, weight_grams ?? null)) };
    },
    /** The customers' withdrawals not yet processed, oldest first (the dashboard's « à traiter »). */
    openWithdrawals: async (request: Request) => {
      await requireAdmin(request);
      const rows = await openWithdrawals(db);
      return rows.map((w) => ({ ...w, createdAt: w.createdAt.toISOString() }));
    },
  };
}
