import { isConnectionLost } from "#server/db/connection-lost";
import { pgErrorCode } from "#server/db/pg-error-code";
import type { Logger } from "#server/logger";

// Periodic work of one process. Each job must be safe when every instance of the shop runs it at the same time
// (its rows claimed in the database); the scheduler only makes sure one process never runs a job twice at once.

export interface Job {
  /** Shown in the logs. */
  name: string;
  everyMs: number;
  /** The first run, after start-up (default: `everyMs`). */
  firstAfterMs?: number;
  run(): Promise<unknown>;
}

/** What may be logged of a job's failure: no query parameters, no address (a failed query's message carries both). */
export function describeJobError(err: unknown): { name: string; code?: string; message: string } {
  const e = err instanceof Error ? err : new Error(String(err));
  // Drizzle wraps the driver's error, its own message listing the query and its parameters.
  const cause = (e as { cause?: unknown }).cause;
  const source = e.message.startsWith("Failed query") && cause instanceof Error ? cause : e;
  const code = pgErrorCode(source);
  return {
    name: source.name,
    ...(code !== undefined ? { code } : {}),
    message: source.message.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, "<adresse>").slice(0, 300),
  };
}

/**
 * Runs each job every `everyMs` (the next run is planned when the previous one ends: runs never overlap). Timers are
 * unref'ed, so they never keep the process alive. Returns `stop`: no run starts afterwards, and it resolves once the
 * runs in progress are over (call it before closing the database).
 */
export function startJobs(
  jobs: Job[],
  logger: Logger,
  /** Told of each run's end (the metrics). */
  onRun?: (job: string, outcome: "ok" | "error", seconds: number) => void,
): () => Promise<void> {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const plan = (job: Job, delayMs: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (stopped) return;
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      const run = job
        .run()
        .then(
          () => onRun?.(job.name, "ok", seconds()),
          (err: unknown) => {
            onRun?.(job.name, "error", seconds());
            // A lost database connection fails this run only; the next gets a new connection (decision 076).
            const level = isConnectionLost(err) ? "warn" : "error";
            logger[level]({ job: job.name, err: describeJobError(err) }, "la tâche périodique a échoué");
          },
        )
        .finally(() => {
          running.delete(run);
          if (!stopped) plan(job, job.everyMs);
        });
      running.add(run);
    }, delayMs);
    timer.unref();
    timers.add(timer);
  };
  for (const job of jobs) plan(job, job.firstAfterMs ?? job.everyMs);

  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await Promise.all([...running]);
  };
}
