import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import type { Mailer } from "../mail/service";
import { composeMail } from "../mail/service";
import { promoCodes } from "../promotions/schema";
import { accountOrderCredits, emailVerifications, loginFailures, rewards, sessions, users } from "./schema";
import { hashToken, humanCode, newToken } from "./tokens";

export type User = typeof users.$inferSelect;

export const SESSION_DAYS = 30;
const VERIFICATION_HOURS = 24;
const REWARD_STEP_CENTS = 10_000;
const REWARD_CENTS = 1_000;
const REWARD_VALID_DAYS = 180;
const WELCOME_CENTS = 700;
const WELCOME_MINIMUM_CENTS = 2_999;
const FAILURE_WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 20;

export interface AccountsContext {
  db: Db;
  mailer: Mailer;
  shopName: string;
  publicUrl: string;
  now?: () => Date;
}

const clock = (ctx: AccountsContext) => (ctx.now ? ctx.now() : new Date());

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as the spec's API shows it. */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    is_verified: user.isVerified,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
    total_spent: user.totalSpentCents / 100,
    total_spent_cents: user.totalSpentCents,
    order_count: user.orderCount,
    welcome_promo: user.welcomePromoCode,
  };
}

export async function register(
  ctx: AccountsContext,
  input: { email: string; password: string; fullName: string },
): Promise<User> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hash(input.password);
  const [user] = await ctx.db
    .insert(users)
    .values({ id: randomUUID(), email, passwordHash, fullName: input.fullName.trim() })
    .onConflictDoNothing()
    .returning();
  if (!user) throw new ApiError(409, "Un compte existe déjà avec cette adresse e-mail. Connectez-vous.");
  await sendVerification(ctx, user);
  return user;
}

async function sendVerification(ctx: AccountsContext, user: User) {
  const { token, hash: tokenHash } = newToken();
  const expiresAt = new Date(clock(ctx).getTime() + VERIFICATION_HOURS * 3_600_000);
  await ctx.db.insert(emailVerifications).values({ tokenHash, userId: user.id, expiresAt });
  const firstName = user.fullName.split(/\s+/)[0];
  await ctx.mailer.send(
    composeMail({
      shopName: ctx.shopName,
      to: user.email,
      subject: `Confirmez votre adresse e-mail — ${ctx.shopName}`,
      greeting: firstName ? `Bonjour ${firstName},` : "Bonjour,",
      paragraphs: [
        `Merci d'avoir créé votre compte ${ctx.shopName}. Confirmez votre adresse e-mail pour l'activer et recevoir votre code de bienvenue : 7 € offerts sur votre première commande.`,
        `Ce lien est valable ${VERIFICATION_HOURS} heures.`,
      ],
      action: { label: "Confirmer mon adresse", url: `${ctx.publicUrl}/verify-email?token=${token}` },
    }),
  );
}

/** Always answers the same way, so it does not tell whether an account exists. */
export async function resendVerification(ctx: AccountsContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  if (user && !user.isVerified) await sendVerification(ctx, user);
}

export async function verifyEmail(ctx: AccountsContext, token: string): Promise<{ user: User; welcomeCode: string }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashToken(token)))
      .for("update");
    if (!row) throw new ApiError(400, "Ce lien de vérification est invalide.");
    if (row.usedAt) throw new ApiError(410, "Ce lien de vérification a déjà été utilisé. Vous pouvez vous connecter.");
    if (row.expiresAt <= clock(ctx)) {
      throw new ApiError(410, "Ce lien de vérification a expiré. Demandez-en un nouveau.");
    }
    await tx
      .update(emailVerifications)
      .set({ usedAt: clock(ctx) })
      .where(eq(emailVerifications.tokenHash, row.tokenHash));
    const [current] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
    if (!current) throw new ApiError(400, "Ce lien de vérification est invalide.");
    let welcomeCode = current.welcomePromoCode;
    if (!welcomeCode) {
      welcomeCode = humanCode("BIENVENUE");
      await tx.insert(promoCodes).values({
        code: welcomeCode,
        name: "Bienvenue",
        description: "7 € offerts sur votre première commande dès 29,99 €",
        type: "fixed_amount",
        value: WELCOME_CENTS,
        minimumAmountCents: WELCOME_MINIMUM_CENTS,
        maximumUses: 1,
        ownerUserId: current.id,
      });
    }
    const [user] = await tx
      .update(users)
      .set({ isVerified: true, welcomePromoCode: welcomeCode })
      .where(eq(users.id, current.id))
      .returning();
    return { user: user!, welcomeCode };
  });
}

