// GET /api/auth/users/all (spec §7): the accounts for the back office, a page at a time. Administrators only (the
// gate checks the path, requireAdmin the call itself). Each user in the spec's User shape plus the role: never a
// password hash, a session or a token (publicUser picks the fields one by one).
import { z } from "@hono/zod-openapi";
import type { AuthOptions } from "#server/http/current-user";
import { listAccounts } from "#server/modules/accounts/directory";
import { type AccountsContext, publicUser } from "#server/modules/accounts/service";
import { user } from "../accounts";
import { apiRoute, apiRouter, firstValue, json, refusals } from "../contract";
import { pageQuery, searchQuery } from "./list-query";
import { requireAdmin } from "./access";

export const USERS_PER_PAGE = { default: 20, max: 100 } as const;

const query = z.object({
  page: pageQuery.openapi({ description: "À partir de 1." }),
  per_page: firstValue(z.coerce.number().int().min(1).max(USERS_PER_PAGE.max).default(USERS_PER_PAGE.default)).openapi({
    description: `Comptes par page, ${USERS_PER_PAGE.max} au plus.`,
  }),
  q: searchQuery.openapi({
    description: "Recherche dans l'adresse e-mail ou le nom (sans tenir compte de la casse).",
  }),
});

const page = z
  .object({
    users: z.array(user),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("PageDeComptes");

export function userListRoutes(ctx: AccountsContext, auth: AuthOptions) {
  const all = apiRoute({
    method: "get",
    path: "/all",
    tags: ["Administration"],
    middleware: requireAdmin(ctx, auth),
    summary: "Les comptes de la boutique, les plus récents d'abord (administrateurs seulement)",
    request: { query },
    responses: { 200: json(page, "Une page de comptes."), ...refusals(400, 401, 403) },
  });
  return apiRouter().openapi(all, async (c) => {
    const { page: requested, per_page: perPage, q } = c.req.valid("query");
    const result = await listAccounts(ctx.db, { page: requested, perPage, q });
    return c.json(
      {
        users: result.users.map(publicUser),
        total: result.total,
        page: result.page,
        per_page: perPage,
        pages: result.pages,
      },
      200,
    );
  });
}
