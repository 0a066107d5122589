import { z } from "@hono/zod-openapi";
import { apiRoute, json } from "./contract";

/** GET /api/health: the server answers and its database too (for the host's checks). */
export const healthRoute = apiRoute({
  method: "get",
  path: "/health",
  tags: ["Service"],
  summary: "Le serveur et sa base de données répondent",
  responses: {
    200: json(z.object({ status: z.literal("ok"), database: z.string() }), "Tout répond."),
    503: json(z.object({ status: z.literal("error"), detail: z.string() }), "La base de données ne répond pas."),
  },
});
