// Back-in-stock alerts (issue 33, decision 111): confirmation first, nothing else to an unconfirmed address, one
// mail per confirmed subscriber in the order they asked, once even with two instances sending at the same time.
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "#server/modules/accounts/schema";
import { newToken } from "#server/modules/accounts/tokens";
import { updateProduct } from "#server/modules/catalog/admin";
import { productVariants, stockAlerts } from "#server/modules/catalog/schema";
import { NOT_SOLD_OUT, UNKNOWN_VARIANT, variantsAwaited } from "#server/modules/catalog/stock-alerts";
import type { OutboxMail } from "#server/modules/mail/service";
import { mailOutbox } from "#server/modules/mail/schema";
import { setupTestShop } from "#server/testing/test-shop";
import {
  ALERT_REQUEST_LIMIT,
  CONFIRMATION_RESEND_MS,
  confirmStockAlert,
  pruneStockAlerts,
  requestStockAlert,
  sendStockAlerts,
  TOO_MANY_ALERTS,
  unsubscribeStockAlerts,
} from "./stock-alerts";

const shop = setupTestShop();
const VARIANT = "sidr_malaki_yemen_250g";
const admin = { id: "admin", email: "admin@maisonh.fr" };
let addressCount = 0;

async function soldOut(variantId = VARIANT) {
  await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, variantId));
}

/** The back office's edit of the stock (the restock path the team uses). */
async function restock(units: number, productId = "sidr_malaki_yemen", variantId = VARIANT) {
  await updateProduct(shop.db, admin, productId, { variants: [{ id: variantId, stock: units }] });
}

const ask = (email: string, options: { variantId?: string; address?: string; minutesAhead?: number } = {}) =>
  requestStockAlert(shop.context(options.minutesAhead), {
    variantId: options.variantId ?? VARIANT,
    email,
    userId: null,
    clientAddress: options.address ?? `203.0.113.${++addressCount % 250}`,
  });

async function mails(): Promise<OutboxMail[]> {
  return shop.db.select().from(mailOutbox).orderBy(mailOutbox.id);
}

