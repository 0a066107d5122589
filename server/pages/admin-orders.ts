// The back office's order pages' data, for their loaders (context.services.adminOrders): each call checks the
// administrator first, whatever the gate in front of the app already checked.
import { randomBytes } from "node:crypto";
import { openWithdrawals } from "#server/modules/orders/withdrawals";
import type { Db } from "#server/db/client";
import type { CarrierProvider } from "#server/modules/shipping/carrier/carrier-provider";
import { BACK_OFFICE_FILTERS, type BackOfficeFilter, type OrderListQuery } from "#server/modules/orders/back-office";
import { backOfficeOrder, backOfficeOrderList } from "#server/workflows/back-office-order-view";
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

export function createAdminOrderServices(deps: {
  db: Db;
  requireAdmin: (request: Request) => Promise<unknown>;
  /** The shop's carrier platform: the label card offers the simulated one's tracking events. */
  carrier: CarrierProvider["name"];
}) {
  const { db, requireAdmin, carrier } = deps;
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
    /** The customers' withdrawals not yet processed, oldest first (the dashboard's « à traiter »). */
    openWithdrawals: async (request: Request) => {
      await requireAdmin(request);
      const rows = await openWithdrawals(db);
      return rows.map((w) => ({ ...w, createdAt: w.createdAt.toISOString() }));
    },
  };
}
