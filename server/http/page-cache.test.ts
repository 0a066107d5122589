import { Hono } from "hono";
import { secureHeaders, NONCE } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

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

  it("tells the other processes of a write, and empties itself when they tell it of theirs (cluster mode)", async () => {
    let announced = 0;
    const cache = pageCache({ ttlMs: 10_000, sessionCookie: "maisonh_session", onWrite: () => (announced += 1) });
    const app = new Hono();
    app.use(cache.middleware);
    app.get("/", (c) => c.html("<p>accueil</p>", 200, { "Cache-Control": PUBLIC }));
    app.post("/api/x", (c) => c.json({}));
    await app.request("/");
    expect(cache.size()).toBe(1);
    await app.request("/api/x", { method: "POST" });
    expect(announced).toBe(1);
    await app.request("/");
    cache.invalidate(); // what a sibling's announcement does
    expect([cache.size(), (await app.request("/")).headers.get("x-page-cache")]).toEqual([0, null]);
  });

  it("keeps nothing when its lifetime is 0", async () => {
    const s = shop(0);
    await s.get("/miel/sidr");
    expect((await s.get("/miel/sidr")).hit).toBe(false);
  });
});
