import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_CONSENT_WORDING } from "#core/newsletter";
import { auditLog } from "#server/modules/audit/schema";
import { mailOutbox } from "#server/modules/mail/schema";
import { newsletterSubscriptions, newsletters } from "#server/modules/newsletter/schema";
import { pruneUnconfirmedSubscriptions, UNCONFIRMED_SIGNUPS_KEPT_DAYS } from "#server/modules/newsletter/subscriptions";
import { createSignedInAdmin } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import type { ShopContext } from "./context";
import {
  confirmNewsletter,
  launchNewsletter,
  queueNewsletterBatch,
  saveNewsletterDraft,
  sendNewsletterTest,
  signUpToNewsletter,
  TOO_MANY_SIGNUPS,
  unsubscribeFromNewsletter,
} from "./newsletter";

// Decision 115: double opt-in, consent kept as proof, a newsletter sent only to confirmed subscribers, each once,
// at the configured rate, even with two instances running the job at once.

const shop = setupTestShop();
const T0 = new Date("2026-11-29T09:00:00Z");

/** The shop's context with a clock the test moves, and `perMinute` mails per batch. */
function contextAt(perMinute = 60) {
  const clock = { at: T0 };
  const base = shop.context();
  const ctx: ShopContext = {
    ...base,
    now: () => clock.at,
    newsletter: { mailsPerMinute: perMinute, signupsPerHour: 10 },
  };
  return { ctx, later: (ms: number) => (clock.at = new Date(clock.at.getTime() + ms)) };
}

const mailsTo = (to: string) => shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const tokenIn = (text: string) => /jeton=([\w-]+)/.exec(text)?.[1];
let client = 0;
const address = () => `192.0.2.${++client % 250}`;

async function subscribe(ctx: ShopContext, email: string, source = "footer") {
  await signUpToNewsletter(ctx, { email, source, clientAddress: address() });
  const [mail] = (await mailsTo(email.toLowerCase())).filter((m) => m.subject.startsWith("Confirmez"));
  return tokenIn(mail!.text)!;
}

async function confirmed(ctx: ShopContext, email: string) {
  expect(await confirmNewsletter(ctx, await subscribe(ctx, email))).toBe(true);
}

async function newsletterDraft(ctx: ShopContext, subject = "La récolte d'hiver") {
  const admin = await createSignedInAdmin(shop.db);
  const draft = await saveNewsletterDraft(ctx, admin.actor, null, {
    subject,
    body: "<h3>Nouvelle récolte</h3><p>Le <strong>Sidr</strong> est arrivé <script>alert(1)</script>.</p>",
    productId: "sidr_malaki_yemen",
  });
  return { admin, draft };
}

