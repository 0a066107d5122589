import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chosenEncoding, compression } from "./compression";

const page = `<!DOCTYPE html><html><body>${"<p>Miel de Sidr — récolte d’été</p>".repeat(100)}</body></html>`;

function app() {
  const app = new Hono();
  app.use(compression());
  app.get("/page", (c) => c.html(page, 200, { Vary: "Cookie" }));
  app.get("/bytes", () => new Response(Buffer.from(page), { headers: { "Content-Type": "text/html; charset=utf-8" } }));
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
