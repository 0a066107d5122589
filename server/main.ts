import cluster, { type Worker } from "node:cluster";
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createServer } from "./app";
import { prepareDatabase } from "./bootstrap";
import { keepConnectionsAlive } from "./http/connections";
import { crashPointRefusal } from "./crash-hook";
import { EnvError, parseEnv, simulatedPaymentsActive } from "./env";
import { createLogger, type Logger } from "./logger";

/** The message a cluster worker sends after a write, relayed by the primary to the others (their page caches). */
const WRITE = "maisonh:write";

/**
 * Cluster mode (`WORKERS` > 1, PostgreSQL only — decision 050): the primary only forks the workers, relays their
 * writes and restarts one that dies after it had started; the workers are the usual server on the shared port.
 */
function runPrimary(workers: number, logger: Logger) {
  let stopping = false;
  const started = new WeakSet<Worker>();
  const fork = () => {
    const worker = cluster.fork();
    worker.on("listening", () => started.add(worker));
    worker.on("message", (message) => {
      if (message !== WRITE) return;
      for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker) other.send(WRITE);
    });
  };
  for (let i = 0; i < workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (!started.has(worker)) {
      logger.error({ code, signal }, "un processus n'a pas pu démarrer : arrêt");
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill();
      process.exitCode = 1;
      return;
    }
    logger.error({ code, signal }, "un processus s'est arrêté : remplacé");
    setTimeout(fork, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(0), 12_000).unref();
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
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
    runPrimary(env.WORKERS, logger);
    return;
  }
  if (env.NODE_ENV === "production" && simulatedPaymentsActive(env)) {
    logger.warn(
      { card: env.CARD_PROVIDER, crypto: env.CRYPTO_PROVIDER, publicUrl: env.PUBLIC_URL },
      "mode démonstration, paiements simulés : aucune vraie carte ni cryptomonnaie n'est débitée (CARD_PROVIDER=stripe et CRYPTO_PROVIDER=btcpay pour encaisser)",
    );
  }
  const started = performance.now();
  const database = await prepareDatabase(env, logger);
  const buildDir = path.resolve(env.BUILD_DIR);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const { listener, stopJobs } = createServer({
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
  });

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

  const stop = (signal: string) => {
    logger.info({ signal }, "arrêt du serveur");
    // No job run starts any more, and the database closes only once the runs in progress are over.
    const jobsStopped = stopJobs();
    server.close(() => {
      void jobsStopped.finally(() => database.close().finally(() => process.exit(0)));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

main().catch((err: unknown) => {
  console.error("Le serveur n'a pas pu démarrer :", err);
  process.exit(1);
});
