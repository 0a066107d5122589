// The back office's calls, under /api/admin (docs/decisions/024-back-office-access.md). Each router checks the
// administrator itself (requireAdmin), besides the gate in front of the app.
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import { apiRouter } from "../contract";
import { auditRoutes } from "./audit";
import { secondFactorRoutes } from "./second-factor";

export function adminRoutes(deps: { accounts: AccountsContext; auth: AuthOptions; shopName: string }) {
  const { accounts, auth } = deps;
  return apiRouter()
    .route("/second-factor", secondFactorRoutes(accounts, auth, deps.shopName))
    .route("/audit", auditRoutes(accounts, auth));
}
