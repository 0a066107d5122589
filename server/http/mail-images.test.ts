import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { mailImages } from "./mail-images";
import { pageHeaders } from "./page-headers";

const root = mkdtempSync(path.join(tmpdir(), "mail-images-"));
mkdirSync(path.join(root, "images", "products"), { recursive: true });
const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${colour}"/></svg>`;
writeFileSync(path.join(root, "images", "logo.svg"), square("#2a1a0e"));
writeFileSync(path.join(root, "images", "products", "sidr.svg"), square("#d9a538"));
const app = mailImages(root);

describe("the mails' pictures", () => {
  it("draws the mark and a product's SVG as PNGs at twice their size in the mail, cached a week", async () => {
    for (const [url, size] of [
      ["/logo.png", 80],
      ["/produits/sidr.png", 112],
    ] as const) {
      const res = await app.request(url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("cache-control")).toBe("public, max-age=604800");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: "png", width: size, height: size });
    }
  });

  it("answers 404 for a picture that is not there or a name outside the products, and finds one drawn later", async () => {
    expect((await app.request("/produits/inconnu.png")).status).toBe(404);
    expect((await app.request("/produits/..%2Flogo.png")).status).toBe(404);
    expect((await app.request("/produits/sidr.svg")).status).toBe(404);
    writeFileSync(path.join(root, "images", "products", "inconnu.svg"), square("#fff9eb"));
    expect((await app.request("/produits/inconnu.png")).status).toBe(200);
  });
});

describe("the mails' pictures among the shop's routes", () => {
  it("go without the documents' policy: a webmail, another origin, may show them", async () => {
    const shop = new Hono();
    shop.use("*", pageHeaders({ NODE_ENV: "production", MEDIA_PUBLIC_URL: undefined }));
    shop.route("/images/mail", mailImages(root));
    shop.get("/page", (c) => c.html("<p>page</p>"));
    const picture = await shop.request("/images/mail/logo.png");
    expect(picture.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(picture.headers.get("content-security-policy")).toBeNull();
    const page = await shop.request("/page");
    expect(page.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});
