import type { Server } from "node:http";

export interface GracefulStop {
  /** Something was still running at the deadline: its connections were cut. */
  forced: boolean;
  ms: number;
}

/** How often idle keep-alive connections are closed while answers finish (each one idle after its answer). */
const SWEEP_MS = 50;
/** What the database gets to close once the rest is over or cut. */
const DATABASE_CLOSE_MS = 2_000;

const within = <T>(promise: Promise<T>, ms: number) =>
  new Promise<T | "late">((resolve, reject) => {
    const timer = setTimeout(() => resolve("late"), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });

/**
 * A graceful stop (decision 061): the readiness probe answers 503 and, for `drainMs`, the server goes on accepting
 * and answering (each answer closing its connection) while the load balancer notices and stops sending (decision
 * 066: a connection still waiting in the kernel's queue when the listener closes is reset, which a proxy cannot tell
 * from a crash, so it is not retried). Then no new connection is accepted, idle keep-alive connections are closed (at
 * once and as each answer in progress ends, so none waits for its 65 s keep-alive), the answers and job runs in
 * progress finish, then the database closes. Past `timeoutMs` (counted after the drain) the remaining connections are
 * cut and `forced` is set.
 */
export async function stopGracefully(input: {
  server: Server;
  /** Marks the process as stopping and stops the jobs; resolves once their runs in progress are over. */
  beginShutdown: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
  /** How long to keep accepting once the readiness probe says 503 (0: close the listener at once). */
  drainMs?: number;
}): Promise<GracefulStop> {
  const started = performance.now();
  const { server } = input;
  const jobs = input.beginShutdown();
  if (input.drainMs) await new Promise((resolve) => setTimeout(resolve, input.drainMs));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  const finished = await within(
    Promise.all([closed, jobs]).then(() => "done" as const),
    input.timeoutMs,
  ).finally(() => clearInterval(sweep));
  const forced = finished === "late";
  if (forced) server.closeAllConnections();
  await within(input.closeDatabase(), DATABASE_CLOSE_MS).catch(() => undefined);
  return { forced, ms: Math.round(performance.now() - started) };
}