describe("newsletter sign-up (double opt-in)", () => {
  it("sends only the confirmation mail; the link confirms with the consent's date, wording and source", async () => {
    const { ctx, later } = contextAt();
    const token = await subscribe(ctx, "Lea@Exemple.fr", "after-purchase");
    const mails = await mailsTo("lea@exemple.fr");
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Confirmez votre inscription à la lettre/)]);
    expect(mails[0]!.listUnsubscribeUrl).toBeNull();
    let [row] = await shop.db.select().from(newsletterSubscriptions);
    expect(row).toMatchObject({ email: "lea@exemple.fr", confirmedAt: null, source: "after-purchase" });
    // Nothing is sent to a pending address.
    const { draft, admin } = await newsletterDraft(ctx);
    await launchNewsletter(ctx, admin.actor, draft.id);
    later(60_000);
    expect((await queueNewsletterBatch(ctx)).queued).toBe(0);

    later(60_000);
    expect(await confirmNewsletter(ctx, token)).toBe(true);
    [row] = await shop.db.select().from(newsletterSubscriptions);
    expect(row).toMatchObject({ confirmedAt: ctx.now!(), wording: NEWSLETTER_CONSENT_WORDING, withdrawnAt: null });
    expect(await confirmNewsletter(ctx, token)).toBe(false);
  });

  it("stores one consent for parallel sign-ups and re-sends the confirmation at most every five minutes", async () => {
    const { ctx, later } = contextAt();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        signUpToNewsletter(ctx, { email: "paul@exemple.fr", source: "footer", clientAddress: address() }),
      ),
    );
    expect(await shop.db.select().from(newsletterSubscriptions)).toHaveLength(1);
    expect(await mailsTo("paul@exemple.fr")).toHaveLength(1);
    later(4 * 60_000);
    await signUpToNewsletter(ctx, { email: "paul@exemple.fr", source: "footer", clientAddress: address() });
    expect(await mailsTo("paul@exemple.fr")).toHaveLength(1);
    later(2 * 60_000);
    await signUpToNewsletter(ctx, { email: "paul@exemple.fr", source: "account", clientAddress: address() });
    const mails = await mailsTo("paul@exemple.fr");
    expect(mails).toHaveLength(2);
    // Only the last link works.
    const [first, second] = mails.sort((a, b) => a.id - b.id).map((m) => tokenIn(m.text));
    expect(await confirmNewsletter(ctx, first)).toBe(false);
    expect(await confirmNewsletter(ctx, second)).toBe(true);
    // A confirmed address signing up again: the same answer, no mail.
    later(10 * 60_000);
    await signUpToNewsletter(ctx, { email: "paul@exemple.fr", source: "footer", clientAddress: address() });
    expect(await mailsTo("paul@exemple.fr")).toHaveLength(2);
    // The hourly purge: a sign-up never confirmed goes once its link is dead; the confirmed consent stays.
    await signUpToNewsletter(ctx, { email: "jamais@exemple.fr", source: "footer", clientAddress: address() });
    const emails = async () => (await shop.db.select().from(newsletterSubscriptions)).map((s) => s.email).sort();
    expect(await pruneUnconfirmedSubscriptions(shop.db, ctx.now!())).toBe(0);
    later((UNCONFIRMED_SIGNUPS_KEPT_DAYS + 1) * 86_400_000);
    expect(await pruneUnconfirmedSubscriptions(shop.db, ctx.now!())).toBe(1);
    expect(await emails()).toEqual(["paul@exemple.fr"]);
  });

  it("limits sign-ups per client address and refuses hostile input in French", async () => {
    const { ctx } = contextAt();
    const from = "198.51.100.7";
    for (let i = 0; i < 10; i++)
      await signUpToNewsletter(ctx, { email: `n${i}@exemple.fr`, source: "footer", clientAddress: from });
    await expect(
      signUpToNewsletter(ctx, { email: "n11@exemple.fr", source: "footer", clientAddress: from }),
    ).rejects.toThrow(TOO_MANY_SIGNUPS);
    await expect(
      signUpToNewsletter(ctx, { email: "pas-une-adresse", source: "footer", clientAddress: address() }),
    ).rejects.toThrow(/adresse e-mail valide/);
    await expect(
      signUpToNewsletter(ctx, { email: "a@exemple.fr", source: "<script>", clientAddress: address() }),
    ).rejects.toThrow(/Formulaire d'inscription à la lettre inconnu/);
    await expect(
      signUpToNewsletter(ctx, { email: "a\u0000@exemple.fr", source: "footer", clientAddress: address() }),
    ).rejects.toThrow(/adresse e-mail valide/);
    expect(await confirmNewsletter(ctx, "x".repeat(5000))).toBe(false);
    expect(await unsubscribeFromNewsletter(ctx, null)).toBe(false);
    const admin = await createSignedInAdmin(shop.db);
    await expect(
      saveNewsletterDraft(ctx, admin.actor, null, { subject: " ", body: "<p>x</p>", productId: null }),
    ).rejects.toThrow("Donnez un objet à la lettre.");
    await expect(
      saveNewsletterDraft(ctx, admin.actor, null, { subject: "Objet", body: "<script>x</script>", productId: null }),
    ).rejects.toThrow(/Écrivez le texte de la lettre/);
    await expect(
      saveNewsletterDraft(ctx, admin.actor, null, { subject: "Objet", body: "<p>x</p>", productId: "inconnu" }),
    ).rejects.toThrow(/pas \(plus\) au catalogue/);
  });
});

