import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { users } from "#server/modules/accounts/schema";
import { createMailer } from "#server/modules/mail/service";
import { promoCodes } from "#server/modules/promotions/schema";
import { setupTestShop } from "#server/testing/test-shop";
import type { AccountMailContext } from "./account-mail";
import { register, resendVerification, verifyEmail } from "./sign-up";

const shop = setupTestShop();
const context = (): AccountMailContext => ({
  db: shop.db,
  mailer: createMailer({ db: shop.db, logger: pino({ level: "silent" }), from: "x@y.fr" }),
  shopName: "Maison H",
  publicUrl: "http://localhost:3000",
});
const linkOf = (text: string) => /\/verify-email\?token=([\w-]+)/.exec(text)![1]!;
const mailsTo = async (ctx: AccountMailContext, email: string) =>
  (await ctx.mailer.outbox(500)).filter((m) => m.to === email);

/** A registration from its own client address, with the password every test uses. */
const signUp = (ctx: AccountMailContext, email: string, fullName: string, address: string) =>
  register(ctx, { email, password: "miel-sidr-2025", fullName, address });

describe("sign-up", () => {
  it("queues the verification link with the account, and a click verifies it with one welcome code", async () => {
    const ctx = context();
    const user = await signUp(ctx, " Lea@Example.fr", "Léa Garnier", "192.0.2.1");
    const [mail] = await mailsTo(ctx, "lea@example.fr");
    expect(mail).toMatchObject({ subject: "Confirmez votre adresse e-mail — Maison H" });
    expect(mail!.text).toMatch(/^Bonjour Léa,/);
    expect(mail!.text).toContain("Ce lien est valable 24 heures.");
    const token = linkOf(mail!.text);

    // Six clicks at once: one verifies, the others find the link used; one welcome code is created.
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => verifyEmail(ctx, token)));
    const verified = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
    expect(verified).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(5);
    const code = verified[0]!.welcomeCode;
    expect(code).toMatch(/^BIENVENUE-[A-Z2-9]{8}$/);
    expect(await shop.db.$count(promoCodes, eq(promoCodes.ownerUserId, user.id))).toBe(1);
    const [promo] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(promo).toMatchObject({ name: "Bienvenue", value: 700, minimumAmountCents: 2999, maximumUses: 1 });
    const [saved] = await shop.db.select().from(users).where(eq(users.id, user.id));
    expect(saved).toMatchObject({ isVerified: true, welcomePromoCode: code });
  });

  it("keeps the welcome code of an account verified again (a new link after an unverified state)", async () => {
    const ctx = context();
    const user = await signUp(ctx, "deux@example.fr", "Deux Fois", "192.0.2.2");
    const first = await verifyEmail(ctx, linkOf((await mailsTo(ctx, "deux@example.fr"))[0]!.text));
    await shop.db.update(users).set({ isVerified: false }).where(eq(users.id, user.id));
    await resendVerification(ctx, { email: "deux@example.fr", address: "192.0.2.2" });
    const second = await verifyEmail(ctx, linkOf((await mailsTo(ctx, "deux@example.fr"))[0]!.text));
    expect(second.welcomeCode).toBe(first.welcomeCode);
    expect(await shop.db.$count(promoCodes, eq(promoCodes.ownerUserId, user.id))).toBe(1);
  });
});
