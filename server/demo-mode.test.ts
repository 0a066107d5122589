import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, orders } from "./db/schema";
import { DEMO_MAIL_NOTICE } from "./modules/mail/demo-notice";
import { apiClient } from "#server/testing/api-client";
import { REAL_PAYMENTS_ENV, type TestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";

// Issue 11, item 21: while simulated payments are active, mails and orders say it is a demonstration.
const shop = setupTestShop();

const post = async (app: TestApp, path: string, body: unknown) =>
  (await apiClient(app).call<Record<string, string>>("POST", path, { body })).body;
const mailsTo = (to: string) => shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const register = (app: TestApp, email: string) =>
  post(app, "/api/auth/register", { email, password: "miel-sidr-2025", full_name: "Claire Démo" });

describe("demonstration mode", () => {
  it("marks the orders as test orders and every mail with the notice", async () => {
    const { app } = shop;
    await register(app, "demo@example.fr");
    const [verification] = await mailsTo("demo@example.fr");
    expect(verification!.text.startsWith(`${DEMO_MAIL_NOTICE}\n\n`)).toBe(true);
    expect(verification!.html).toContain(DEMO_MAIL_NOTICE);
    // In the card, first under the mark: after the preheader, before the mail's title.
    expect(verification!.html).toMatch(
      /<\/tr>\n<tr><td [^>]*>\n<p [^>]*>Mode démonstration — aucun paiement réel[\s\S]*<h1/,
    );

    const checkout = await post(app, "/api/payments/checkout/cart", {
      items: [{ id: "parfum_homme_1", quantity: 1 }],
      shipping_address: {
        firstName: "Claire",
        lastName: "Démo",
        email: "demo.commande@example.fr",
        phone: "06 12 34 56 78",
        address: "12 rue des Abeilles",
        city: "Lyon",
        postalCode: "69001",
        country: "France",
      },
      guest_email: "demo.commande@example.fr",
    });
    await post(app, `/api/payments/simulated/${checkout.url!.split("/").pop()!}/pay`, {
      card_number: "4242 4242 4242 4242",
    });
    const [order] = await shop.db.select().from(orders).where(eq(orders.reference, checkout.reference!));
    expect(order).toMatchObject({ status: "paid", testMode: true });
    const crypto = await post(app, "/api/crypto/create", { package_id: "miel_sumur", currency: "BTC" });
    const [cryptoOrder] = await shop.db.select().from(orders).where(eq(orders.reference, crypto.reference!));
    expect(cryptoOrder).toMatchObject({ paymentMethod: "crypto", provider: "simulated", testMode: true });
    const [confirmation] = await mailsTo("demo.commande@example.fr");
    expect(confirmation!.subject).toContain(checkout.reference);
    expect(confirmation!.text).toContain(DEMO_MAIL_NOTICE);
    expect(confirmation!.html).toContain(DEMO_MAIL_NOTICE);
  });

  it("leaves the notice out when both providers are real", async () => {
    const app = shop.appWith(REAL_PAYMENTS_ENV);
    await register(app, "reel@example.fr");
    const [verification] = await mailsTo("reel@example.fr");
    expect(verification!.subject).toMatch(/^Confirmez votre adresse e-mail/);
    expect(verification!.text).not.toContain("Mode démonstration");
    expect(verification!.html).not.toContain("Mode démonstration");
  });
});
