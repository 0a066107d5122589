import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMPTY_IDENTITY, type LegalIdentity } from "#core/legal-identity";
import { auditLog } from "#server/modules/audit/schema";
import { setupTestShop } from "#server/testing/test-shop";
import { shopIdentity } from "./schema";
import { readShopIdentity, saveShopIdentity, seedShopIdentity } from "./service";

// The shop's legal identity in the database (decision 093): the variables fill a blank row, then the row wins.

const shop = setupTestShop({ seed: false });
const VARIABLES: LegalIdentity = {
  ...EMPTY_IDENTITY,
  companyName: "Maison H SAS",
  siren: "912 345 678",
  address: "12 rue des Abeilles, 75011 Paris",
};
const ADMIN = { id: "admin-1", email: "gerante@exemple.fr" };

describe("the shop's identity", () => {
  it("reads the variables while the database holds no identity", async () => {
    expect(await readShopIdentity(shop.db, VARIABLES)).toEqual(VARIABLES);
    expect(await readShopIdentity(shop.db)).toEqual(EMPTY_IDENTITY);
  });

  it("is seeded from the variables once; after that the row wins and the differing variables are named", async () => {
    expect(await seedShopIdentity(shop.db, VARIABLES)).toEqual({ overridden: [] });
    const [row] = await shop.db.select().from(shopIdentity);
    expect(row).toMatchObject({ id: 1, companyName: "Maison H SAS", siren: "912 345 678", updatedAt: null });

    const changed = { ...VARIABLES, companyName: "Autre SAS", director: "Hélène H." };
    expect(await seedShopIdentity(shop.db, changed)).toEqual({
      overridden: ["LEGAL_COMPANY_NAME", "LEGAL_DIRECTOR"],
    });
    expect(await readShopIdentity(shop.db, changed)).toEqual(VARIABLES);
    // A variable left empty is not « overridden »: it says nothing.
    expect(await seedShopIdentity(shop.db, EMPTY_IDENTITY)).toEqual({ overridden: [] });
  });

  it("fills a row left blank (a first start without LEGAL_*), on every instance starting together", async () => {
    await seedShopIdentity(shop.db, EMPTY_IDENTITY);
    await Promise.all([seedShopIdentity(shop.db, VARIABLES), seedShopIdentity(shop.db, VARIABLES)]);
    expect(await shop.db.select().from(shopIdentity)).toHaveLength(1);
    expect(await readShopIdentity(shop.db)).toEqual(VARIABLES);
  });

  it("saves an administrator's edit with the changed details before and after in the audit log", async () => {
    await seedShopIdentity(shop.db, VARIABLES);
    const next = { ...VARIABLES, companyName: "Miellerie H SARL", mediatorName: "CM2C" };
    const at = new Date("2026-11-28T10:00:00Z");
    expect(await saveShopIdentity(shop.db, ADMIN, next, VARIABLES, at)).toEqual({
      changed: ["companyName", "mediatorName"],
    });
    expect(await readShopIdentity(shop.db, VARIABLES)).toEqual(next);
    const [row] = await shop.db.select().from(shopIdentity);
    expect(row).toMatchObject({ updatedAt: at, updatedBy: ADMIN.email });
    const entries = await shop.db.select().from(auditLog).where(eq(auditLog.entity, "shop_identity"));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "shop.identity",
      entityId: "1",
      actorEmail: ADMIN.email,
      before: { companyName: "Maison H SAS", mediatorName: "" },
      after: { companyName: "Miellerie H SARL", mediatorName: "CM2C" },
    });

    expect(await saveShopIdentity(shop.db, ADMIN, next, VARIABLES)).toEqual({ changed: [] });
    expect(await shop.db.select().from(auditLog).where(eq(auditLog.entity, "shop_identity"))).toHaveLength(1);
  });

  it("saves on a database never seeded, comparing with what the variables showed", async () => {
    const next = { ...VARIABLES, siren: "823 456 789" };
    expect(await saveShopIdentity(shop.db, ADMIN, next, VARIABLES)).toEqual({ changed: ["siren"] });
    expect(await readShopIdentity(shop.db, EMPTY_IDENTITY)).toEqual(next);
  });
});
