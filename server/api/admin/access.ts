import { createMiddleware } from "hono/factory";
import { admit, REFUSAL_DETAILS } from "#server/http/admin-gate";
import { type AuthOptions, sessionToken } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import type { AccountsContext, User } from "#server/modules/accounts/service";
import { adminAccess } from "#server/modules/accounts/second-factor";
import type { Actor } from "#server/modules/audit/service";

export interface AdminVariables {
  Variables: { admin: User; actor: Actor; sessionToken: string };
}

/**
 * Every back-office call's own check (the gate in front of the app checks the same by path): the administrator
 * who passed the second factor, as `c.var.admin` and `c.var.actor`. `enrolment` also lets in an administrator who
 * has not passed it yet (the second factor's own calls).
 */
export function requireAdmin(ctx: AccountsContext, auth: AuthOptions, area: "admin" | "enrolment" = "admin") {
  return createMiddleware<AdminVariables>(async (c, next) => {
    const token = sessionToken(c, auth);
    const access = await adminAccess(ctx.db, token, ctx.now?.() ?? new Date());
    const admission = admit(access, area);
    if (!admission.ok || !token) {
      const { reason, status } = admission.ok ? { reason: "visitor" as const, status: 401 as const } : admission;
      throw new ApiError(status, REFUSAL_DETAILS[reason], { reason });
    }
    c.set("admin", admission.user);
    c.set("actor", { id: admission.user.id, email: admission.user.email });
    c.set("sessionToken", token);
    await next();
  });
}
