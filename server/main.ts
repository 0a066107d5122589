import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer } from "./app";
import { prepareDatabase } from "./bootstrap";
import { keepConnectionsAlive } from "./http/connections";
import { crashPointRefusal } from "./crash-hook";
import { EnvError, parseEnv, simulatedPaymentsActive } from "./env";
import { createLogger } from "./logger";

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
  const { app, stopJobs } = createServer({
    env,
    database,
    logger,
    build,
    clientDir: path.relative(process.cwd(), path.join(buildDir, "client")),
    startJobs: true,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { host: info.address, port: info.port, ms: Math.round(performance.now() - started) },
      `${env.SHOP_NAME} est en ligne sur http://localhost:${info.port}`,
    );
  });
  keepConnectionsAlive(server as Server);

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
