import { z } from "@hono/zod-openapi";
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import { listAudit } from "#server/modules/audit/service";
import { apiRoute, apiRouter, firstValue, json, pageOf, refusals } from "../contract";
import { pageQuery } from "./list-query";
import { requireAdmin } from "./access";

const entry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    actor_email: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .openapi("EntreeJournal");

const query = z.object({
  page: pageQuery,
  entity: firstValue(z.string().max(40).optional()),
  entity_id: firstValue(z.string().max(120).optional()),
});

export function auditRoutes(ctx: AccountsContext, auth: AuthOptions) {
  const list = apiRoute({
    method: "get",
    path: "/",
    tags: ["Administration"],
    middleware: requireAdmin(ctx, auth),
    summary: "Le journal des modifications faites dans l'administration, le plus récent d'abord",
    request: { query },
    responses: {
      200: json(pageOf("entries", entry), "Une page du journal."),
      ...refusals(400, 401, 403),
    },
  });
  return apiRouter().openapi(list, async (c) => {
    const { page, entity, entity_id } = c.req.valid("query");
    const result = await listAudit(ctx.db, { page, entity, entityId: entity_id });
    return c.json(
      {
        ...result,
        entries: result.entries.map((e) => ({
          id: e.id,
          at: e.at.toISOString(),
          actor_email: e.actorEmail,
          action: e.action,
          entity: e.entity,
          entity_id: e.entityId,
          before: e.before,
          after: e.after,
        })),
      },
      200,
    );
  });
}
