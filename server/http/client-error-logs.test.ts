import { Writable } from "node:stream";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/logger";
import { createTestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";
import { authOptions, createApp } from "#server/app";
import { parseEnv } from "#server/env";
import { CONNECTION_LOST_DETAIL } from "#server/http/errors";

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
const logger = createLogger({ NODE_ENV: "test", LOG_LEVEL: "info" }, sink);
const shop = setupTestShop({ logger });

/**
 * The smallest React Router build: one page with neither action nor loader (a `loader` given: with that one), the
 * document written by hand, loader and action errors handed to the server's logger as app/entry.server.tsx does.
 */
const onePageBuild = (loader?: () => unknown) =>
  ({
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers) =>
          new Response("<!doctype html><p>page</p>", { status, headers }),
        handleError: (error: unknown, { context }: { context: { logError(error: unknown): void } }) =>
          context.logError(error),
      },
    },
    routes: { root: { id: "root", path: "", module: { default: () => null, loader } } },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: { root: { id: "root", path: "", module: "/root.js", hasAction: false, hasLoader: Boolean(loader) } },
      url: "/manifest.js",
      version: "1",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  }) as unknown as ServerBuild;

const levels = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number });

// Issue 29, also found: anyone can send a request a page refuses (405: a POST to a page without a form); logged at
// error level, that floods the team's alerts. A client's mistake is logged at info, never at error (decision 076).
describe("client errors in the logs", () => {
  it("a POST to a page without an action answers 405, logged at info, not error", async () => {
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "info" });
    const app = createApp({ env, database: shop.database, logger, build: onePageBuild() });
    lines.length = 0;
    const res = await app.request("http://localhost:3000/", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(res.status).toBe(405);
    expect(levels().filter((line) => line.level >= 50)).toEqual([]);
    expect(levels()).toContainEqual(expect.objectContaining({ level: 30, status: 405, msg: "page refusée" }));
  });

  it("API client errors (404, 405-like refusals, malformed bodies) are never logged at error", async () => {
    const app = createTestApp(shop.database, {}, logger);
    lines.length = 0;
    await app.request("/api/n-existe-pas", { method: "DELETE" });
    await app.request("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: "{pas du json",
    });
    expect(levels().filter((line) => line.level >= 50)).toEqual([]);
  });

  it("a page whose database connection is lost answers 503 with Retry-After, logged as a warning", async () => {
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "info" });
    const cut = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const app = createApp({
      env,
      database: shop.database,
      logger,
      build: onePageBuild(() => {
        throw new Error("Failed query: select 1", { cause: cut });
      }),
    });
    lines.length = 0;
    const res = await app.request("http://localhost:3000/");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(levels().filter((line) => line.level >= 50)).toEqual([]);
    expect(levels()).toContainEqual(
      expect.objectContaining({ level: 40, msg: "connexion à la base de données perdue pendant une page" }),
    );
  });

  // Found by the resilience run (stop 36): the back-office gate reads the session before any route, so a connection
  // cut under it reached Hono's default handler — a 500 and a stack trace on the console instead of a 503.
  describe("a connection lost in front of the routes (the back-office gate reading the session)", () => {
    const cut = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const cutDb = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error("Failed query: select sessions", { cause: cut });
        },
      },
    );
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "info" });
    const cookie = `${authOptions(env).cookieName}=a-session-token`;
    const appWithCutDatabase = () =>
      createApp({
        env,
        database: { ...shop.database, db: cutDb as never },
        logger,
        build: onePageBuild(),
      });

    it("an API call answers 503 in JSON with Retry-After, logged as a warning", async () => {
      const app = appWithCutDatabase();
      lines.length = 0;
      const res = await app.request("http://localhost:3000/api/admin/orders", {
        headers: { cookie },
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(await res.json()).toEqual({ detail: CONNECTION_LOST_DETAIL });
      expect(levels().filter((line) => line.level >= 50)).toEqual([]);
      expect(levels()).toContainEqual(expect.objectContaining({ level: 40 }));
    });

    it("a back-office page answers 503 in French with Retry-After, logged as a warning", async () => {
      const app = appWithCutDatabase();
      lines.length = 0;
      const res = await app.request("http://localhost:3000/admin", { headers: { cookie } });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(await res.text()).toContain(CONNECTION_LOST_DETAIL);
      expect(levels().filter((line) => line.level >= 50)).toEqual([]);
    });
  });
});
