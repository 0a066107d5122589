import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as noticeLoader } from "#app/routes/legal-notice";
import { loader as shellLoader } from "#app/routes/shell";
import { auditLog } from "#server/modules/audit/schema";
import { shopIdentity } from "#server/modules/shop-identity/schema";
import { apiClient } from "#server/testing/api-client";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { createTestServer, type TestApp } from "#server/testing/test-app";
import { EDITED_IDENTITY } from "#server/testing/shop-identity";
import { setupTestShop } from "#server/testing/test-shop";

// The shop's legal identity in the back office (decision 093): read, replaced by an administrator past the second
// factor (audited), refused to anyone else and for malformed details (in French), shown at once on the legal pages.

const shop = setupTestShop({ env: { LEGAL_COMPANY_NAME: "Maison H SAS", LEGAL_SIREN: "912 345 678" } });

const IDENTITY = EDITED_IDENTITY;

interface Answer {
  identity?: Record<string, string>;
  message?: string;
  detail?: string;
  field?: string;
}

const put = (app: TestApp, token: string | undefined, body: unknown) =>
  apiClient(app).call<Answer>("PUT", "/api/admin/shop-identity", { cookie: token, body });

describe("GET and PUT /api/admin/shop-identity", () => {
  it("reads the variables' identity, then saves an administrator's edit, audited with before and after", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const first = await apiClient(shop.app).call<Answer>("GET", "/api/admin/shop-identity", { cookie: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.identity).toMatchObject({ company_name: "Maison H SAS", siren: "912 345 678", director: "" });

    const saved = await put(shop.app, admin.token, IDENTITY);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ identity: IDENTITY, message: "Identité de la boutique enregistrée." });
    const [row] = await shop.db.select().from(shopIdentity);
    expect(row).toMatchObject({ companyName: "Miellerie Hélène SARL", updatedBy: admin.email });
    const [entry] = await shop.db.select().from(auditLog).where(eq(auditLog.entity, "shop_identity"));
    expect(entry).toMatchObject({
      action: "shop.identity",
      actorEmail: admin.email,
      before: { companyName: "Maison H SAS", siren: "912 345 678", director: "" },
      after: { companyName: "Miellerie Hélène SARL", siren: "823 456 789", director: "Hélène H." },
    });

    const again = await put(shop.app, admin.token, IDENTITY);
    expect(again.body.message).toBe("Aucun changement à enregistrer.");
    // The database wins over the variables from now on, whatever they say.
    const other = shop.appWith({ LEGAL_COMPANY_NAME: "Autre SAS" });
    const read = await apiClient(other).call<Answer>("GET", "/api/admin/shop-identity", { cookie: admin.token });
    expect(read.body.identity?.company_name).toBe("Miellerie Hélène SARL");
  });

  it("shows the edit on the legal notice at once, though the page had been read (and kept) before", async () => {
    const server = createTestServer(shop.database, { LEGAL_COMPANY_NAME: "Maison H SAS" });
    const notice = async () => (await noticeLoader({ context: { services: server.services } } as never)).legal;
    expect(await notice()).toMatchObject({ companyName: "Maison H SAS", director: "à compléter" });
    const admin = await createSignedInAdmin(shop.db);
    expect((await put(server.app, admin.token, { ...IDENTITY, mediator_website: "" })).status).toBe(200);
    expect(await notice()).toMatchObject({
      companyName: "Miellerie Hélène SARL",
      director: "Hélène H.",
      mediatorWebsite: "à compléter",
    });
  });

  it("gives the footer the social accounts saved, none before: never an address the shop was not given", async () => {
    const server = createTestServer(shop.database);
    const footer = async () => (await shellLoader({ context: { services: server.services } } as never)).socialLinks;
    expect(await footer()).toEqual([]);
    const admin = await createSignedInAdmin(shop.db);
    expect((await put(server.app, admin.token, IDENTITY)).status).toBe(200);
    expect(await footer()).toEqual([{ label: "Instagram", href: "https://www.instagram.com/miellerie.helene" }]);
    const all = {
      ...IDENTITY,
      facebook_url: "https://fr-fr.facebook.com/miellerie",
      tiktok_url: "https://tiktok.com/@mh",
    };
    expect((await put(server.app, admin.token, all)).status).toBe(200);
    expect((await footer()).map((link) => link.label)).toEqual(["Instagram", "Facebook", "TikTok"]);
    expect((await put(server.app, admin.token, { ...all, instagram_url: "" })).status).toBe(200);
    expect((await footer()).map((link) => link.label)).toEqual(["Facebook", "TikTok"]);
  });

  it("refuses a social account's address outside the network's own https site", async () => {
    const admin = await createSignedInAdmin(shop.db);
    for (const address of [
      "http://www.instagram.com/maisonh",
      "https://instagram.com.pirate.example/maisonh",
      "https://pirate.example/?u=instagram.com",
      "https://notinstagram.com/maisonh",
      "https://user:pass@www.instagram.com/maisonh",
      "https://www.instagram.com/",
      "javascript:alert(1)//instagram.com",
      "www.instagram.com/maisonh",
    ]) {
      const answer = await put(shop.app, admin.token, { ...IDENTITY, instagram_url: address });
      expect(answer.status, address).toBe(400);
      expect(answer.body).toMatchObject({
        field: "instagram_url",
        detail: expect.stringContaining("Instagram : adresse https de la page de la boutique sur instagram.com"),
      });
    }
    expect((await put(shop.app, admin.token, { ...IDENTITY, tiktok_url: "https://www.instagram.com/x" })).status).toBe(
      400,
    );
    expect(await shop.db.select().from(shopIdentity)).toHaveLength(0);
  });

  it("is closed to visitors, customers and administrators before their second factor", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const halfway = await createSignedInAdmin(shop.db, { secondFactor: false });
    expect((await put(shop.app, undefined, IDENTITY)).status).toBe(401);
    expect((await put(shop.app, customer.token, IDENTITY)).status).toBe(403);
    expect((await put(shop.app, halfway.token, IDENTITY)).status).toBe(403);
    const read = await apiClient(shop.app).call<Answer>("GET", "/api/admin/shop-identity", { cookie: customer.token });
    expect(read.status).toBe(403);
    expect(await shop.db.select().from(shopIdentity)).toHaveLength(0);
  });

  it("refuses malformed details with a French message naming the field", async () => {
    const admin = await createSignedInAdmin(shop.db);
    const refused = async (body: unknown) => {
      const answer = await put(shop.app, admin.token, body);
      expect(answer.status).toBe(400);
      return answer.body;
    };
    expect(await refused({ ...IDENTITY, company_name: "  " })).toMatchObject({
      field: "company_name",
      detail: expect.stringContaining("Raison sociale : obligatoire"),
    });
    expect(await refused({ ...IDENTITY, siren: "12345" })).toMatchObject({
      field: "siren",
      detail: expect.stringContaining("SIREN : 9 chiffres attendus"),
    });
    expect(await refused({ ...IDENTITY, vat_number: "12 345" })).toMatchObject({ field: "vat_number" });
    expect((await refused({ ...IDENTITY, mediator_website: "javascript:alert(1)" })).detail).toContain(
      "adresse http(s) attendue",
    );
    expect((await refused({ ...IDENTITY, address: "x".repeat(301) })).detail).toContain("300 caractères au plus");
    const { siren: _siren, ...missing } = IDENTITY;
    expect(await refused(missing)).toMatchObject({ field: "siren" });
    expect((await refused({ ...IDENTITY, capital: "10 000 €" })).detail).toContain("capital");
    expect(await refused({ ...IDENTITY, director: 42 })).toMatchObject({ field: "director" });
    expect(await shop.db.select().from(shopIdentity)).toHaveLength(0);
  });

  it("refuses hostile input: a NUL byte, a line break, and stores markup as the text it is", async () => {
    const admin = await createSignedInAdmin(shop.db);
    expect((await put(shop.app, admin.token, { ...IDENTITY, director: "Hélène\u0000" })).status).toBe(400);
    const broken = await put(shop.app, admin.token, { ...IDENTITY, address: "3 place des Ruches\r\nSet-Cookie: x=1" });
    expect(broken.status).toBe(400);
    expect(broken.body.detail).toContain("une seule ligne");
    const markup = '<script>alert("x")</script> SAS';
    expect((await put(shop.app, admin.token, { ...IDENTITY, company_name: markup })).status).toBe(200);
    const server = createTestServer(shop.database);
    const legal = (await noticeLoader({ context: { services: server.services } } as never)).legal;
    expect(legal.companyName).toBe(markup);
  });
});
