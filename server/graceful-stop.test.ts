import { request as httpRequest, Agent } from "node:http";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { type CompiledServer, compiledBuild, freePort, startCompiledServer } from "./testing/compiled-server";
import { copyPreparedDataDir } from "./testing/prepared-data-dir";

// The compiled production server, signalled while a request is in flight (decision 061): the request is answered,
// new connections are refused, the process leaves with 0 within SHUTDOWN_TIMEOUT_SECONDS and logs no error. On the
// embedded database it starts on a copy of the run's prepared data dir: the stop is tested, not the first start.

const HOLD_MS = 1_500;
const TIMEOUT_SECONDS = 8;

let buildDir: string;
let server: CompiledServer | undefined;

beforeAll(() => {
  buildDir = compiledBuild("graceful-stop");
}, 180_000);

afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  server = undefined;
});

function get(origin: string, path: string, headers: Record<string, string> = {}, agent?: Agent) {
  return new Promise<{ status: number; body: string; requestId: string | undefined }>((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers, agent }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, body, requestId: res.headers["x-request-id"] as string | undefined }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A test on the embedded database: run by the README's pass, not again by the PostgreSQL one. */
const onEmbedded = it.skipIf(process.env.TEST_DATABASE_URL);

/** The compiled server on its own copy of the prepared data dir (`.tmp/graceful-stop/<copy>`), with `env`. */
async function startOnCopy(copy: string, env: Record<string, string> = {}) {
  return startCompiledServer(buildDir, await freePort(), {
    DATA_DIR: await copyPreparedDataDir(`.tmp/graceful-stop/${copy}`),
    ...env,
  });
}

async function signalMidRequest(env: Record<string, string>) {
  server = await startCompiledServer(buildDir, await freePort(), {
    TEST_HOLD_MS: String(HOLD_MS),
    SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
    ...env,
  });
  const { origin } = server;
  // A keep-alive connection left idle: it must not hold the stop back for its 65 s.
  const agent = new Agent({ keepAlive: true });
  expect((await get(origin, "/api/ready", {}, agent)).status).toBe(200);

  // The held request pings the database only after its wait: a database closed too early answers 503.
  const held = get(origin, "/api/health", { "x-test-hold": "1" });
  await sleep(300);
  const signalled = performance.now();
  server.child.kill("SIGTERM");
  await sleep(200);
  const refused = await get(origin, "/api/health").then(
    (answer) => `answered ${answer.status}`,
    (err: NodeJS.ErrnoException) => err.code,
  );

  const answer = await held;
  const exit = await server.exited;
  agent.destroy();
  return { answer, refused, exit, seconds: (exit.at - signalled) / 1000, lines: server.logLines(), server };
}

describe("graceful stop of the compiled server", () => {
  onEmbedded(
    "finishes the request in flight, refuses new connections, closes the database after, exits 0 in time",
    async () => {
      const { answer, refused, exit, seconds, lines } = await signalMidRequest({
        DATA_DIR: await copyPreparedDataDir(".tmp/graceful-stop/data"),
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ status: "ok", database: "pglite" });
      expect(refused).toBe("ECONNREFUSED");
      expect(exit.code).toBe(0);
      expect(seconds).toBeLessThan(TIMEOUT_SECONDS);
      // The stop waited for the held request (not cut short), and nothing was logged at error level.
      expect(seconds).toBeGreaterThan((HOLD_MS - 600) / 1000);
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(lines.find((line) => line.msg === "serveur arrêté")).toMatchObject({ forced: false });
      // The held request's log line carries its id, as its answer did.
      const logged = lines.find(
        (line) => line.path === "/api/health" && line.ms !== undefined && Number(line.ms) >= HOLD_MS,
      );
      expect(logged?.reqId).toBe(answer.requestId);
    },
    60_000,
  );

  onEmbedded(
    "with SHUTDOWN_DRAIN_SECONDS, leaves the readiness probe first and goes on answering until the drain ends",
    async () => {
      server = await startOnCopy("data-drain", { SHUTDOWN_DRAIN_SECONDS: "2" });
      const { origin } = server;
      const close = { connection: "close" };
      expect((await get(origin, "/api/ready", close)).status).toBe(200);
      server.child.kill("SIGTERM");
      await sleep(300);
      // Out of the load balancer's rotation, but a connection it opens meanwhile is still answered, not reset.
      expect((await get(origin, "/api/ready", close)).status).toBe(503);
      expect((await get(origin, "/api/health", close)).status).toBe(200);
      const exit = await server.exited;
      expect(exit.code).toBe(0);
      const refused = await get(origin, "/api/health", close).then(
        (answer) => `answered ${answer.status}`,
        (err: NodeJS.ErrnoException) => err.code,
      );
      expect(refused).toBe("ECONNREFUSED");
      expect(server.logLines().find((line) => line.msg === "arrêt du serveur")).toMatchObject({ drainSeconds: 2 });
    },
    60_000,
  );

  onEmbedded(
    "cuts what outlasts SHUTDOWN_TIMEOUT_SECONDS and says so (exit 1)",
    async () => {
      server = await startOnCopy("data-late", { TEST_HOLD_MS: "30000", SHUTDOWN_TIMEOUT_SECONDS: "1" });
      const held = get(server.origin, "/api/health", { "x-test-hold": "1" }).catch(
        (err: NodeJS.ErrnoException) => err.code,
      );
      await sleep(300);
      const signalled = performance.now();
      server.child.kill("SIGTERM");
      const exit = await server.exited;
      expect(exit.code).toBe(1);
      expect((exit.at - signalled) / 1000).toBeLessThan(4);
      expect(await held).toBe("ECONNRESET");
      expect(server.logLines().find((line) => line.msg?.toString().startsWith("arrêt forcé"))).toBeDefined();
    },
    60_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "in cluster mode too: every worker finishes, the primary exits 0",
    async () => {
      const { answer, refused, exit, seconds, lines } = await signalMidRequest({
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        WORKERS: "2",
      });
      expect(answer.status).toBe(200);
      expect(refused).toBe("ECONNREFUSED");
      expect(exit.code).toBe(0);
      expect(seconds).toBeLessThan(TIMEOUT_SECONDS + 2);
      expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
      expect(lines.filter((line) => line.msg === "serveur arrêté")).toHaveLength(2);
    },
    90_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "in cluster mode, a drain longer than SHUTDOWN_TIMEOUT_SECONDS is waited for by the primary (exit 0)",
    async () => {
      server = await startCompiledServer(buildDir, await freePort(), {
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        WORKERS: "2",
        SHUTDOWN_DRAIN_SECONDS: "4",
        SHUTDOWN_TIMEOUT_SECONDS: "1",
      });
      const signalled = performance.now();
      server.child.kill("SIGTERM");
      const exit = await server.exited;
      // The workers end after their 4 s drain; a primary bound on the timeout alone (1 + 2 s) would exit 1 first.
      expect(exit.code).toBe(0);
      expect((exit.at - signalled) / 1000).toBeGreaterThan(3.5);
      expect(server.logLines().filter((line) => line.msg === "serveur arrêté")).toHaveLength(2);
    },
    90_000,
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    "in cluster mode, /metrics sums every worker's figures (decision 060)",
    async () => {
      const token = "jeton-des-metriques-grappe";
      server = await startCompiledServer(buildDir, await freePort(), {
        DATABASE_URL: process.env.TEST_DATABASE_URL!,
        WORKERS: "2",
        METRICS_TOKEN: token,
      });
      // New connections each time: the primary hands them to both workers in turn.
      for (let i = 0; i < 10; i++) await fetch(`${server.origin}/api/health`, { headers: { connection: "close" } });
      // A request is counted when its connection closes, just after the client has its answer: asked again until
      // the last one is in.
      const scrape = async () =>
        (
          await fetch(`${server!.origin}/metrics`, {
            headers: { authorization: `Bearer ${token}`, connection: "close" },
          })
        ).text();
      const served = new Set(
        server
          .logLines()
          .filter((line) => line.path === "/api/health")
          .map((line) => line.pid),
      );
      expect(served.size).toBe(2);
      await expect
        .poll(scrape, { timeout: 5_000 })
        .toMatch(/maisonh_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 10\n/);
      server.child.kill("SIGTERM");
      expect((await server.exited).code).toBe(0);
    },
    90_000,
  );
});
