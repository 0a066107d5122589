// The analytics page's data, for its loader (context.services.analytics): the administrator is checked first,
// whatever the gate in front of the app already checked.
import { periodOf } from "#core/analytics";
import type { Db } from "#server/db/client";
import { analyticsReport } from "#server/workflows/analytics-report";

export function createAnalyticsServices(deps: {
  db: Db;
  requireAdmin: (request: Request) => Promise<unknown>;
  /** Simulated payments: the test orders are counted, and the page says so (decision 089). */
  demoMode: boolean;
  now?: () => Date;
}) {
  return {
    /** The figures of the period the address asks (`?period=1d|7d|30d|90d`, 30 days otherwise). */
    report: async (request: Request) => {
      await deps.requireAdmin(request);
      const period = periodOf(new URL(request.url).searchParams.get("period"));
      return analyticsReport(deps.db, { period, now: deps.now?.() ?? new Date(), includeTestOrders: deps.demoMode });
    },
  };
}