describe("sending a newsletter", () => {
  it("sends a test to the signed-in administrator only, with the unsubscribe link and headers", async () => {
    const { ctx } = contextAt();
    await confirmed(ctx, "abonne@exemple.fr");
    const { admin, draft } = await newsletterDraft(ctx);
    expect(await sendNewsletterTest(ctx, admin.actor, draft.id)).toBe(admin.email);
    const [test] = await mailsTo(admin.email);
    expect(test!.subject).toBe("[Essai] La récolte d'hiver");
    expect(test!.html).toContain("<h2");
    expect(test!.html).toContain("<strong>Sidr</strong>");
    expect(test!.html).not.toContain("<script");
    expect(test!.html).toMatch(/\/miel\/sidr/);
    expect(test!.html).toMatch(/€/);
    expect(test!.listUnsubscribeUrl).toMatch(/\/api\/newsletter\/desabonnement\?jeton=/);
    expect(await mailsTo("abonne@exemple.fr")).toHaveLength(1); // its confirmation only
    const [row] = await shop.db.select().from(newsletters);
    expect(row!.state).toBe("draft");
    const audit = await shop.db.select().from(auditLog).where(like(auditLog.action, "newsletter.%"));
    expect(audit.map((a) => a.action).sort()).toEqual(["newsletter.create", "newsletter.test"]);
  });

  it("goes only to confirmed subscribers, each once with two instances at once, at the rate per minute", async () => {
    const { ctx, later } = contextAt(3);
    for (let i = 0; i < 7; i++) await confirmed(ctx, `c${i}@exemple.fr`);
    await subscribe(ctx, "pending@exemple.fr");
    await signUpToNewsletter(ctx, { email: "gone@exemple.fr", source: "footer", clientAddress: address() });
    const { admin, draft } = await newsletterDraft(ctx);
    const started = await launchNewsletter(ctx, admin.actor, draft.id);
    expect(started.recipients).toBe(7);
    await expect(launchNewsletter(ctx, admin.actor, draft.id)).rejects.toThrow(/déjà envoyée/);
    await expect(
      saveNewsletterDraft(ctx, admin.actor, draft.id, { subject: "Autre", body: "<p>x</p>", productId: null }),
    ).rejects.toThrow(/déjà envoyée/);

    // Two instances' runs at once: one batch of 3, never more.
    const runs = await Promise.all([queueNewsletterBatch(ctx), queueNewsletterBatch(ctx)]);
    expect(runs.map((r) => r.queued).sort()).toEqual([0, 3]);
    // The same minute: nothing more.
    later(30_000);
    expect((await queueNewsletterBatch(ctx)).queued).toBe(0);
    later(30_000);
    const next = await Promise.all([queueNewsletterBatch(ctx), queueNewsletterBatch(ctx)]);
    expect(next.map((r) => r.queued).sort()).toEqual([0, 3]);

    const issue = (to: string) => mailsTo(to).then((m) => m.filter((x) => x.subject === "La récolte d'hiver"));
    expect(await issue("pending@exemple.fr")).toHaveLength(0);
    expect(await issue("gone@exemple.fr")).toHaveLength(0);
    const sent = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "La récolte d'hiver"));
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((m) => m.to)).size).toBe(6);
    for (const mail of sent) {
      expect(mail.listUnsubscribeUrl).toMatch(/^http.*\/api\/newsletter\/desabonnement\?jeton=[\w-]+$/);
      expect(mail.text).toContain("/newsletter/desabonnement?jeton=");
      expect(mail.text).toContain("inscrit le 29 novembre 2026");
    }
    later(60_000);
    expect((await queueNewsletterBatch(ctx)).queued).toBe(1);
    const [done] = await shop.db.select().from(newsletters);
    expect(done).toMatchObject({ state: "sent", recipients: 7 });
    later(60_000);
    expect((await queueNewsletterBatch(ctx)).queued).toBe(0);
    expect(await shop.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "La récolte d'hiver"))).toHaveLength(7);
  });

  it("stops at once for a subscriber who unsubscribes mid-campaign, and keeps the proof of consent", async () => {
    const { ctx, later } = contextAt(1);
    await confirmed(ctx, "a@exemple.fr");
    await confirmed(ctx, "b@exemple.fr");
    const { admin, draft } = await newsletterDraft(ctx);
    await launchNewsletter(ctx, admin.actor, draft.id);
    expect((await queueNewsletterBatch(ctx)).queued).toBe(1);
    const [first] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "La récolte d'hiver"));
    expect(first!.to).toBe("a@exemple.fr");
    const second = await saveNewsletterDraft(ctx, admin.actor, null, {
      subject: "Deux",
      body: "<p>Deux</p>",
      productId: null,
    });
    await launchNewsletter(ctx, admin.actor, second.id);
    expect(await unsubscribeFromNewsletter(ctx, tokenIn(first!.text))).toBe(true);
    for (let i = 0; i < 4; i++) {
      later(60_000);
      await queueNewsletterBatch(ctx);
    }
    const toA = await mailsTo("a@exemple.fr");
    expect(toA.map((m) => m.subject).filter((s) => !s.startsWith("Confirmez"))).toEqual(["La récolte d'hiver"]);
    expect(
      (await mailsTo("b@exemple.fr"))
        .map((m) => m.subject)
        .filter((s) => !s.startsWith("Confirmez"))
        .sort(),
    ).toEqual(["Deux", "La récolte d'hiver"]);
    const [proof] = await shop.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "a@exemple.fr"));
    expect(proof).toMatchObject({ wording: NEWSLETTER_CONSENT_WORDING, source: "footer" });
    expect(proof!.confirmedAt).not.toBeNull();
    expect(proof!.withdrawnAt).not.toBeNull();
    // Signing up again after a withdrawal: a new consent (a new row), the old proof kept.
    later(60_000);
    await subscribe(ctx, "a@exemple.fr");
    expect(
      await shop.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, "a@exemple.fr")),
    ).toHaveLength(2);
  });
});
