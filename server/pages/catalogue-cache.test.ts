import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createServer } from "#server/app";
import { parseEnv } from "#server/env";
import { productVariants } from "#server/modules/catalog/schema";
import { apiClient } from "#server/testing/api-client";
import { checkoutBody } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

// Decision 051: the storefront's catalogue reads are kept in memory, and every write through the shop empties them.
const shop = setupTestShop();
const HONEY = "sidr_malaki_yemen";

function server(options: { siblings?: Parameters<typeof createServer>[0]["siblings"] } = {}) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CATALOGUE_CACHE_SECONDS: "60" });
  const created = createServer({ env, database: shop.database, logger: pino({ level: "silent" }), ...options });
  return { ...created, api: apiClient(created.app) };
}

const page = async (s: ReturnType<typeof server>) => (await s.services.catalog.honeyPage(HONEY))!;

describe("the catalogue read cache", () => {
  it("reads the database once, then shares the answer until a write", async () => {
    const s = server();
    const first = await page(s);
    // Written behind the shop's back (another instance): not seen until a write here or the lifetime's end.
    await shop.db.update(productVariants).set({ priceCents: 1 }).where(eq(productVariants.id, first.formats[0]!.id));
    expect(await page(s)).toBe(first);
  });

  it("shows an administrator's edit of price, stock and name on the next render", async () => {
    const s = server();
    const before = await page(s);
    const format = before.formats[0]!;
    const { token } = await createSignedInAdmin(shop.db);
    const [row] = await shop.db.select().from(productVariants).where(eq(productVariants.id, format.id));
    const saved = await s.api.call("PUT", `/api/admin/products/${HONEY}`, {
      cookie: token,
      body: { name: "Sidr royal", variants: [{ id: format.id, price: 123.45, stock: 0, stock_before: row!.stock }] },
    });
    expect(saved.status).toBe(200);
    const after = await page(s);
    expect(after.honey.name).toBe("Sidr royal");
    expect(after.formats[0]).toMatchObject({ priceCents: 12_345, soldOut: true });
    expect((await s.services.catalog.listProducts({ kind: "honey" })).find((p) => p.id === HONEY)?.name).toBe(
      "Sidr royal",
    );
  });

  it("shows « épuisé » at once when an order takes the last unit", async () => {
    const s = server();
    const [first] = await shop.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, `${HONEY}_250g`));
    await shop.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, first!.id));
    const format = (await page(s)).formats.find((f) => f.id === first!.id)!;
    expect(format.soldOut).toBe(false);
    const ordered = await s.api.call("POST", "/api/payments/checkout/cart", {
      body: checkoutBody({
        items: [{ id: format.id, name: "Sidr", price: format.priceCents / 100, quantity: 1 }],
      }),
    });
    expect(ordered.status).toBe(200);
    expect((await page(s)).formats.find((f) => f.id === format.id)).toMatchObject({ soldOut: true });
  });

  it("is not emptied by a code check, a read-only post", async () => {
    const s = server();
    const first = await page(s);
    const checked = await s.api.call("POST", "/api/promotions/validate", { body: { code: "PROMO5", cart_total: 40 } });
    expect(checked.status).toBe(200);
    expect(await page(s)).toBe(first);
  });

  it("tells the other processes of a write, and empties itself when one tells it of theirs (cluster mode)", async () => {
    const listeners: (() => void)[] = [];
    let announced = 0;
    const siblings = { announceWrite: () => (announced += 1), onWrite: (l: () => void) => listeners.push(l) };
    const s = server({ siblings });
    const first = await page(s);
    await s.api.call("POST", "/api/events", { body: {} });
    expect(announced).toBe(1);
    const second = await page(s);
    expect(second).not.toBe(first);
    expect(await page(s)).toBe(second);
    for (const listener of listeners) listener(); // the relay of a sibling's write
    expect(await page(s)).not.toBe(second);
  });
});
