import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "./app";
import type { Database } from "./db/client";
import { parseEnv } from "./env";
import { createLogger } from "./logger";
import { apiClient } from "./testing/api-client";
import { checkoutBody, payOnSimulatedPage } from "./testing/checkout";
import { setupTestShop } from "./testing/test-shop";

// Decision 060: readiness, request ids on answers and log lines, Prometheus metrics behind a token.

const shop = setupTestShop();
const TOKEN = "jeton-des-metriques-de-test";
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** The shop's own Node listener on a port, with its log lines kept. */
async function listening(env: Record<string, string> = {}, database: Database = shop.database) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(parseEnv({ NODE_ENV: "test", LOG_LEVEL: "info" }), {
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
  });
  const built = createServer({
    env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "info", METRICS_TOKEN: TOKEN, ...env }),
    database,
    logger,
  });
  const server = createHttpServer((req, res) => void built.listener(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { ...built, origin, lines };
}

const scrape = async (origin: string) =>
  (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

/** A sample's value in Prometheus' text, 0 when absent. */
function sample(text: string, name: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

describe("GET /api/ready", () => {
  it("is ready when the database answers and the migrations are applied (jobs off without a scheduler)", async () => {
    const res = await shop.app.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: shop.database.kind, jobs: "off" });
  });

  it("answers 503 with its reason: database down, migrations missing", async () => {
    const down: Database = { ...shop.database, ping: () => Promise.reject(new Error("perdue")) };
    const behind: Database = { ...shop.database, migrationsApplied: () => Promise.resolve(false) };
    for (const [database, reason] of [
      [down, "database"],
      [behind, "migrations"],
    ] as const) {
      const refused = await createServer({
        env: parseEnv({ NODE_ENV: "test" }),
        database,
        logger: pino({ level: "silent" }),
      }).app.request("/api/ready");
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ status: "unavailable", reason });
    }
  });

  it("knows this build's newest migration is applied", async () => {
    expect(await shop.database.migrationsApplied()).toBe(true);
  });

  it("answers 503 once a stop has begun (the load balancer drains the instance)", async () => {
    const built = createServer({
      env: parseEnv({ NODE_ENV: "test" }),
      database: shop.database,
      logger: pino({ level: "silent" }),
      startJobs: true,
    });
    expect(await (await built.app.request("/api/ready")).json()).toMatchObject({ status: "ready", jobs: "running" });
    await built.beginShutdown();
    const res = await built.app.request("/api/ready");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ reason: "stopping", detail: expect.stringContaining("Arrêt") });
  });
});

describe("request ids", () => {
  it("gives every answer an id, written on the request's log lines", async () => {
    const { origin, lines } = await listening();
    const res = await fetch(`${origin}/api/health`);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = (await fetch(`${origin}/api/health`)).headers.get("x-request-id");
    expect(other).not.toBe(id);
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toEqual(["requête"]);
  });

  it("keeps a sane id from a trusted proxy only", async () => {
    const direct = await listening();
    const sent = { "x-request-id": "proxy-1234abcd" };
    expect((await fetch(`${direct.origin}/api/health`, { headers: sent })).headers.get("x-request-id")).not.toBe(
      "proxy-1234abcd",
    );
    const proxied = await listening({ TRUST_PROXY: "1" });
    expect((await fetch(`${proxied.origin}/api/health`, { headers: sent })).headers.get("x-request-id")).toBe(
      "proxy-1234abcd",
    );
    const forged = await fetch(`${proxied.origin}/api/health`, { headers: { "x-request-id": "a b<script>" } });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /metrics", () => {
  it("does not exist without METRICS_TOKEN, refuses a wrong token, answers the right one", async () => {
    expect((await shop.app.request("/metrics")).status).toBe(404);
    const { origin } = await listening();
    expect((await fetch(`${origin}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${origin}/metrics`, {
      headers: { authorization: "Bearer jeton-des-metriques-de-tesT" },
    });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(right.headers.get("content-type")).toContain("text/plain");
    expect(right.headers.get("cache-control")).toBe("no-store");
  });

  it("times requests by route pattern, never by raw path", async () => {
    const { origin } = await listening();
    await fetch(`${origin}/api/catalog/honeys/sidr_malaki_yemen`);
    await fetch(`${origin}/api/catalog/honeys/miel_inconnu`);
    const text = await scrape(origin);
    expect(text).toMatch(
      /maisonh_http_request_duration_seconds_count\{method="GET",route="\/api\/catalog\/honeys\/:[a-z_]+",status="200"\} 1/,
    );
    expect(text).not.toContain("miel_inconnu");
    expect(text).not.toContain("sidr_malaki_yemen");
    expect(text).toMatch(/maisonh_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/maisonh_outbox_mails\{state="waiting"\} \d+/);
  });

  it("counts an order placed, paid once however often the payment is told, and a declined card", async () => {
    const { origin, app } = await listening();
    const api = apiClient(app);
    const placed = await api.call<{ url: string }>("POST", "/api/payments/checkout/cart", { body: checkoutBody() });
    expect(placed.status).toBe(200);
    await payOnSimulatedPage(api, placed.body.url);
    await api.call("POST", `/api/payments/simulated/${placed.body.url.split("/").pop()!}/pay`, {
      body: { card_number: "4242 4242 4242 4242" },
    });
    const declined = await api.call<{ url: string }>("POST", "/api/payments/checkout/cart", { body: checkoutBody() });
    await api.call("POST", `/api/payments/simulated/${declined.body.url.split("/").pop()!}/pay`, {
      body: { card_number: "4000 0000 0000 0002" },
    });
    const text = await scrape(origin);
    expect(sample(text, 'maisonh_orders_placed_total{provider="simulated"}')).toBe(2);
    expect(sample(text, "maisonh_orders_paid_total")).toBe(1);
    expect(sample(text, "maisonh_payments_failed_total")).toBe(1);
  });
});
