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

/** GET /api/ready: whether a load balancer may send requests here (decision 060). */
export const readyRoute = apiRoute({
  method: "get",
  path: "/ready",
  tags: ["Service"],
  summary: "Le processus peut recevoir des requêtes",
  description:
    "Prêt quand la base répond, que les migrations de cette version sont appliquées et que les tâches périodiques tournent ; 503 dès que l'arrêt a commencé, pour que le répartiteur de charge retire l'instance.",
  responses: {
    200: json(
      z.object({ status: z.literal("ready"), database: z.string(), jobs: z.enum(["running", "off"]) }),
      "Prêt.",
    ),
    503: json(
      z.object({
        status: z.literal("unavailable"),
        reason: z.enum(["stopping", "database", "migrations", "jobs"]),
        detail: z.string(),
      }),
      "Pas prêt, et pourquoi.",
    ),
  },
});
