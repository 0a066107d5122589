// What the back office's own pages load: its administrator and second factor, the audit log (context.services.admin),
// the customers and the dashboard (.adminUsers, .adminDashboard). Each call checks the administrator itself, besides
// the loader's own check and the gate.
import type { Db } from "#server/db/client";
import type { User } from "#server/modules/accounts/service";
import { secondFactorState } from "#server/modules/accounts/second-factor";
import { listAudit } from "#server/modules/audit/service";
import { customerDirectory, customerFile } from "#server/workflows/customer-directory";
import { teamDashboard } from "#server/workflows/team-dashboard";
import type { PageContext } from "./context";

interface BackOfficeDeps {
  db: Db;
  /** The administrator of the request (second factor passed), or a thrown 401/403 answer. */
  requireAdmin: (request: Request) => Promise<User>;
  /** The shop runs with simulated payments (demonstration): its test orders count on the dashboard. */
  demoMode: boolean;
  now?: () => Date;
}

const clock = (deps: BackOfficeDeps) => deps.now?.() ?? new Date();

export const USERS_PAGE_SIZE = 20;

export function adminUserServices(deps: BackOfficeDeps) {
  return {
    /** The tiles and a page of the accounts, searched by e-mail or name. */
    directory: async (request: Request, input: { page: number; q?: string }) => {
      await deps.requireAdmin(request);
      return customerDirectory(deps.db, { ...input, perPage: USERS_PAGE_SIZE, now: clock(deps) });
    },
    /** One customer's page; null when the account does not exist. */
    file: async (request: Request, id: string) => {
      await deps.requireAdmin(request);
      return customerFile(deps.db, id);
    },
  };
}

export function adminDashboardServices(deps: BackOfficeDeps) {
  return {
    /** What needs doing today (see workflows/team-dashboard.ts). */
    today: async (request: Request) => {
      await deps.requireAdmin(request);
      return teamDashboard(deps.db, { now: clock(deps), includeTestOrders: deps.demoMode });
    },
  };
}

export function adminServices({ db, admissionOf, adminOf }: PageContext) {
  return {
    /** The administrator of the request (second factor passed), or a thrown 401/403. */
    require: adminOf,
    /** The second factor's page: the administrator (passed or not) and whether it is enrolled (in the terminal). */
    secondFactor: async (request: Request) => {
      const { user, passed } = await admissionOf(request, "enrolment");
      return { email: user.email, passed, ...(await secondFactorState(db, user)) };
    },
    /** A page of the audit log. */
    audit: async (request: Request, page: number) => {
      await adminOf(request);
      return listAudit(db, { page });
    },
  };
}
