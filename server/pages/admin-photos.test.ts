// The photos page's forms without JavaScript (services.adminPhotos.change): the workflow and messages of the API.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createAdminPhotoServices } from "./admin-photos";
import { parseEnv } from "#server/env";
import { createSignedInAdmin } from "#server/testing/customers";
import { photoForm, testImage } from "#server/testing/photos";
import { setupTestShop } from "#server/testing/test-shop";
import type { User } from "#server/modules/accounts/service";

const dataDir = mkdtempSync(path.join(tmpdir(), "maisonh-photo-forms-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const shop = setupTestShop();

async function services() {
  const admin = await createSignedInAdmin(shop.db);
  return createAdminPhotoServices({
    db: shop.db,
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir }),
    logger: pino({ level: "silent" }),
    requireAdmin: async () => ({ id: admin.id, email: admin.email }) as User,
  });
}

const post = (body: FormData | string, type?: string) =>
  new Request("http://localhost/admin/produits/sidr_malaki_yemen/photos", {
    method: "POST",
    body,
    headers: type ? { "content-type": type } : {},
  });

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("the photos page's forms", () => {
  it("uploads, moves and deletes with the API's rules and French messages", async () => {
    const adminPhotos = await services();
    const change = (body: FormData) => adminPhotos.change(post(body), "sidr_malaki_yemen");
    const upload = async (alt: string) => {
      const data = photoForm(await testImage("jpeg", 200), alt);
      data.set("intent", "upload");
      return change(data);
    };
    expect(await upload("")).toEqual({ ok: false, message: expect.stringMatching(/Texte alternatif requis/) });
    expect(await upload("Pot de miel")).toEqual({ ok: true, message: "Photo ajoutée." });
    expect(await upload("Rayon de miel")).toEqual({ ok: true, message: "Photo ajoutée." });
    const page = async () => (await adminPhotos.page(post(""), "sidr_malaki_yemen"))!.photos;
    const [first, second] = await page();
    expect(await change(form({ intent: "up", photo: first!.id }))).toEqual({
      ok: false,
      message: "Cette photo ne peut pas aller plus loin.",
    });
    expect(await change(form({ intent: "down", photo: first!.id }))).toMatchObject({ ok: true });
    expect((await page()).map((p) => p.id)).toEqual([second!.id, first!.id]);
    expect(await change(form({ intent: "delete", photo: second!.id }))).toEqual({
      ok: true,
      message: "Photo supprimée.",
    });
    expect((await page()).map((p) => p.alt)).toEqual(["Pot de miel"]);
  });

  it("answers a body that is no form with a French refusal, not an error", async () => {
    const adminPhotos = await services();
    expect(await adminPhotos.change(post('{"a":"\\u0000"}', "application/json"), "sidr_malaki_yemen")).toEqual({
      ok: false,
      message: "Formulaire illisible : envoyez-le de nouveau.",
    });
    expect(await adminPhotos.page(post(""), "inconnu")).toBeNull();
  });
});
