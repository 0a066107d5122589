import cluster, { type Worker } from "node:cluster";
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createServer } from "./app";
import { prepareDatabase } from "./bootstrap";
import { isConnectionLost } from "./db/connection-lost";
import { keepConnectionsAlive } from "./http/connections";
import { crashPointRefusal } from "./crash-hook";
import { EnvError, parseEnv, simulatedPaymentsActive } from "./env";
import { createLogger, type Logger } from "./logger";
import { clusterExposition, serveClusterMetrics } from "./cluster-metrics";
import { type GracefulStop, stopGracefully } from "./http/graceful-stop";

/** The message a cluster worker sends after a write, relayed by the primary to the others (their page caches). */
const WRITE = "maisonh:write";

/**
 * The exit code of a process whose start-up could not reach the database, even after trying again for a while
 * (bootstrap.ts): EX_TEMPFAIL, a temporary failure worth another try — unlike a configuration, build or migration
 * error (1).
 */
const EXIT_DATABASE_UNREACHABLE = 75;
/** Workers failing to start in a row (database unreachable, killed while starting) before the primary gives up. */
const MAX_FAILED_STARTS = 5;

/**
 * Cluster mode (`WORKERS` > 1, PostgreSQL only — decision 050): the primary only forks the workers, relays their
 * writes and restarts one that dies after it had started; the workers are the usual server on the shared port. A
 * worker that cannot start stops the cluster when its reason will not pass (configuration, build, migration), and
 * is forked again, after a growing pause, when it will (the database unreachable during a failover; decision 076).
 */
function runPrimary(workers: number, logger: Logger, shutdownMs: number) {
  let stopping = false;
  const started = new WeakSet<Worker>();
  let failedStarts = 0;
  const fork = () => {
    if (stopping) return;
    const worker = cluster.fork();
    worker.on("listening", () => {
      started.add(worker);
      failedStarts = 0;
    });
    worker.on("message", (message) => {
      if (message !== WRITE) return;
      for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker) other.send(WRITE);
    });
  };
  for (let i = 0; i < workers; i++) fork();
  serveClusterMetrics();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0 && code !== null) process.exitCode = code;
      // Left to end by itself once the last worker's output has been relayed (process.exit could drop it); the
      // unref'ed timer only covers a handle that would keep it alive.
      if (Object.keys(cluster.workers ?? {}).length === 0) setTimeout(() => process.exit(), 1_000).unref();
      return;
    }
    if (!started.has(worker)) {
      const temporary = code === EXIT_DATABASE_UNREACHABLE || (code === null && signal !== null);
      failedStarts += 1;
      if (temporary && failedStarts < MAX_FAILED_STARTS) {
        const pauseMs = 1_000 * 2 ** (failedStarts - 1);
        logger.warn({ code, signal, failedStarts, pauseMs }, "un processus n'a pas pu démarrer : nouvel essai");
        setTimeout(fork, pauseMs);
        return;
      }
      logger.error({ code, signal, failedStarts }, "un processus n'a pas pu démarrer : arrêt");
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill();
      process.exitCode = 1;
      return;
    }
    logger.error({ code, signal }, "un processus s'est arrêté : remplacé");
    setTimeout(fork, 1000);
  });
  // Each worker stops itself gracefully within the bound (a terminal's Ctrl-C reaches them too: they ignore the
  // second signal); the primary leaves when the last one has, with a margin for a worker that hangs.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "arrêt de la grappe");
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      logger.error("des processus ne se sont pas arrêtés à temps : arrêt forcé");
      process.exit(1);
    }, shutdownMs + 2_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

// Process entry in production: environment → database → migrations → seed → listen.
async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const refusal = crashPointRefusal(env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const logger = createLogger(env);
  if (env.WORKERS > 1 && cluster.isPrimary) {
    logger.info({ workers: env.WORKERS }, "mode grappe : un processus par cœur demandé");
    // Each worker drains, then gets its timeout: the primary's bound covers both (decision 066).
    runPrimary(env.WORKERS, logger, (env.SHUTDOWN_DRAIN_SECONDS + env.SHUTDOWN_TIMEOUT_SECONDS) * 1000);
    return;
  }
  if (env.NODE_ENV === "production" && simulatedPaymentsActive(env)) {
    logger.warn(
      { card: env.CARD_PROVIDER, crypto: env.CRYPTO_PROVIDER, publicUrl: env.PUBLIC_URL },
      "mode démonstration, paiements simulés : aucune vraie carte ni cryptomonnaie n'est débitée (CARD_PROVIDER=stripe et CRYPTO_PROVIDER=btcpay pour encaisser)",
    );
  }
  // Listened for from the start: a signal during start-up (a worker still migrating) stops the process once it is
  // up, rather than killing it mid-way with the default action.
  const stopper: { stop?: (signal: string) => void } = {};
  let signalledEarly: string | undefined;
  const onSignal = (signal: string) => (stopper.stop ? stopper.stop(signal) : (signalledEarly ??= signal));
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  const started = performance.now();
  const database = await prepareDatabase(env, logger);
  const buildDir = path.resolve(env.BUILD_DIR);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  let exposition: ReturnType<typeof clusterExposition> | undefined;
  const { listener, beginShutdown, metrics } = createServer({
    env,
    database,
    logger,
    build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
    startJobs: true,
    siblings: cluster.isWorker
      ? {
          announceWrite: () => process.send?.(WRITE),
          onWrite: (listener) => process.on("message", (message) => message === WRITE && listener()),
        }
      : undefined,
    metricsExposition: cluster.isWorker ? () => exposition!() : undefined,
  });
  // Every worker answers the primary's aggregation from the start, whichever one a scrape reaches.
  if (cluster.isWorker) exposition = clusterExposition(metrics);

  const server = createHttpServer((req, res) => void listener(req, res));
  server.listen(env.PORT, env.HOST, () => {
    const info = server.address();
    const port = typeof info === "object" && info ? info.port : env.PORT;
    logger.info(
      {
        host: typeof info === "object" && info ? info.address : env.HOST,
        port,
        ms: Math.round(performance.now() - started),
      },
      `${env.SHOP_NAME} est en ligne sur http://localhost:${port}`,
    );
  });
  keepConnectionsAlive(server);

  let stopping: Promise<GracefulStop> | undefined;
  stopper.stop = (signal: string) => {
    if (stopping) return; // the second signal of a Ctrl-C in cluster mode (primary and terminal)
    logger.info(
      { signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS, timeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS },
      "arrêt du serveur",
    );
    stopping = stopGracefully({
      server,
      beginShutdown,
      closeDatabase: () => database.close(),
      timeoutMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
      drainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    });
    void stopping.then((result) => {
      if (result.forced) logger.warn(result, "arrêt forcé : des requêtes ou des tâches n'avaient pas fini à temps");
      else logger.info(result, "serveur arrêté");
      process.exit(result.forced ? 1 : 0);
    });
  };
  if (signalledEarly) stopper.stop(signalledEarly);
}

main().catch((err: unknown) => {
  console.error("Le serveur n'a pas pu démarrer :", err);
  process.exit(isConnectionLost(err) ? EXIT_DATABASE_UNREACHABLE : 1);
});