export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string; ip: string },
): Promise<{ user: User; token: string }> {
  const email = normaliseEmail(input.email);
  const since = new Date(clock(ctx).getTime() - FAILURE_WINDOW_MINUTES * 60_000);
  const [byEmail, byIp] = await Promise.all([
    ctx.db.$count(loginFailures, and(eq(loginFailures.email, email), gt(loginFailures.at, since))),
    ctx.db.$count(loginFailures, and(eq(loginFailures.ip, input.ip), gt(loginFailures.at, since))),
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
    throw new ApiError(429, `Trop de tentatives de connexion. Réessayez dans ${FAILURE_WINDOW_MINUTES} minutes.`);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  // The same answer, and about the same work, whether the account exists or not.
  const valid = user ? await verify(user.passwordHash, input.password) : await hash(input.password).then(() => false);
  if (!user || !valid) {
    await ctx.db.insert(loginFailures).values({ email, ip: input.ip, at: clock(ctx) });
    throw new ApiError(401, "Email ou mot de passe incorrect.");
  }
  if (!user.isVerified) {
    throw new ApiError(403, "Email not verified: vérifiez votre boîte mail et cliquez sur le lien de vérification.");
  }
  const { token, hash: tokenHash } = newToken();
  const now = clock(ctx);
  await ctx.db
    .insert(sessions)
    .values({ tokenHash, userId: user.id, expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000) });
  const [updated] = await ctx.db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)).returning();
  return { user: updated!, token };
}

export async function userForToken(ctx: AccountsContext, token: string): Promise<User | null> {
  const [row] = await ctx.db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, clock(ctx))));
  return row?.user ?? null;
}

export async function logout(ctx: AccountsContext, token: string): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Adds a paid order to the account's total and order count and grants the 10 € vouchers of every
 * 100 € threshold crossed. Idempotent per order; call it inside the payment's transaction.
 */
export async function creditPaidOrder(
  tx: Db,
  input: { userId: string; orderId: string; amountCents: number; now?: Date },
): Promise<{ credited: boolean; newRewards: string[] }> {
  const [credit] = await tx
    .insert(accountOrderCredits)
    .values({ orderId: input.orderId, userId: input.userId, amountCents: input.amountCents })
    .onConflictDoNothing()
    .returning();
  if (!credit) return { credited: false, newRewards: [] };
  const [user] = await tx
    .update(users)
    .set({
      totalSpentCents: sql`${users.totalSpentCents} + ${input.amountCents}`,
      orderCount: sql`${users.orderCount} + 1`,
    })
    .where(eq(users.id, input.userId))
    .returning();
  if (!user) throw new Error(`compte inconnu : ${input.userId}`);
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + REWARD_VALID_DAYS * 86_400_000);
  const newRewards: string[] = [];
  for (let threshold = REWARD_STEP_CENTS; threshold <= user.totalSpentCents; threshold += REWARD_STEP_CENTS) {
    const code = humanCode("FIDELITE");
    const [granted] = await tx
      .insert(rewards)
      .values({
        userId: user.id,
        thresholdCents: threshold,
        discountCents: REWARD_CENTS,
        code,
        earnedAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!granted) continue;
    await tx.insert(promoCodes).values({
      code,
      name: "Bon fidélité",
      description: `10 € offerts pour ${threshold / 100} € d'achats`,
      type: "fixed_amount",
      value: REWARD_CENTS,
      maximumUses: 1,
      ownerUserId: user.id,
      validUntil: expiresAt,
    });
    newRewards.push(code);
  }
  return { credited: true, newRewards };
}

/** The profile's reward list: earned vouchers (used or not) then the next threshold to reach. */
export async function listRewards(db: Db, user: User) {
  const rows = await db
    .select({ reward: rewards, currentUses: promoCodes.currentUses })
    .from(rewards)
    .innerJoin(promoCodes, eq(promoCodes.code, rewards.code))
    .where(eq(rewards.userId, user.id))
    .orderBy(asc(rewards.thresholdCents));
  const earned = rows.map(({ reward, currentUses }) => ({
    id: reward.id,
    discount_amount: reward.discountCents / 100,
    threshold_amount: reward.thresholdCents / 100,
    code: reward.code,
    is_earned: true,
    is_used: currentUses > 0,
    expires_at: reward.expiresAt.toISOString(),
  }));
  const next = (Math.floor(user.totalSpentCents / REWARD_STEP_CENTS) + 1) * REWARD_STEP_CENTS;
  return [
    ...earned,
    {
      id: null,
      discount_amount: REWARD_CENTS / 100,
      threshold_amount: next / 100,
      code: null,
      is_earned: false,
      is_used: false,
      expires_at: null,
    },
  ];
}

/** Forget old failures so the table stays small (called now and then). */
export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.at} < ${before}`);
}
