import client from "prom-client";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import { outboxBacklog } from "./modules/mail/backlog";
import type { ShopEvents } from "./workflows/context";

// Prometheus metrics of one process (decision 060). Each server has its own registry (tests build many servers in
// one process); in cluster mode the primary sums the workers' registries (server/cluster-metrics.ts).

export const METRICS_PREFIX = "maisonh_";

export interface Metrics {
  registry: client.Registry;
  /** A finished HTTP request: `route` is the route's pattern, never the raw path (bounded label values). */
  request(input: { method: string; route: string; status: number; seconds: number }): void;
  /** A periodic job's run. */
  jobRun(job: string, outcome: "ok" | "error", seconds: number): void;
  /** The business events, counted after their transaction committed and only when it changed the order. */
  events: ShopEvents;
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function createMetrics(deps: { database: Database; logger: Logger; defaults?: boolean }): Metrics {
  const registry = new client.Registry();
  const registers = [registry];
  if (deps.defaults !== false) client.collectDefaultMetrics({ register: registry, prefix: METRICS_PREFIX });

  const duration = new client.Histogram({
    name: `${METRICS_PREFIX}http_request_duration_seconds`,
    help: "Durée des requêtes HTTP, par route (motif), méthode et statut",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const placed = new client.Counter({
    name: `${METRICS_PREFIX}orders_placed_total`,
    help: "Commandes enregistrées (stock réservé), par moyen de paiement",
    labelNames: ["provider"] as const,
    registers,
  });
  const paid = new client.Counter({
    name: `${METRICS_PREFIX}orders_paid_total`,
    help: "Commandes passées à « payée » (une fois par commande)",
    registers,
  });
  const failed = new client.Counter({
    name: `${METRICS_PREFIX}payments_failed_total`,
    help: "Paiements échoués : commandes passées à « échouée » (carte refusée, paiement insuffisant ou invalide)",
    registers,
  });
  const jobRuns = new client.Counter({
    name: `${METRICS_PREFIX}job_runs_total`,
    help: "Exécutions des tâches périodiques, par tâche et résultat",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const jobDuration = new client.Histogram({
    name: `${METRICS_PREFIX}job_duration_seconds`,
    help: "Durée des exécutions des tâches périodiques",
    labelNames: ["job"] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers,
  });
  new client.Gauge({
    name: `${METRICS_PREFIX}outbox_mails`,
    help: "E-mails de la file d'envoi : en attente d'envoi (waiting) et abandonnés après le dernier essai (failed)",
    labelNames: ["state"] as const,
    // Read from the shared database: every process sees the same figure, the cluster keeps one (not their sum).
    aggregator: "max",
    registers,
    async collect() {
      try {
        const backlog = await outboxBacklog(deps.database.db);
        this.set({ state: "waiting" }, backlog.waiting);
        this.set({ state: "failed" }, backlog.failed);
      } catch (err) {
        deps.logger.warn({ err }, "métriques : file d'envoi illisible");
      }
    },
  });
  new client.Gauge({
    name: `${METRICS_PREFIX}db_pool_connections`,
    help: "Connexions à la base de ce processus : total, libres (idle) et requêtes en attente d'une connexion (waiting)",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const pool = deps.database.connections();
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });

  return {
    registry,
    request: ({ method, route, status, seconds }) =>
      duration.observe(
        { method: KNOWN_METHODS.has(method) ? method : "OTHER", route, status: String(status) },
        seconds,
      ),
    jobRun: (job, outcome, seconds) => {
      jobRuns.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
    events: {
      orderPlaced: (provider) => placed.inc({ provider }),
      orderPaid: () => paid.inc(),
      paymentFailed: () => failed.inc(),
    },
  };
}
