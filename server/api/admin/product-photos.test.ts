import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { listAudit } from "#server/modules/audit/service";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { oversizedPngHeader, photoForm, testImage } from "#server/testing/photos";
import { setupTestShop } from "#server/testing/test-shop";

const dataDir = mkdtempSync(path.join(tmpdir(), "maisonh-photos-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const shop = setupTestShop({ env: { DATA_DIR: dataDir } });

const HONEY = "sidr_malaki_yemen";
const fileOf = (key: string) => path.join(dataDir, "media", key);

interface PhotoAnswer {
  id: string;
  alt: string;
  width: number;
  height: number;
  variants: { key: string; format: string; width: number; height: number }[];
}
type PhotosBody = { photos: PhotoAnswer[]; photo?: PhotoAnswer; message?: string; detail?: string };

async function upload(token: string | undefined, form: FormData, product = HONEY) {
  const res = await shop.app.request(`/api/admin/products/${product}/photos`, {
    method: "POST",
    body: form,
    headers: token ? { cookie: `maisonh_session=${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as PhotosBody };
}

const photosOf = (token: string, product = HONEY) =>
  shop.api.call<PhotosBody & { max_photos: number }>("GET", `/api/admin/products/${product}/photos`, {
    cookie: token,
  });

describe("uploading a product photo", () => {
  it.each(["jpeg", "png", "webp"] as const)(
    "turns a %s into AVIF and WebP at each width up to the original's, stored and audited",
    async (format) => {
      const admin = await createSignedInAdmin(shop.db);
      const res = await upload(admin.token, photoForm(await testImage(format, 700), "Pot de miel sur une table"));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const photo = res.body.photo!;
      expect(photo).toMatchObject({ alt: "Pot de miel sur une table", width: 700, height: 525 });
      expect(photo.variants.map((v) => `${v.format} ${v.width}`).sort()).toEqual(
        ["avif 320", "avif 640", "avif 700", "webp 320", "webp 640", "webp 700"].sort(),
      );
      for (const variant of photo.variants) {
        const stored = await sharp(fileOf(variant.key)).metadata();
        expect(stored.format).toBe(variant.format === "avif" ? "heif" : "webp");
        expect(stored.width).toBe(variant.width);
        expect(stored.height).toBe(variant.height);
        expect(stored.exif).toBeUndefined();
      }
      expect((await photosOf(admin.token)).body.photos.map((p) => p.id)).toEqual([photo.id]);
      const audit = await listAudit(shop.db, { entity: "product", entityId: HONEY });
      expect(audit.entries[0]).toMatchObject({ action: "product.photo.add", actorEmail: admin.email });
    },
  );

  it("turns the photo upright by its EXIF orientation and keeps none of its metadata", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const sideways = await testImage("jpeg", 400, 200, { orientation: 6 });
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const res = await upload(admin.token, photoForm(sideways, "Rayon de miel"));
    expect(res.status).toBe(201);
    expect(res.body.photo).toMatchObject({ width: 200, height: 400 });
    const stored = await sharp(fileOf(res.body.photo!.variants[0]!.key)).metadata();
    expect(stored.orientation).toBeUndefined();
    expect(stored.height! > stored.width!).toBe(true);
  });

  it("refuses a text file named and typed as a JPEG, in French, and stores nothing", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const text = new Uint8Array(Buffer.from("Ceci n'est pas une image.\n".repeat(50)));
    const res = await upload(admin.token, photoForm(text, "Faux", "miel.jpg", "image/jpeg"));
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Format non pris en charge : JPEG, PNG ou WebP uniquement.");
    const svg = new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect((await upload(admin.token, photoForm(svg, "Faux", "miel.png", "image/png"))).status).toBe(400);
    expect((await photosOf(admin.token)).body.photos).toEqual([]);
  });

  it("refuses an image claiming more pixels than allowed before decoding it (decompression bomb)", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const res = await upload(admin.token, photoForm(oversizedPngHeader(30_000, 30_000), "Bombe", "a.png", "image/png"));
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^Image trop grande : 40 millions de pixels/);
  });

  it("refuses more than 10 Mo: 413 from the body limit, and from the route for a file just above", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload(admin.token, photoForm(big, "Trop lourde"));
    expect(res.status).toBe(413);
    expect(res.body.detail).toBe("Image trop lourde (10 Mo au plus).");
    const justAbove = new Uint8Array(10 * 1024 * 1024 + 1);
    justAbove.set([0xff, 0xd8, 0xff]);
    const route = await upload(admin.token, photoForm(justAbove, "Trop lourde"));
    expect(route.status).toBe(413);
    expect(route.body.detail).toBe("Image trop lourde (10 Mo au plus).");
  });

  it("requires a French alternative text and a file", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const image = await testImage("jpeg", 120);
    const missing = await upload(admin.token, photoForm(image));
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/Texte alternatif requis/);
    expect((await upload(admin.token, photoForm(image, "   "))).body.detail).toMatch(/Texte alternatif requis/);
    expect((await upload(admin.token, photoForm(image, "x".repeat(201)))).body.detail).toMatch(/200 caractères/);
    expect((await upload(admin.token, photoForm(null, "Sans fichier"))).body.detail).toMatch(/Choisissez une photo/);
    const json = await shop.api.call("POST", `/api/admin/products/${HONEY}/photos`, {
      cookie: admin.token,
      body: { alt: "JSON" },
    });
    expect(json.status).toBe(415);
  });

  it("refuses a visitor (401), a customer and an administrator before the second factor (403)", async () => {
    const form = async () => photoForm(await testImage("jpeg", 120), "Pot");
    expect((await upload(undefined, await form())).status).toBe(401);
    const customer = await createSignedInCustomer(shop.db);
    expect((await upload(customer.token, await form())).status).toBe(403);
    const pending = await createSignedInAdmin(shop.db, { secondFactor: false });
    expect((await upload(pending.token, await form())).status).toBe(403);
  });

  it("answers 404 for an unknown product", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const res = await upload(admin.token, photoForm(await testImage("png", 120), "Pot"), "inconnu");
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Produit introuvable.");
    expect((await photosOf(admin.token, "inconnu")).status).toBe(404);
  });

  it("keeps positions unique under concurrent uploads, and at most 12 photos a product", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const image = await testImage("jpeg", 96);
    const first = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload(admin.token, photoForm(image, `Vue ${i + 1}`))),
    );
    expect(first.map((r) => r.status)).toEqual(Array(6).fill(201));
    const rest = await Promise.all(
      Array.from({ length: 7 }, (_, i) => upload(admin.token, photoForm(image, `Vue ${i + 7}`))),
    );
    expect(rest.map((r) => r.status).sort()).toEqual([...Array(6).fill(201), 409]);
    expect(rest.find((r) => r.status === 409)!.body.detail).toMatch(/déjà 12 photos/);
    const { photos } = (await photosOf(admin.token)).body;
    expect(photos).toHaveLength(12);
    // The refused upload's files were removed: only the twelve photos' files remain.
    const stored = photos.flatMap((p) => p.variants.map((v) => v.key));
    expect(stored.every((key) => existsSync(fileOf(key)))).toBe(true);
  });
});

describe("ordering and deleting photos", () => {
  async function three(token: string) {
    const image = await testImage("png", 80);
    const ids: string[] = [];
    for (const alt of ["Première", "Deuxième", "Troisième"]) {
      const res = await upload(token, photoForm(image, alt));
      ids.push(res.body.photo!.id);
    }
    return ids;
  }

  it("puts the photos in the given order, audited, and refuses a list that is not exactly theirs", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const [a, b, c] = await three(admin.token);
    const put = (ids: string[]) =>
      shop.api.call<PhotosBody>("PUT", `/api/admin/products/${HONEY}/photos/order`, {
        cookie: admin.token,
        body: { ids },
      });
    const moved = await put([c!, a!, b!]);
    expect(moved.status).toBe(200);
    expect(moved.body.photos.map((p) => p.alt)).toEqual(["Troisième", "Première", "Deuxième"]);
    expect((await photosOf(admin.token)).body.photos.map((p) => p.id)).toEqual([c, a, b]);
    const audit = await listAudit(shop.db, { entity: "product", entityId: HONEY });
    expect(audit.entries[0]).toMatchObject({
      action: "product.photo.reorder",
      before: { order: [a, b, c] },
      after: { order: [c, a, b] },
    });
    expect((await put([a!, b!])).status).toBe(409);
    expect((await put([a!, a!, b!])).status).toBe(409);
  });

  it("deletes a photo, closes the gap, removes its files after the commit and writes the audit entry", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const [a, b, c] = await three(admin.token);
    const before = (await photosOf(admin.token)).body.photos;
    const keys = before.find((p) => p.id === a)!.variants.map((v) => v.key);
    expect(keys.every((key) => existsSync(fileOf(key)))).toBe(true);
    const res = await shop.api.call<PhotosBody>("DELETE", `/api/admin/products/${HONEY}/photos/${a}`, {
      cookie: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p) => p.id)).toEqual([b, c]);
    expect(keys.some((key) => existsSync(fileOf(key)))).toBe(false);
    const audit = await listAudit(shop.db, { entity: "product", entityId: HONEY });
    expect(audit.entries[0]).toMatchObject({ action: "product.photo.delete", before: { photo: a, alt: "Première" } });
    const again = await shop.api.call("DELETE", `/api/admin/products/${HONEY}/photos/${a}`, { cookie: admin.token });
    expect(again.status).toBe(404);
    // A new upload goes after the others, at the position freed by the gap.
    const added = await upload(admin.token, photoForm(await testImage("png", 80), "Quatrième"));
    expect((await photosOf(admin.token)).body.photos.map((p) => p.id)).toEqual([b, c, added.body.photo!.id]);
  });
});
