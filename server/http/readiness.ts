import type { Database } from "#server/db/client";

/** What the readiness probe looks at besides the database (decision 060). */
export interface Lifecycle {
  /** Set when a signal asked the process to stop: the load balancer must send nothing more here. */
  stopping: boolean;
  /** `off`: this process was not asked to run the periodic jobs (tests, API-only servers). */
  jobs: "running" | "stopped" | "off";
}

export type Readiness =
  | { ready: true; database: Database["kind"]; jobs: "running" | "off" }
  | { ready: false; reason: "stopping" | "database" | "migrations" | "jobs"; detail: string };

/** Ready when not stopping, the database answers, this build's migrations are applied and the jobs run. */
export async function readiness(database: Database, lifecycle: Lifecycle): Promise<Readiness> {
  if (lifecycle.stopping) {
    return { ready: false, reason: "stopping", detail: "Arrêt en cours : ce processus ne prend plus de requêtes." };
  }
  try {
    await database.ping();
  } catch {
    return { ready: false, reason: "database", detail: "La base de données ne répond pas." };
  }
  if (!(await database.migrationsApplied())) {
    return {
      ready: false,
      reason: "migrations",
      detail: "Les migrations de cette version ne sont pas appliquées à la base de données.",
    };
  }
  if (lifecycle.jobs === "stopped") {
    return { ready: false, reason: "jobs", detail: "Les tâches périodiques sont arrêtées." };
  }
  return { ready: true, database: database.kind, jobs: lifecycle.jobs };
}
