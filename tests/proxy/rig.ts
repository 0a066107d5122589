// The production-like rig of decision 082, started by playwright.proxy.config.ts: Caddy terminating TLS (`tls
// internal`) on https://localhost:8443 in front of two production instances on one PostgreSQL database,
// with PUBLIC_URL in https and TRUST_PROXY naming Caddy's address only. Prints « rig prêt » once a request through
// Caddy is answered; stops everything on SIGTERM / SIGINT.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import path from "node:path";
import { buildOnce } from "../../bench/support";
import { Instance, throwAwayDatabase } from "../resilience/cluster";
import { E2E_ADMIN_PASSWORD, E2E_ADMIN_TOTP_SECRET, E2E_ADMINS } from "../e2e/admins";
import { PROXY_HOST, PROXY_ORIGIN, PROXY_PORT } from "./origin";

const databaseUrl = process.env.PROXY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/maisonh_proxy";
const work = path.resolve(".tmp/proxy");
const buildDir = path.resolve(process.env.PROXY_BUILD_DIR ?? path.join(work, "build"));
const ports = [3301, 3302];

/** The answer of `path` through Caddy, named as the browser names the shop (SNI and Host), its certificate unchecked. */
function throughCaddy(pathName: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: PROXY_PORT,
        path: pathName,
        servername: PROXY_HOST,
        headers: { host: `${PROXY_HOST}:${PROXY_PORT}` },
        rejectUnauthorized: false,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", () => resolve(0));
    req.end();
  });
}

function caddyfile() {
  return `{
  admin off
  auto_https disable_redirects
  skip_install_trust
  storage file_system ${path.join(work, "caddy-data")}
}

${PROXY_ORIGIN} {
  tls internal
  request_body {
    max_size 12MB
  }
  reverse_proxy ${ports.map((port) => `127.0.0.1:${port}`).join(" ")} {
    lb_policy round_robin
    health_uri /api/ready
    health_interval 2s
    lb_try_duration 5s
  }
}
`;
}

async function main() {
  rmSync(path.join(work, "data"), { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  buildOnce(buildDir);
  await throwAwayDatabase(databaseUrl, "PROXY_DATABASE_URL", "create");
  const env = {
    DATABASE_URL: databaseUrl,
    // Photos and analysis reports on one folder both instances share, as docs/operations.md asks of several instances.
    DATA_DIR: path.join(work, "data"),
    PUBLIC_URL: PROXY_ORIGIN,
    TRUST_PROXY: "127.0.0.1",
    DEV_MAILBOX: "on",
    // Every browser of the journeys is 127.0.0.1, as in the browser tests (playwright.config.ts).
    MAX_PENDING_ORDERS_PER_ADDRESS: "1000",
    EVENTS_PER_MINUTE_PER_ADDRESS: "100000",
    BUILD_DIR: buildDir,
  };
  const admins = spawnSync(
    process.execPath,
    [
      path.join(buildDir, "node", "admin.js"),
      "create",
      ...E2E_ADMINS.flatMap((email) => ["--email", email]),
      "--password",
      E2E_ADMIN_PASSWORD,
      "--totp-secret",
      E2E_ADMIN_TOTP_SECRET,
    ],
    { env: { ...process.env, ...env, NODE_ENV: "production", LOG_LEVEL: "warn" }, stdio: "inherit" },
  );
  if (admins.status !== 0) throw new Error("la création des administrateurs a échoué");

  const instances = ports.map(
    (port, i) => new Instance(`instance-${i + 1}`, port, [path.join(buildDir, "node", "main.js")], env),
  );
  // One after the other: the first migrates and seeds, the second finds it done.
  for (const instance of instances) await instance.start();

  writeFileSync(path.join(work, "Caddyfile"), caddyfile());
  const caddy: ChildProcess = spawn(
    "caddy",
    ["run", "--config", path.join(work, "Caddyfile"), "--adapter", "caddyfile"],
    {
      env: {
        ...process.env,
        HOME: work,
        XDG_DATA_HOME: path.join(work, "xdg-data"),
        XDG_CONFIG_HOME: path.join(work, "xdg-config"),
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let caddyLog = "";
  caddy.stderr?.on("data", (chunk: Buffer) => (caddyLog = (caddyLog + chunk.toString()).slice(-4000)));
  const stop = async () => {
    caddy.kill("SIGTERM");
    await Promise.all(instances.map((instance) => instance.stop("SIGTERM")));
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  caddy.once("exit", (code) => {
    console.error(`Caddy s'est arrêté (code ${code}) :\n${caddyLog}`);
    process.exit(1);
  });
  for (let i = 0; ; i++) {
    if ((await throughCaddy("/api/ready")) === 200) break;
    if (i > 120) throw new Error(`Caddy ne répond pas :\n${caddyLog}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(`rig prêt : ${PROXY_ORIGIN} → 127.0.0.1:${ports.join(", 127.0.0.1:")} (PostgreSQL)`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