const tokenIn = (mail: OutboxMail, path: string) => {
  const match = new RegExp(`${path}\\?jeton=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`pas de lien ${path} dans « ${mail.subject} »`);
  return match[1]!;
};

async function confirmedAlert(email: string) {
  await ask(email);
  const mail = (await mails()).findLast((m) => m.to === email)!;
  await confirmStockAlert(shop.context(), tokenIn(mail, "/alerte-stock/confirmer"));
}

describe("back-in-stock alerts", () => {
  it("mails a confirmation link first, nothing else before it is used; after a restock one mail per confirmed subscriber, oldest first", async () => {
    await soldOut();
    const { message } = await ask("Claire@Example.fr");
    expect(message).toContain("claire@example.fr");
    const [confirmation] = await mails();
    expect(confirmation).toMatchObject({ to: "claire@example.fr", listUnsubscribeUrl: null });
    expect(confirmation!.subject).toContain("Confirmez votre alerte");
    expect(confirmation!.html).toContain('src="http://localhost:3000/images/mail/produits/sidr_malaki_yemen.png"');

    // Restocked before anyone confirmed: the unconfirmed address gets nothing.
    await restock(3);
    expect(await sendStockAlerts(shop.context())).toBe(0);
    expect(await mails()).toHaveLength(1);
    await soldOut();

    for (const email of ["b@example.fr", "c@example.fr", "d@example.fr"]) await confirmedAlert(email);
    const claire = await confirmStockAlert(shop.context(), tokenIn(confirmation!, "/alerte-stock/confirmer"));
    expect(claire).toMatchObject({ justNow: true, productPath: "/miel/sidr_malaki_yemen" });
    const before = (await mails()).length;
    expect(await sendStockAlerts(shop.context())).toBe(0);
    await ask("unconfirmed@example.fr");
    // The back office's figures: four confirmed wait, one not confirmed.
    expect(await variantsAwaited(shop.db, "sidr_malaki_yemen")).toEqual([
      expect.objectContaining({ variantId: VARIANT, stock: 0, confirmed: 4, pending: 1 }),
    ]);
    expect(await variantsAwaited(shop.db, "parfum_homme_10")).toEqual([]);

    await restock(3);
    expect(await sendStockAlerts(shop.context())).toBe(4);
    expect(await sendStockAlerts(shop.context())).toBe(0);
    const alerts = (await mails()).slice(before + 1);
    // Claire asked first (her confirmation came last): she is told first; all four are told, not only three.
    expect(alerts.map((m) => m.to)).toEqual(["claire@example.fr", "b@example.fr", "c@example.fr", "d@example.fr"]);
    for (const mail of alerts) {
      expect(mail.subject).toContain("De retour");
      // The product with its picture, like the order's confirmation (decision 119): its illustration's PNG,
      // decorative (`alt=""`) beside its name.
      expect(mail.html).toContain(
        '<img src="http://localhost:3000/images/mail/produits/sidr_malaki_yemen.png" width="56" height="56" alt=""',
      );
      expect(mail.html).toMatch(/alt=""[^>]*><\/td><td [^>]*>Miel de Sidr Malaki — 250/);
      expect(mail.text).toContain("• Miel de Sidr Malaki — 250");
      expect(mail.listUnsubscribeUrl).toMatch(/^http.*\/alerte-stock\/desabonnement\?jeton=[\w-]+$/);
      expect(mail.text).toContain(mail.listUnsubscribeUrl);
    }
    // Done: the next restock tells nobody again.
    await soldOut();
    await restock(5);
    expect(await sendStockAlerts(shop.context())).toBe(0);
  });

  it("sends nothing to an address that unsubscribed, by the confirmation mail's link or the alert mail's", async () => {
    await soldOut();
    await confirmedAlert("gone@example.fr");
    await confirmedAlert("stays@example.fr");
    const cancel = (await mails()).find((m) => m.to === "gone@example.fr")!;
    expect(await unsubscribeStockAlerts(shop.context(), tokenIn(cancel, "/alerte-stock/desabonnement"))).toEqual({
      ended: 1,
    });
    // The same link again ends nothing more, and is not an error.
    expect(await unsubscribeStockAlerts(shop.context(), tokenIn(cancel, "/alerte-stock/desabonnement"))).toEqual({
      ended: 0,
    });
    await restock(2);
    await sendStockAlerts(shop.context());
    const told = (await mails()).filter((m) => m.subject.startsWith("De retour"));
    expect(told.map((m) => m.to)).toEqual(["stays@example.fr"]);
    // The alert mail's one-click link ends the address's other alerts too.
    await soldOut("parfum_homme_10");
    await ask("stays@example.fr", { variantId: "parfum_homme_10" });
    await unsubscribeStockAlerts(shop.context(), new URL(told[0]!.listUnsubscribeUrl!).searchParams.get("jeton")!);
    const rows = await shop.db.select().from(stockAlerts).where(eq(stockAlerts.email, "stays@example.fr"));
    expect(rows.map((r) => r.state).sort()).toEqual(["notified", "unsubscribed"]);
    await expect(unsubscribeStockAlerts(shop.context(), "inconnu")).rejects.toThrow(/désabonnement n'est pas valable/);
  });

  it("keeps one pending alert for parallel requests, and sends its confirmation again only after a few minutes", async () => {
    await soldOut();
    await Promise.all(Array.from({ length: 8 }, () => ask("same@example.fr")));
    expect(await shop.db.$count(stockAlerts)).toBe(1);
    expect(await mails()).toHaveLength(1);
    await ask("same@example.fr", { minutesAhead: CONFIRMATION_RESEND_MS / 60_000 - 1 });
    expect(await mails()).toHaveLength(1);
    await ask("same@example.fr", { minutesAhead: CONFIRMATION_RESEND_MS / 60_000 + 1 });
    const sent = await mails();
    expect(sent).toHaveLength(2);
    // Only the newest link works.
    await expect(confirmStockAlert(shop.context(), tokenIn(sent[0]!, "/alerte-stock/confirmer"))).rejects.toThrow(
      /plus valable/,
    );
    await confirmStockAlert(shop.context(), tokenIn(sent[1]!, "/alerte-stock/confirmer"));
    // Confirmed: asking again mails nothing and keeps the one alert.
    await ask("same@example.fr", { minutesAhead: 60 });
    expect(await mails()).toHaveLength(2);
    expect(await shop.db.$count(stockAlerts)).toBe(1);
  });

  // Sixty subscribers (more than one batch of the sender), each asked and confirmed: slow on a loaded machine.
  it("tells each subscriber once when two instances send at the same time", { timeout: 120_000 }, async () => {
    await soldOut();
    const emails = Array.from({ length: 60 }, (_, i) => `client${String(i).padStart(2, "0")}@example.fr`);
    for (const email of emails) await confirmedAlert(email);
    await restock(1);
    const [one, two] = await Promise.all([sendStockAlerts(shop.context()), sendStockAlerts(shop.context())]);
    expect(one + two).toBe(60);
    const told = (await mails()).filter((m) => m.subject.startsWith("De retour")).map((m) => m.to);
    expect(told).toHaveLength(60);
    expect(new Set(told).size).toBe(60);
  });

  it("refuses hostile or pointless requests in French", async () => {
    await soldOut();
    await expect(ask("pas-une-adresse")).rejects.toThrow("Adresse e-mail invalide.");
    await expect(ask("a\u0000b@example.fr")).rejects.toThrow("Adresse e-mail invalide.");
    await expect(ask("a@example.fr", { variantId: "inconnu\u0000" })).rejects.toThrow(UNKNOWN_VARIANT);
    await expect(ask("a@example.fr", { variantId: "n'existe-pas" })).rejects.toThrow(UNKNOWN_VARIANT);
    await expect(ask("a@example.fr", { variantId: "sidr_malaki_yemen_50g" })).rejects.toThrow(NOT_SOLD_OUT);
    await expect(ask("a@example.fr", { variantId: "parfum_homme_1" })).rejects.toThrow(NOT_SOLD_OUT);
    await expect(confirmStockAlert(shop.context(), "x".repeat(43))).rejects.toThrow(/plus valable/);
    expect(await mails()).toHaveLength(0);
  });

  it("limits the requests of one client address", async () => {
    await soldOut();
    const address = "198.51.100.7";
    for (let i = 0; i < ALERT_REQUEST_LIMIT.max; i++) await ask(`n${i}@example.fr`, { address });
    await expect(ask("one-more@example.fr", { address })).rejects.toThrow(TOO_MANY_ALERTS);
    await ask("elsewhere@example.fr", { address: "198.51.100.8" });
  });

  it("deletes unconfirmed alerts after their week, finished ones after 90 days", async () => {
    await soldOut();
    await ask("late@example.fr");
    await confirmedAlert("kept@example.fr");
    expect(await pruneStockAlerts(shop.context(), new Date(Date.now() + 6 * 86_400_000))).toBe(0);
    expect(await pruneStockAlerts(shop.context(), new Date(Date.now() + 8 * 86_400_000))).toBe(1);
    await restock(1);
    await sendStockAlerts(shop.context());
    expect(await pruneStockAlerts(shop.context(), new Date(Date.now() + 91 * 86_400_000))).toBe(1);
    expect(await shop.db.$count(stockAlerts)).toBe(0);
  });

  it("are part of the customer's data: in the RGPD export, deleted with the account", async () => {
    await soldOut();
    const password = "miel de lavande 2026";
    const id = randomUUID();
    const email = `alerte-${id.slice(0, 6)}@exemple.fr`;
    await shop.db
      .insert(users)
      .values({ id, email, passwordHash: await hash(password), fullName: "A", isVerified: true });
    const { token, hash: tokenHash } = newToken();
    await shop.db.insert(sessions).values({ tokenHash, userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
    await confirmedAlert(email);
    await confirmedAlert("someone-else@example.fr");
    const exported = await shop.api.call<{ stock_alerts: { variantId: string; state: string }[] }>(
      "GET",
      "/api/auth/me/export",
      { cookie: token },
    );
    expect(exported.body.stock_alerts).toEqual([expect.objectContaining({ variantId: VARIANT, state: "confirmed" })]);
    const erased = await shop.api.call("POST", "/api/auth/me/delete", { cookie: token, body: { password } });
    expect(erased.status).toBe(200);
    const left = await shop.db.select({ email: stockAlerts.email }).from(stockAlerts);
    expect(left).toEqual([{ email: "someone-else@example.fr" }]);
  });
});
