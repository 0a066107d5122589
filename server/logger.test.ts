import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryAddress } from "#server/testing/addresses";
import { setupTestShop } from "#server/testing/test-shop";
import { serializeError } from "./logger";
import { capturedLog } from "#server/testing/log-lines";

const { lines, logger } = capturedLog();
const shop = setupTestShop({ logger });

const post = (path: string, body: unknown) => shop.api.request("POST", path, { body });

const address = deliveryAddress("claire.secrete@exemple.fr");

/** Registers a customer on an emptied log: the answer's status and what the shop logged meanwhile. */
async function registration(email: string, fullName: string) {
  lines.length = 0;
  const res = await post("/api/auth/register", { email, password: "miel-sidr-2025", full_name: fullName });
  return { status: res.status, log: lines.join("") };
}

describe("logs keep no secret and no personal data", () => {
  it("a failed registration logs neither the password hash nor the e-mail", async () => {
    await shop.db.execute(sql`alter table users add constraint journal_test check (false) not valid`);
    try {
      const { status, log } = await registration("inscrite.secrete@exemple.fr", "Inès Secrète");
      expect(status).toBe(500);
      expect(log).toContain("erreur non gérée");
      expect(log).toContain("journal_test");
      expect(log).not.toContain("$argon2");
      expect(log).not.toContain("inscrite.secrete@exemple.fr");
      expect(log).not.toContain("Secrète");
    } finally {
      await shop.db.execute(sql`alter table users drop constraint journal_test`);
    }
  });

  it("a failed checkout logs neither the e-mail, the phone nor the address", async () => {
    await shop.db.execute(sql`alter table orders add constraint journal_test check (false) not valid`);
    try {
      lines.length = 0;
      const res = await post("/api/payments/checkout/cart", {
        items: [{ id: "parfum_homme_1", quantity: 1 }],
        shipping_address: address,
        guest_email: address.email,
      });
      expect(res.status).toBe(500);
      const log = lines.join("");
      expect(log).toContain("journal_test");
      for (const secret of [address.email, address.phone, address.address, "Martin"]) expect(log).not.toContain(secret);
    } finally {
      await shop.db.execute(sql`alter table orders drop constraint journal_test`);
    }
  });

  it("a kept mail is logged without its address or its text (which holds the verification link)", async () => {
    const { status, log } = await registration("nouvelle.cliente@exemple.fr", "Nouvelle Cliente");
    expect(status).toBe(201);
    expect(log).not.toContain("nouvelle.cliente@exemple.fr");
    expect(log).not.toContain("verify-email?token=");
  });

  it("serialises an error without the driver's values, keeping what helps to debug", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      detail: "Key (email)=(a@b.fr) already exists.",
      constraint: "users_email_unique",
    });
    const err = Object.assign(
      new Error('Failed query: insert into "users" values ($1, $2)\nparams: a@b.fr,$argon2id$x'),
      {
        query: 'insert into "users" values ($1, $2)',
        params: ["a@b.fr", "$argon2id$x"],
        cause,
      },
    );
    const out = JSON.stringify(serializeError(err));
    expect(out).not.toContain("a@b.fr");
    expect(out).not.toContain("argon2");
    expect(out).toContain('insert into \\"users\\"');
    expect(out).toContain("23505");
    expect(out).toContain("users_email_unique");
  });
});
