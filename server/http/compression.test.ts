import { randomBytes } from "node:crypto";
import { gunzipSync, gzipSync, inflateSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chosenEncoding, compression, gzipAroundShared, prepareSharedPart } from "./compression";

const page = `<!DOCTYPE html><html><body>${"<p>Miel de Sidr — récolte d’été</p>".repeat(100)}</body></html>`;

function app() {
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => c.html(page, 200, { Vary: "Cookie" }));
  app.get("/bytes", () => new Response(Buffer.from(page), { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  app.get("/cookies", (c) => {
    c.header("Set-Cookie", "a=1; Path=/", { append: true });
    c.header("Set-Cookie", "b=2; Path=/", { append: true });
    c.header("ETag", '"v1"');
    return c.json({ page }, 404);
  });
  app.get("/tiny", () => new Response("<p>Miel</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } }));
  app.get(
    "/small",
    () => new Response('{"ok":true}', { headers: { "Content-Type": "application/json", "Content-Length": "11" } }),
  );
  return app;
}

describe("compression", () => {
  it("says the page varies on Accept-Encoding, compressed or not, and compresses for a client that accepts gzip", async () => {
    const plain = await app().request("/page");
    expect(plain.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    const gzip = await app().request("/page", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(gzip.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
  });

  it("leaves an uncompressed answer as the app made it: the same body, not rebuilt around a stream", async () => {
    const made = new Response(Buffer.from(page), { headers: { "Content-Type": "text/html; charset=utf-8" } });
    const shop = new Hono();
    shop.use(compression());
    shop.get("/", () => made);
    const res = await shop.request("/");
    expect(res).toBe(made);
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await (await app().request("/bytes")).text()).toBe(page);
  });

  it("compresses the whole answer at once, with its length, status and every header kept", async () => {
    const res = await app().request("/cookies", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(body.length));
    expect(JSON.parse(gunzipSync(body).toString())).toEqual({ page });
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("etag")).toBe('W/"v1"');
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("deflates for a client that prefers it, and leaves an answer under 1 Ko of unknown length uncompressed", async () => {
    const deflated = await app().request("/bytes", { headers: { "accept-encoding": "gzip;q=0.5, deflate" } });
    expect(deflated.headers.get("content-encoding")).toBe("deflate");
    expect(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString()).toBe(page);
    const tiny = await app().request("/tiny", { headers: { "accept-encoding": "gzip" } });
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(tiny.headers.get("vary")).toBe("Accept-Encoding");
    expect(await tiny.text()).toBe("<p>Miel</p>");
  });

  it("adds nothing where hono's compress adds nothing (small answers, HEAD)", async () => {
    expect((await app().request("/small")).headers.get("vary")).toBeNull();
    expect((await app().request("/page", { method: "HEAD" })).headers.get("vary")).toBe("Cookie");
  });

  it("chooses the encoding as hono's compress does", () => {
    expect(chosenEncoding(undefined)).toBeUndefined();
    expect(chosenEncoding("br")).toBeUndefined();
    expect(chosenEncoding("gzip, deflate")).toBe("gzip");
    expect(chosenEncoding("deflate")).toBe("deflate");
    expect(chosenEncoding("gzip;q=0.5, deflate;q=0.8")).toBe("deflate");
    expect(chosenEncoding("*")).toBe("gzip");
    expect(chosenEncoding("gzip;q=0")).toBeUndefined();
  });
});

describe("a page around a shared part deflated once", () => {
  const rule = (i: number) => `.c${i}{color:#${(i * 7919).toString(16).padStart(6, "0").slice(-6)};margin:${i % 9}px}`;
  const sheet = (rules: number) => Array.from({ length: rules }, (_, i) => rule(i)).join("");
  const markup = (from: number) =>
    Array.from(
      { length: 400 },
      (_, i) => `<p class="c${(from + i * 13) % 1500}">Miel ${i} ${randomBytes(3).toString("hex")}</p>`,
    ).join("");
  const around = (css: string, before: string, after: string) =>
    Buffer.from(
      `<!DOCTYPE html><head>${before}<style nonce="${randomBytes(16).toString("base64")}">${css}</style></head><body>${after}</body>`,
    );

  it("gunzips to the page, whatever the part's length and place, and weighs about what one gzip of the page weighs", async () => {
    for (const css of [sheet(150), sheet(1500)]) {
      const part = prepareSharedPart(css)!;
      expect(part).not.toBeNull();
      for (const page of [
        around(css, markup(1), markup(2)),
        Buffer.from(css + markup(3)),
        Buffer.from(markup(4) + css),
      ]) {
        const at = page.indexOf(part.bytes);
        const gzipped = await gzipAroundShared(page, at, part);
        expect(gunzipSync(gzipped).equals(page)).toBe(true);
        expect(gzipped.length).toBeLessThan(gzipSync(page).length * 1.05 + 64);
      }
    }
  });

  it("is how the middleware answers a gzip client holding the part; a page without it is gzipped whole", async () => {
    const css = sheet(1500);
    const asked: string[] = [];
    const shop = new Hono();
    shop.use(
      compression({
        sharedPart: async () => {
          asked.push("part");
          return css;
        },
      }),
    );
    const withPart = around(css, "<title>Miel</title>", markup(5));
    shop.get("/with", (c) => c.html(withPart.toString()));
    shop.get("/without", (c) => c.html(page));
    for (let i = 0; i < 2; i++) {
      const res = await shop.request("/with", { headers: { "accept-encoding": "gzip" } });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("content-length")).toBe(String(body.length));
      expect(gunzipSync(body).equals(withPart)).toBe(true);
      // The part's own blocks are in the answer as they were deflated once.
      expect(body.indexOf(prepareSharedPart(css)!.deflated)).toBeGreaterThan(0);
    }
    const res = await shop.request("/without", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page);
    expect(asked).toEqual(["part"]);
  });

  it("is not used for a part too small to be worth it", () => {
    expect(prepareSharedPart("body{margin:0}")).toBeNull();
    expect(prepareSharedPart(undefined)).toBeNull();
  });
});
