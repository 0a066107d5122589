import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { constants, deflateRawSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders, NONCE } from "hono/secure-headers";
import { afterEach, describe, expect, it } from "vitest";
import { gzipAround, pageCache } from "./page-cache";
import { writeFence } from "./write-fence";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** A shop in miniature: a page showing a price and its script nonce, and a write that changes the price. */
function shop(ttlMs = 10_000) {
  let clock = 0;
  let price = "29,99 €";
  let renders = 0;
  let holdRender: Promise<void> | null = null;
  const cache = pageCache({ ttlMs, sessionCookie: "maisonh_session", now: () => clock });
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
  app.use(secureHeaders({ contentSecurityPolicy: { scriptSrc: [NONCE] } }));
  app.use(writeFence({ invalidate: cache.invalidate }));
  app.use(cache.middleware);
  app.get("/miel/:id", async (c) => {
    renders += 1;
    const shown = price;
    if (holdRender) await holdRender;
    const nonce = c.get("secureHeadersNonce");
    return c.html(`<p>${shown}</p><script nonce="${nonce}">1</script>`, 200, { "Cache-Control": PUBLIC });
  });
  app.get("/commande", (c) => c.html("<p>Claire Martin</p>", 200, { "Cache-Control": "private, no-store" }));
  app.get("/cookie", (c) => c.html("<p>x</p>", 200, { "Cache-Control": PUBLIC, "Set-Cookie": "a=b" }));
  app.get("/absent", (c) => c.html("<p>introuvable</p>", 404, { "Cache-Control": PUBLIC }));
  app.get("/logo.svg", (c) => c.body("<svg/>", 200, { "Content-Type": "image/svg+xml", "Cache-Control": PUBLIC }));
  app.post("/api/admin/price", (c) => {
    price = "34,99 €";
    return c.json({ ok: true });
  });
  const get = async (path: string, cookie?: string) => {
    const res = await app.request(path, cookie ? { headers: { cookie } } : undefined);
    const body = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(body)?.[1];
    return { res, body, nonce, hit: res.headers.get("x-page-cache") === "hit" };
  };
  return {
    app,
    get,
    cache,
    renders: () => renders,
    tick: (ms: number) => (clock += ms),
    hold: () => {
      let release!: () => void;
      holdRender = new Promise((r) => (release = r));
      return () => {
        holdRender = null;
        release();
      };
    },
  };
}

describe("the public page cache", () => {
  it("serves a public page again without rendering, with a new nonce matching its own policy", async () => {
    const s = shop();
    const first = await s.get("/miel/sidr");
    const second = await s.get("/miel/sidr");
    expect([first.hit, second.hit, s.renders()]).toEqual([false, true, 1]);
    expect(second.body).toContain("29,99 €");
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.res.headers.get("content-security-policy")).toContain(`'nonce-${second.nonce}'`);
    expect(second.res.headers.get("cache-control")).toBe(PUBLIC);
  });

  it("shows an edit at once: a write through the shop empties it", async () => {
    const s = shop();
    await s.get("/miel/sidr");
    await s.app.request("/api/admin/price", { method: "POST" });
    const after = await s.get("/miel/sidr");
    expect([after.hit, after.body.includes("34,99 €")]).toEqual([false, true]);
  });

  it("does not keep a page whose rendering began before a write ended", async () => {
    const s = shop();
    const release = s.hold();
    const rendering = s.get("/miel/sidr");
    await new Promise((r) => setTimeout(r, 5));
    await s.app.request("/api/admin/price", { method: "POST" });
    release();
    expect((await rendering).body).toContain("29,99 €");
    const next = await s.get("/miel/sidr");
    expect([next.hit, next.body.includes("34,99 €")]).toEqual([false, true]);
  });

  it("renders again once the lifetime is over (what another instance's edit waits for)", async () => {
    const s = shop(10_000);
    await s.get("/miel/sidr");
    s.tick(9_999);
    expect((await s.get("/miel/sidr")).hit).toBe(true);
    s.tick(2);
    expect((await s.get("/miel/sidr")).hit).toBe(false);
    expect(s.renders()).toBe(2);
  });

  it("never serves a signed-in visitor from it, nor keeps private pages, cookies, errors or files", async () => {
    const s = shop();
    await s.get("/miel/sidr");
    expect((await s.get("/miel/sidr", "theme=1; maisonh_session=abc")).hit).toBe(false);
    for (const path of ["/commande", "/cookie", "/absent", "/logo.svg"]) {
      await s.get(path);
      expect((await s.get(path)).hit, path).toBe(false);
    }
    expect(s.cache.size()).toBe(1);
  });

  it("keeps nothing when its lifetime is 0", async () => {
    const s = shop(0);
    await s.get("/miel/sidr");
    expect((await s.get("/miel/sidr")).hit).toBe(false);
  });
});

describe("gzipAround", () => {
  it("puts a gzip body together around any nonce from pieces deflated once", () => {
    const body = `${"<p>Miel de Sidr</p>".repeat(400)}<script nonce="N">1</script><script nonce="N"></script>N`;
    const pieces = body.split("N").map((piece) => Buffer.from(piece));
    const deflated = pieces.map((piece) => deflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH }));
    const nonce = "k7P+q/0aZ1b2c3d4e5f6gw==";
    const gzipped = Buffer.concat(gzipAround({ pieces, deflated }, Buffer.from(nonce)));
    expect(gunzipSync(gzipped).toString()).toBe(body.replaceAll("N", nonce));
    expect(gzipped.length).toBeLessThan(body.length / 5);
  });
});

