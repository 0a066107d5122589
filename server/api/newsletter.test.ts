import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "#server/modules/mail/schema";
import { newsletterSubscriptions } from "#server/modules/newsletter/schema";
import { eraseSubscriptions } from "#server/modules/newsletter/subscriptions";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import {
  confirmNewsletter,
  launchNewsletter,
  queueNewsletterBatch,
  saveNewsletterDraft,
  signUpToNewsletter,
} from "#server/workflows/newsletter";

// Decision 115: the one-click unsubscribe of RFC 8058 — a mail client's cross-site POST with exactly its body — and
// the same address opened in a browser, which only leads to the page with its button.

const shop = setupTestShop();
const tokenIn = (text: string) => /jeton=([\w-]+)/.exec(text)![1]!;
const ONE_CLICK = "List-Unsubscribe=One-Click";

/** A confirmed subscriber who received a newsletter: its one-click address (the outbox row's header). */
async function subscriberWithNewsletter(email: string) {
  const ctx = shop.context();
  await signUpToNewsletter(ctx, { email, source: "footer", clientAddress: "192.0.2.1" });
  const [confirmation] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  expect(await confirmNewsletter(ctx, tokenIn(confirmation!.text))).toBe(true);
  const admin = await createSignedInAdmin(shop.db);
  const draft = await saveNewsletterDraft(ctx, admin.actor, null, {
    subject: "Lettre",
    body: "<p>Bonjour</p>",
    productId: null,
  });
  await launchNewsletter(ctx, admin.actor, draft.id);
  await queueNewsletterBatch(ctx);
  const [mail] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Lettre"));
  const url = new URL(mail!.listUnsubscribeUrl!);
  return { path: `${url.pathname}${url.search}`, mail: mail! };
}

const consentOf = async (email: string) =>
  (await shop.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]!;

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  shop.app.request(path, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
  });

describe("one-click unsubscribe (RFC 8058)", () => {
  it("withdraws the consent from a mail client's cross-site POST with exactly the RFC's body, cookie or not", async () => {
    const { path, mail } = await subscriberWithNewsletter("un-clic@exemple.fr");
    expect(path).toMatch(/^\/api\/newsletter\/desabonnement\?jeton=/);
    expect(mail.text).toContain("/newsletter/desabonnement?jeton=");
    const customer = await createSignedInCustomer(shop.db);
    const crossSite = { origin: "https://mail.exemple.net", "sec-fetch-site": "cross-site", cookie: customer.cookie };

    // Anything but the RFC's body changes nothing.
    for (const body of ["", "List-Unsubscribe=Yes", "x=1&List-Unsubscribe=One-Click"]) {
      const res = await post(path, body, crossSite);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/le corps attendu est exactement/);
    }
    expect((await consentOf("un-clic@exemple.fr")).withdrawnAt).toBeNull();

    const res = await post(path, ONE_CLICK, crossSite);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ unsubscribed: true });
    const consent = await consentOf("un-clic@exemple.fr");
    expect(consent.withdrawnAt).not.toBeNull();
    expect(consent.confirmedAt).not.toBeNull();
    // Again: the same answer (already withdrawn).
    expect((await post(path, ONE_CLICK)).status).toBe(200);
  });

  it("only redirects a GET to the page with its button, and refuses unknown links and other cross-site writes", async () => {
    const { path } = await subscriberWithNewsletter("lien@exemple.fr");
    const res = await shop.app.request(path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/newsletter\/desabonnement\?jeton=[\w-]+$/);
    expect((await consentOf("lien@exemple.fr")).withdrawnAt).toBeNull();

    const unknown = await post("/api/newsletter/desabonnement?jeton=inconnu-0123456789abcdefghij", ONE_CLICK);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { detail: string }).detail).toMatch(/Lien de désabonnement inconnu/);

    // The exception is this address and this form only: another cross-site write with a cookie stays refused.
    const customer = await createSignedInCustomer(shop.db);
    const other = await shop.app.request("/api/auth/logout", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        cookie: customer.cookie,
      },
      body: ONE_CLICK,
    });
    expect(other.status).toBe(403);
    const json = await shop.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: customer.cookie },
      body: JSON.stringify({}),
    });
    expect(json.status).toBe(403);
    expect((await consentOf("lien@exemple.fr")).withdrawnAt).toBeNull();
  });
});

describe("the newsletter in the customer's personal data", () => {
  it("exports the consents, and the account's erasure withdraws them and drops the address but keeps the proof", async () => {
    const customer = await createSignedInCustomer(shop.db, "rgpd@exemple.fr");
    await subscriberWithNewsletter("rgpd@exemple.fr");
    const exported = await shop.api.call<{ newsletter: Record<string, unknown>[] }>("GET", "/api/auth/me/export", {
      cookie: customer.token,
    });
    expect(exported.body.newsletter).toEqual([
      expect.objectContaining({ email: "rgpd@exemple.fr", source: "footer", withdrawnAt: null }),
    ]);
    expect(exported.body.newsletter[0]!.confirmedAt).toEqual(expect.any(String));

    // The erasure's step (erasePersonalData runs it in its transaction).
    expect(await eraseSubscriptions(shop.db, "rgpd@exemple.fr", new Date())).toBe(1);
    const [kept] = await shop.db.select().from(newsletterSubscriptions);
    expect(kept!.email).toMatch(/^efface-[0-9a-f]{32}$/);
    expect(kept!.withdrawnAt).not.toBeNull();
    expect(kept!.confirmedAt).not.toBeNull();
    expect(kept!.wording).toMatch(/^J'accepte de recevoir/);
  });
});
