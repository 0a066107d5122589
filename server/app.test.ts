import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { parseEnv } from "./env";
import type { Database } from "./db/client";
import { createTestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

describe("GET /api/health", () => {
  it("answers ok when the database answers", async () => {
    const res = await shop.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: shop.database.kind });
  });

  it("answers 503 when the database does not", async () => {
    const broken: Database = { ...shop.database, ping: () => Promise.reject(new Error("connexion perdue")) };
    const res = await createTestApp(broken).request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "error", detail: "La base de données ne répond pas." });
  });
});

describe("API errors", () => {
  it("answers unknown /api paths with a JSON 404 in French", async () => {
    const res = await shop.app.request("/api/nulle-part");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      detail: "Ressource introuvable : aucune route de l'API ne correspond à cette adresse.",
    });
  });

  it("refuses a bad query parameter with a 400 and a French detail", async () => {
    const res = await shop.app.request("/api/catalog/products?kind=voiture");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string; field?: string };
    expect(body.field).toBe("kind");
    expect(body.detail).not.toMatch(/^kind/);
    expect(body.detail).toMatch(/invalide|attendu/i);
  });

  it("answers an unknown honey with a French 404", async () => {
    const res = await shop.app.request("/api/catalog/honeys/miel_inconnu");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: "Ce miel n'existe pas dans notre catalogue." });
  });
});

describe("security headers", () => {
  it("sends a Content-Security-Policy and the usual protections", async () => {
    const res = await shop.app.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("gives the build's scripts only the headers that apply to a script, and a plain 404 for a missing one", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "maisonh-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "assets", "page-abc123.js"), "export const x = 1;");
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const app = createApp({ env, database: shop.database, logger: pino({ level: "silent" }), clientDir });
    const script = await app.request("/assets/page-abc123.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    expect(script.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(script.headers.get("content-security-policy")).toBeNull();
    // Never revalidated (immutable): no date to revalidate against.
    expect(script.headers.get("last-modified")).toBeNull();
    const missing = await app.request("/assets/absent-000.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe("Fichier introuvable.");
    // A page still gets the document's policy.
    expect((await app.request("/api/health")).headers.get("content-security-policy")).toContain("default-src");
  });

  it("compresses JSON for clients that accept it", async () => {
    const res = await shop.app.request("/api/catalog/products", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("catalogue API", () => {
  it("lists the products of one kind from the database", async () => {
    const res = await shop.app.request("/api/catalog/products?kind=perfume");
    const { products } = (await res.json()) as { products: { id: string; kind: string; variants: unknown[] }[] };
    expect(products).toHaveLength(18);
    expect(products.every((p) => p.kind === "perfume" && p.variants.length === 1)).toBe(true);
  });

  it("gives a honey with its formats, detail and reviews", async () => {
    const res = await shop.app.request("/api/catalog/honeys/sidr_malaki_yemen");
    expect(res.status).toBe(200);
    const honey = (await res.json()) as {
      variants: { id: string; priceCents: number }[];
      detail: { gallery: string[] };
      reviews: unknown[];
      fromPriceCents: number;
    };
    expect(honey.variants.map((v) => [v.id, v.priceCents])).toEqual([
      ["sidr_malaki_yemen_50g", 1199],
      ["sidr_malaki_yemen_90g", 1999],
      ["sidr_malaki_yemen_250g", 4499],
    ]);
    expect(honey.fromPriceCents).toBe(1199);
    expect(honey.detail.gallery[0]).toBe("/images/products/sidr_malaki_yemen.svg");
    expect(honey.reviews.length).toBeGreaterThan(0);
  });
});