describe("a hit answered before the app (decision 052)", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  /** The shop's order of middlewares in miniature, behind Node's listener as server/app.ts builds it. */
  async function listening() {
    let renders = 0;
    const cache = pageCache({ ttlMs: 10_000, sessionCookie: "maisonh_session" });
    const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();
    app.use(
      secureHeaders({
        contentSecurityPolicy: { defaultSrc: ["'self'"], scriptSrc: ["'self'", NONCE], frameAncestors: ["'none'"] },
        strictTransportSecurity: "max-age=31536000; includeSubDomains",
      }),
    );
    app.use(compress());
    app.use(writeFence({ invalidate: cache.invalidate }));
    app.use(cache.middleware);
    app.get("/miel/:id", (c) => {
      renders += 1;
      const nonce = c.get("secureHeadersNonce");
      const page = `<h1>Sidr</h1>${"<p>Un miel rare du Yémen.</p>".repeat(100)}<script nonce="${nonce}">1</script>`;
      return c.html(page, 200, { "Cache-Control": PUBLIC, Vary: "Cookie" });
    });
    app.post("/api/admin/price", (c) => c.json({ ok: true }));
    // A collection sorted and filtered by its address (decision 114); a value it ignores makes it no-store.
    app.get("/miels-collection", (c) => {
      renders += 1;
      const refused = c.req.query("origine") === "mars";
      return c.html(`<p>${new URL(c.req.url).search}</p>`, 200, {
        "Cache-Control": refused ? "no-store" : PUBLIC,
        Vary: "Cookie",
      });
    });
    const shopListener = getRequestListener(async (request: Request) => {
      const response = await app.fetch(request);
      cache.capture(request, response);
      return response;
    });
    server = createServer((req, res) => {
      if (!cache.serveEarly(req, res)) void shopListener(req, res);
    });
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = async (headers: Record<string, string> = {}, path = "/miel/sidr") => {
      const res = await fetch(`${base}${path}`, { headers });
      const body = await res.text();
      return { res, body, nonce: /nonce="([^"]+)"/.exec(body)?.[1], hit: res.headers.get("x-page-cache") === "hit" };
    };
    return { get, base, renders: () => renders };
  }

  /** The headers but the nonce, the date, the framing and the hit's mark. */
  const comparable = (res: Response, nonce: string | undefined) =>
    [...res.headers]
      .filter(([name]) => !["date", "content-length", "transfer-encoding", "x-page-cache"].includes(name))
      .map(([name, value]) => [name, nonce ? value.replaceAll(nonce, "NONCE") : value]);

  it("sends the headers of a miss, every security header and the policy naming its own new nonce", async () => {
    const s = await listening();
    for (const encoding of ["gzip, deflate, br", "identity"]) {
      await fetch(`${s.base}/api/admin/price`, { method: "POST" });
      const miss = await s.get({ "accept-encoding": encoding });
      const hit = await s.get({ "accept-encoding": encoding });
      expect([miss.hit, hit.hit], encoding).toEqual([false, true]);
      expect(hit.nonce).not.toBe(miss.nonce);
      expect(hit.res.headers.get("content-security-policy")).toContain(`'nonce-${hit.nonce}'`);
      expect(comparable(hit.res, hit.nonce), encoding).toEqual(comparable(miss.res, miss.nonce));
      expect(hit.body.replaceAll(hit.nonce!, "NONCE")).toBe(miss.body.replaceAll(miss.nonce!, "NONCE"));
    }
    expect(s.renders()).toBe(2);
  });

  it("never answers a signed-in visitor, and answers nothing more after a write", async () => {
    const s = await listening();
    await s.get();
    expect((await s.get()).hit).toBe(true);
    expect((await s.get({ cookie: "theme=1; maisonh_session=abc" })).hit).toBe(false);
    await fetch(`${s.base}/api/admin/price`, { method: "POST" });
    expect((await s.get()).hit).toBe(false);
  });

  it("keeps each sort and filter of a collection apart, and never a page that ignored part of its address", async () => {
    const s = await listening();
    const searches = ["", "?tri=prix-croissant", "?tri=nouveautes", "?origine=oman", "?origine=oman&tri=nouveautes"];
    for (const search of searches) {
      const miss = await s.get({}, `/miels-collection${search}`);
      const hit = await s.get({}, `/miels-collection${search}`);
      expect([miss.hit, hit.hit], search).toEqual([false, true]);
      expect(hit.body, search).toBe(`<p>${search}</p>`);
    }
    // Same words in another order: another entry, rendered once more, never another page's answer.
    const swapped = await s.get({}, "/miels-collection?tri=nouveautes&origine=oman");
    expect([swapped.hit, swapped.body]).toEqual([false, "<p>?tri=nouveautes&origine=oman</p>"]);
    for (let i = 0; i < 2; i += 1) expect((await s.get({}, "/miels-collection?origine=mars")).hit).toBe(false);
    expect(s.renders()).toBe(searches.length + 3);
  });
});
