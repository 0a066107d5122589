// GET /media/photos/<name>: the stored files, cached for a year under names that never change, outside the back
// office; nothing else of the disk (decision 030). With MEDIA_STORE=s3 the same files come from the bucket.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInAdmin } from "#server/testing/customers";
import { photoForm, testImage } from "#server/testing/photos";
import { S3_TEST_KEY, startS3Server } from "#server/testing/s3-server";
import { setupTestShop } from "#server/testing/test-shop";

const dataDir = mkdtempSync(path.join(tmpdir(), "maisonh-media-route-"));
let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
let s3Env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startS3Server(dataDir, "boutique-photos");
  s3Env = {
    MEDIA_STORE: "s3",
    S3_BUCKET: "boutique-photos",
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3_TEST_KEY,
    S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
  };
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
const shop = setupTestShop({ env: { DATA_DIR: dataDir } });

async function uploaded(app = shop.app) {
  const admin = await createSignedInAdmin(shop.db);
  const res = await app.request("/api/admin/products/sidr_malaki_yemen/photos", {
    method: "POST",
    body: photoForm(await testImage("jpeg", 400), "Pot de miel"),
    headers: { cookie: admin.cookie },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { photo: { variants: { key: string; format: string; width: number }[] } }).photo;
}

describe("GET /media/photos/:name", () => {
  it("serves each variant with its type, a year's immutable cache and nosniff, to anyone", async () => {
    const photo = await uploaded();
    for (const variant of photo.variants) {
      const res = await shop.app.request(`/media/${variant.key}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${variant.format}`);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      // A file, not a page: no document policy on it.
      expect(res.headers.get("content-security-policy")).toBeNull();
      const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
      expect(meta.width).toBe(variant.width);
    }
    const head = await shop.app.request(`/media/${photo.variants[0]!.key}`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("answers 404 for an unknown or malformed name, and never reads outside the photos (path traversal)", async () => {
    await uploaded();
    // A file beside the media folder (DATA_DIR holds the embedded database too).
    writeFileSync(path.join(dataDir, "secret.txt"), "SECRET-42");
    const refused = [
      "/media/photos/ffffffffffffffffffffffff-320.webp",
      "/media/photos/..%2F..%2Fsecret.txt",
      "/media/photos/%2e%2e%2f%2e%2e%2fsecret.txt",
      "/media/..%2Fsecret.txt/x",
      "/media/photos/0123456789abcdef01234567-320.svg",
      "/media/photos/../../secret.txt",
      "/media/photos/..\\..\\secret.txt",
      "/media/%2e%2e/secret.txt",
      "/media/photos/%2e%2e%5c%2e%2e%5csecret.txt",
    ];
    for (const url of refused) {
      const res = await shop.app.request(url);
      expect([400, 404], url).toContain(res.status);
      expect(res.headers.get("content-type") ?? "", url).not.toMatch(/^image\//);
      expect(await res.text(), url).not.toContain("SECRET-42");
    }
    const unknown = await shop.app.request(refused[0]!);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves the same files from an S3-compatible bucket with MEDIA_STORE=s3", async () => {
    const app = shop.appWith(s3Env);
    const photo = await uploaded(app);
    const variant = photo.variants.find((v) => v.format === "avif")!;
    const res = await app.request(`/media/${variant.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/avif");
    expect((await sharp(new Uint8Array(await res.arrayBuffer())).metadata()).format).toBe("heif");
    // Not on the disk: the bucket has it.
    expect((await shop.app.request(`/media/${variant.key}`)).status).toBe(404);
  });
});
