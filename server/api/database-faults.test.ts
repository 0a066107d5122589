import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { orderLines, orders, productVariants, simulatedCardSessions } from "#server/db/schema";
import { checkoutBody } from "#server/testing/checkout";
import { setupTestShop } from "#server/testing/test-shop";
import { cutLockWaiter } from "#server/testing/connection-cuts";
import { capturedLog } from "#server/testing/log-lines";

const { lines, logger } = capturedLog();
const shop = setupTestShop({ logger });

const VARIANT = "parfum_homme_1";

// Issue 29, defect 3: a checkout whose database connection is cut in the middle of its transaction (a failover, a
// pooler's restart, pg_terminate_backend). Decision 076.
describe.skipIf(!process.env.TEST_DATABASE_URL)("a database connection cut during a checkout", () => {
  it.each([
    {
      // The checkout's transaction (advisory locks, session, order and lines written) waits on the variant's row
      // when it takes the stock, and is cut there.
      where: "while it takes the stock",
      hold: "select stock from product_variants where id = $1 for update",
    },
    {
      // Cut while the simulated provider writes its session in the placing transaction: not a provider's failure.
      where: "while the payment session is written",
      hold: "lock table simulated_card_sessions in share mode",
    },
  ])(
    "$where: answers 503 in French, leaves no order, no line, no session and the stock whole; the next checkout is placed",
    async ({ hold }) => {
      await shop.db.update(productVariants).set({ stock: 5 }).where(eq(productVariants.id, VARIANT));
      // Another connection holds what the checkout needs: it waits there, and its connection is cut while it waits.
      const holder = new pg.Client({ connectionString: shop.database.url });
      await holder.connect();
      try {
        await holder.query("begin");
        await holder.query(hold, hold.includes("$1") ? [VARIANT] : []);
        lines.length = 0;
        const answer = shop.api.call<{ detail: string }>("POST", "/api/payments/checkout/cart", {
          body: checkoutBody({ items: [{ id: VARIANT, quantity: 2 }] }),
        });
        const cut = await cutLockWaiter(holder);
        expect(cut).toBe(1);
        const { status, body, headers } = await answer;
        expect(status).toBe(503);
        expect(headers.get("retry-after")).toBe("1");
        expect(body.detail).toBe("Service momentanément indisponible, réessayez dans un instant.");
      } finally {
        await holder.end();
      }
      expect(await shop.db.$count(orders)).toBe(0);
      expect(await shop.db.$count(orderLines)).toBe(0);
      expect(await shop.db.$count(simulatedCardSessions)).toBe(0);
      const [variant] = await shop.db.select().from(productVariants).where(eq(productVariants.id, VARIANT));
      expect(variant?.stock).toBe(5);
      // Warnings, not errors: the request failed as a whole and the next one gets a new connection.
      const levels = lines.map((line) => (JSON.parse(line) as { level: number; msg: string }).level);
      expect(levels.filter((level) => level >= 50)).toEqual([]);
      expect(lines.join("")).toMatch(/connexion à la base de données perdue/);

      const next = await shop.api.call<{ url: string }>("POST", "/api/payments/checkout/cart", {
        body: checkoutBody({ items: [{ id: VARIANT, quantity: 2 }] }),
      });
      expect(next.status).toBe(200);
      expect(await shop.db.$count(orders)).toBe(1);
      expect(await shop.db.$count(orderLines)).toBe(1);
      const [after] = await shop.db.select().from(productVariants).where(eq(productVariants.id, VARIANT));
      expect(after?.stock).toBe(3);
    },
  );
});
