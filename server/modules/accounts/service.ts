import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, asc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import { centsToEuros, formatEurosInText } from "#core/money";
import {
  LOYALTY_REWARD,
  loyaltyProgress,
  WELCOME_OFFER,
  WELCOME_OFFER_HEADLINE,
  WELCOME_OFFER_TERMS,
} from "#core/rewards";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import type { Mailer } from "#server/modules/mail/service";
import { composeMail } from "#server/modules/mail/service";
import { createPersonalCode, usesOfCodes, withdrawUnusedCode } from "#server/modules/promotions/service";
import { clearLimit, giveBack, type Limit, limitKey, pruneRateLimits, takeSlot } from "./limits";
import { equalTime } from "./equal-time";
import { passwordProblem } from "./password-policy";
import { ADMIN_SESSION_HOURS } from "./second-factor";
import { accountOrderCredits, emailVerifications, passwordResets, rewards, sessions, users } from "./schema";
import { hashToken, humanCode, newToken } from "./tokens";

export type User = typeof users.$inferSelect;

export const SESSION_DAYS = 30;
const VERIFICATION_HOURS = 24;
const RESET_HOURS = 1;
const MINUTE = 60_000;
const HOUR = 3_600_000;

/** Attempts counted per e-mail and per client address, shared by every instance (decision 010). */
export const LIMITS = {
  /** Sign-ins checked against a password; a success empties the e-mail's counter. */
  loginByEmail: { name: "login:email", max: 5, windowMs: 15 * MINUTE },
  loginByAddress: { name: "login:ip", max: 20, windowMs: 15 * MINUTE },
  resetByEmail: { name: "reset:email", max: 3, windowMs: HOUR },
  resetByAddress: { name: "reset:ip", max: 10, windowMs: HOUR },
  verificationByEmail: { name: "verify:email", max: 3, windowMs: HOUR },
  verificationByAddress: { name: "verify:ip", max: 10, windowMs: HOUR },
  registerByAddress: { name: "register:ip", max: 20, windowMs: HOUR },
  /** Mails telling an owner that someone tried to register with the address; beyond it, no mail, same answer. */
  accountExistsByEmail: { name: "exists:email", max: 3, windowMs: HOUR },
} satisfies Record<string, Limit>;

const TOO_MANY_LOGINS = "Trop de tentatives de connexion. Réessayez dans 15 minutes.";
const TOO_MANY_FOR_EMAIL =
  "Trop de demandes pour cette adresse e-mail. Utilisez le lien du dernier e-mail reçu ou réessayez dans une heure.";
const TOO_MANY_FROM_CLIENT = "Trop de demandes depuis votre connexion. Réessayez dans une heure.";

export interface AccountsContext {
  db: Db;
  mailer: Mailer;
  shopName: string;
  publicUrl: string;
  now?: () => Date;
}

const clock = (ctx: AccountsContext) => (ctx.now ? ctx.now() : new Date());

/** Takes a slot of the limit for this subject, or answers 429 with `message`. */
async function limitOr429(
  ctx: AccountsContext,
  limit: Limit,
  subject: { email: string } | { address: string },
  message: string,
) {
  const slot = await takeSlot(ctx.db, limit, limitKey(limit, subject), clock(ctx));
  if (!slot) throw new DomainError("too-many-requests", message);
  return slot;
}

/**
 * Delivers a queued mail after the answer, so that the answer takes the same time whether a mail goes out or not
 * (it does not tell who has an account). An undelivered mail stays in the outbox.
 */
function deliverLater(ctx: AccountsContext, id: number | null) {
  if (id !== null) void ctx.mailer.deliver(id).catch(() => undefined);
}

const firstNameGreeting = (user: User) => {
  const firstName = user.fullName.split(/\s+/)[0];
  return firstName ? `Bonjour ${firstName},` : "Bonjour,";
};

/** Rejects a new password that is blank, short, common or easy to guess (400, French). */
async function checkNewPassword(password: string, userInputs: string[]) {
  const problem = await passwordProblem(password, userInputs);
  if (problem) throw new DomainError("invalid", problem, { field: "password" });
}

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
    total_spent: centsToEuros(user.totalSpentCents),
    total_spent_cents: user.totalSpentCents,
    order_count: user.orderCount,
    welcome_promo: user.welcomePromoCode,
  };
}

/**
 * Creates an account and mails its verification link. An address that already has an account gets exactly the same
 * answer (an account that looks just created) and its owner a mail saying how to sign in or reset the password (a new
 * verification link if the account is still unverified), so registration does not tell who is a customer.
 */
export async function register(
  ctx: AccountsContext,
  input: { email: string; password: string; fullName: string; address: string },
): Promise<User> {
  const email = normaliseEmail(input.email);
  const fullName = input.fullName.trim();
  await checkNewPassword(input.password, [email, fullName]);
  await limitOr429(ctx, LIMITS.registerByAddress, { address: input.address }, TOO_MANY_FROM_CLIENT);
  // Hashed in both cases: the same work whether the address is taken or not.
  const passwordHash = await hash(input.password);
  const candidate = { id: randomUUID(), email, passwordHash, fullName };
  const [user] = await ctx.db.insert(users).values(candidate).onConflictDoNothing().returning();
  if (user) {
    await sendVerification(ctx, user);
    return user;
  }
  const [existing] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (existing && !existing.isVerified) {
    // Still unverified: what the owner needs is a new verification link.
    const slot = await takeSlot(
      ctx.db,
      LIMITS.verificationByEmail,
      limitKey(LIMITS.verificationByEmail, { email }),
      clock(ctx),
    );
    if (slot) await sendVerification(ctx, existing);
  } else {
    await warnExistingOwner(ctx, email);
  }
  return {
    ...candidate,
    role: "customer",
    isVerified: false,
    totalSpentCents: 0,
    orderCount: 0,
    welcomePromoCode: null,
    createdAt: clock(ctx),
    lastLogin: null,
  };
}

async function warnExistingOwner(ctx: AccountsContext, email: string) {
  const slot = await takeSlot(
    ctx.db,
    LIMITS.accountExistsByEmail,
    limitKey(LIMITS.accountExistsByEmail, { email }),
    clock(ctx),
  );
  if (!slot) return;
  const id = await ctx.mailer.queue(
    ctx.db,
    composeMail({
      shopName: ctx.shopName,
      to: email,
      subject: `Votre compte ${ctx.shopName} existe déjà`,
      greeting: "Bonjour,",
      paragraphs: [
        `Quelqu'un a essayé de créer un compte ${ctx.shopName} avec votre adresse e-mail. Vous avez déjà un compte : aucun autre n'a été créé et rien n'a changé.`,
        "Voici comment vous connecter, ou réinitialiser votre mot de passe si vous l'avez oublié.",
        "Si ce n'était pas vous, ignorez simplement cet e-mail.",
      ],
      action: { label: "Me connecter", url: `${ctx.publicUrl}/connexion` },
      links: [
        { label: "Mot de passe oublié ? Choisir un nouveau mot de passe", url: `${ctx.publicUrl}/mot-de-passe-oublie` },
      ],
    }),
  );
  deliverLater(ctx, id);
}

/** A new verification link; the account's earlier unused links stop working. */
async function sendVerification(ctx: AccountsContext, user: User) {
  const { token, hash: tokenHash } = newToken();
  const expiresAt = new Date(clock(ctx).getTime() + VERIFICATION_HOURS * HOUR);
  const id = await ctx.db.transaction(async (tx) => {
    // The account's row lock orders concurrent requests: only the last link stays valid.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    await tx
      .delete(emailVerifications)
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    await tx.insert(emailVerifications).values({ tokenHash, userId: user.id, expiresAt });
    return ctx.mailer.queue(
      tx,
      composeMail({
        shopName: ctx.shopName,
        to: user.email,
        subject: `Confirmez votre adresse e-mail — ${ctx.shopName}`,
        greeting: firstNameGreeting(user),
        paragraphs: [
          `Merci d'avoir créé votre compte ${ctx.shopName}. Confirmez votre adresse e-mail pour l'activer et recevoir votre code de bienvenue : ${WELCOME_OFFER_HEADLINE}.`,
          `Ce lien est valable ${VERIFICATION_HOURS} heures. S'il vous en parvient un plus récent, seul le dernier fonctionne.`,
        ],
        action: { label: "Confirmer mon adresse", url: `${ctx.publicUrl}/verify-email?token=${token}` },
      }),
    );
  });
  deliverLater(ctx, id);
}

/**
 * Always answers the same way, so it does not tell whether an account exists; limited per address and per client
 * whatever the address, so the limit tells nothing either.
 */
export async function resendVerification(ctx: AccountsContext, input: { email: string; address: string }) {
  const email = normaliseEmail(input.email);
  await limitOr429(ctx, LIMITS.verificationByAddress, { address: input.address }, TOO_MANY_FROM_CLIENT);
  await limitOr429(ctx, LIMITS.verificationByEmail, { email }, TOO_MANY_FOR_EMAIL);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (user && !user.isVerified) await sendVerification(ctx, user);
}

export async function verifyEmail(ctx: AccountsContext, token: string): Promise<{ user: User; welcomeCode: string }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashToken(token)))
      .for("update");
    if (!row) throw new DomainError("invalid", "Ce lien de vérification est invalide.");
    if (row.usedAt)
      throw new DomainError("gone", "Ce lien de vérification a déjà été utilisé. Vous pouvez vous connecter.");
    if (row.expiresAt <= clock(ctx)) {
      throw new DomainError("gone", "Ce lien de vérification a expiré. Demandez-en un nouveau.");
    }
    await tx
      .update(emailVerifications)
      .set({ usedAt: clock(ctx) })
      .where(eq(emailVerifications.tokenHash, row.tokenHash));
    const [current] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
    if (!current) throw new DomainError("invalid", "Ce lien de vérification est invalide.");
    let welcomeCode = current.welcomePromoCode;
    if (!welcomeCode) {
      welcomeCode = humanCode("BIENVENUE");
      await createPersonalCode(tx, {
        code: welcomeCode,
        name: "Bienvenue",
        description: WELCOME_OFFER_TERMS,
        valueCents: WELCOME_OFFER.valueCents,
        minimumAmountCents: WELCOME_OFFER.minimumCents,
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

/**
 * Signs in. Before the password is checked, the attempt takes a slot of the e-mail's counter (5 per 15 minutes) and of
 * the client address's (20): whatever the concurrency and the number of instances, no more attempts than that are
 * checked; the others get 429. A right password empties the e-mail's counter and gives the address's slot back.
 */
export async function login(
  ctx: AccountsContext,
  input: { email: string; password: string; address: string },
): Promise<{ user: User; token: string }> {
  const email = normaliseEmail(input.email);
  const emailKey = limitKey(LIMITS.loginByEmail, { email });
  const emailSlot = await takeSlot(ctx.db, LIMITS.loginByEmail, emailKey, clock(ctx));
  if (!emailSlot) throw new DomainError("too-many-requests", TOO_MANY_LOGINS);
  const addressKey = limitKey(LIMITS.loginByAddress, { address: input.address });
  const addressSlot = await takeSlot(ctx.db, LIMITS.loginByAddress, addressKey, clock(ctx));
  if (!addressSlot) {
    await giveBack(ctx.db, emailSlot);
    throw new DomainError("too-many-requests", TOO_MANY_LOGINS);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  // The same answer, and about the same work, whether the account exists or not.
  // An erased account (decision 035) has no hash to check: refused like an unknown one.
  const valid =
    user && user.passwordHash.startsWith("$argon2")
      ? await verify(user.passwordHash, input.password)
      : await hash(input.password).then(() => false);
  if (!user || !valid) throw new DomainError("unauthorized", "Email ou mot de passe incorrect.");
  await clearLimit(ctx.db, emailKey);
  await giveBack(ctx.db, addressSlot);
  if (!user.isVerified) {
    throw new DomainError(
      "forbidden",
      "Email not verified: vérifiez votre boîte mail et cliquez sur le lien de vérification.",
    );
  }
  const { token, hash: tokenHash } = newToken();
  const now = clock(ctx);
  const lasts = user.role === "admin" ? ADMIN_SESSION_HOURS * HOUR : SESSION_DAYS * 86_400_000;
  await ctx.db.insert(sessions).values({ tokenHash, userId: user.id, expiresAt: new Date(now.getTime() + lasts) });
  const [updated] = await ctx.db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)).returning();
  return { user: updated!, token };
}

/** No account has this id (ids are UUIDs): what the reset of an unknown address looks up and deletes. */
const NO_ACCOUNT = "aucun-compte";
/** How long the reset of an address with an account typically takes here; an unknown address waits as long. */
const resetDuration = equalTime(25);

/**
 * Mails a link to choose a new password, valid one hour, single use; it replaces the account's earlier links.
 * Answers the same whether the address has an account or not; limited per address and per client.
 */
export async function requestPasswordReset(ctx: AccountsContext, input: { email: string; address: string }) {
  const email = normaliseEmail(input.email);
  await limitOr429(ctx, LIMITS.resetByAddress, { address: input.address }, TOO_MANY_FROM_CLIENT);
  await limitOr429(ctx, LIMITS.resetByEmail, { email }, TOO_MANY_FOR_EMAIL);
  const started = performance.now();
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  // An unknown address takes the same path — a token, the mail written, one transaction of the same statements, on
  // an account that does not exist — then waits what a known address typically takes: no timing tells them apart.
  const { token, hash: tokenHash } = newToken();
  const expiresAt = new Date(clock(ctx).getTime() + RESET_HOURS * HOUR);
  const accountId = user?.id ?? NO_ACCOUNT;
  const mail = composeMail({
    shopName: ctx.shopName,
    to: user?.email ?? email,
    subject: `Choisissez un nouveau mot de passe — ${ctx.shopName}`,
    greeting: user ? firstNameGreeting(user) : "Bonjour,",
    paragraphs: [
      `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${ctx.shopName}.`,
      `Ce lien est valable ${RESET_HOURS} heure et ne sert qu'une fois ; si vous en demandez un autre, seul le dernier fonctionne.`,
      "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    ],
    action: {
      label: "Choisir un nouveau mot de passe",
      url: `${ctx.publicUrl}/reinitialiser-mot-de-passe?token=${token}`,
    },
  });
  const id = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for("update");
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, accountId), isNull(passwordResets.usedAt)));
    if (!user) return null;
    await tx.insert(passwordResets).values({ tokenHash, userId: user.id, createdAt: clock(ctx), expiresAt });
    return ctx.mailer.queue(tx, mail);
  });
  if (!user) return resetDuration.waitRest(started);
  resetDuration.record(performance.now() - started);
  deliverLater(ctx, id);
}

/**
 * Sets the new password of a reset link (used once), ends every session of the account but `keepSessionToken`'s,
 * makes the account's other links useless and empties its sign-in counter.
 */
/**
 * What a reset link's page says before anything is typed: the link's state, read without using it (the same
 * reasons the confirmation gives, nothing more: whose account it is stays unsaid).
 */
export async function resetLinkState(
  ctx: AccountsContext,
  token: string,
): Promise<"valid" | "used" | "expired" | "unknown"> {
  const [row] = await ctx.db
    .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(token)));
  if (!row) return "unknown";
  if (row.usedAt) return "used";
  return row.expiresAt <= clock(ctx) ? "expired" : "valid";
}

export async function confirmPasswordReset(
  ctx: AccountsContext,
  input: { token: string; password: string; keepSessionToken?: string | null },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const check = (row: typeof passwordResets.$inferSelect | undefined) => {
    if (!row) throw new DomainError("invalid", "Ce lien de réinitialisation est invalide. Demandez-en un nouveau.");
    if (row.usedAt)
      throw new DomainError("gone", "Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau.");
    if (row.expiresAt <= clock(ctx)) {
      throw new DomainError("gone", "Ce lien de réinitialisation a expiré. Demandez-en un nouveau.");
    }
    return row;
  };
  const [found] = await ctx.db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash));
  check(found?.reset);
  const user = found!.user;
  await checkNewPassword(input.password, [user.email, user.fullName]);
  const passwordHash = await hash(input.password);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for("update");
    check(row);
    await tx
      .update(passwordResets)
      .set({ usedAt: clock(ctx) })
      .where(eq(passwordResets.tokenHash, tokenHash));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const keep = input.keepSessionToken ? hashToken(input.keepSessionToken) : null;
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ...(keep ? [ne(sessions.tokenHash, keep)] : [])));
  });
  await clearLimit(ctx.db, limitKey(LIMITS.loginByEmail, { email: user.email }));
  deliverLater(
    ctx,
    await ctx.mailer.queue(
      ctx.db,
      composeMail({
        shopName: ctx.shopName,
        to: user.email,
        subject: `Votre mot de passe a été modifié — ${ctx.shopName}`,
        greeting: firstNameGreeting(user),
        paragraphs: [
          `Le mot de passe de votre compte ${ctx.shopName} vient d'être modifié ; vos autres appareils ont été déconnectés.`,
          "Si ce n'était pas vous, choisissez tout de suite un nouveau mot de passe et contactez-nous.",
        ],
        action: { label: "Choisir un nouveau mot de passe", url: `${ctx.publicUrl}/mot-de-passe-oublie` },
      }),
    ),
  );
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
  const newRewards: string[] = [];
  const { stepCents, voucherCents, validDays } = LOYALTY_REWARD;
  const expiresAt = new Date(now.getTime() + validDays * 86_400_000);
  for (let threshold = stepCents; threshold <= user.totalSpentCents; threshold += stepCents) {
    const code = humanCode("FIDELITE");
    const [granted] = await tx
      .insert(rewards)
      .values({
        userId: user.id,
        thresholdCents: threshold,
        discountCents: voucherCents,
        code,
        earnedAt: now,
        expiresAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!granted) continue;
    await createPersonalCode(tx, {
      code,
      name: "Bon fidélité",
      description: `${formatEurosInText(voucherCents)} offerts pour ${formatEurosInText(threshold)} d'achats`,
      valueCents: voucherCents,
      ownerUserId: user.id,
      validUntil: expiresAt,
    });
    newRewards.push(code);
  }
  return { credited: true, newRewards };
}

/** A loyalty voucher a refund took back (decision 088). */
export interface WithdrawnVoucher {
  code: string;
  thresholdCents: number;
  discountCents: number;
}

/**
 * A refund of a paid order takes its amount back out of the account's total spent (never below zero, never more
 * than the order credited); a full refund also takes the order out of the count. The vouchers of the steps the
 * total fell under are withdrawn when unused (their step may be earned again); a used or held one stays the
 * customer's, and its step grants nothing again (decision 088).
 */
export async function debitRefund(
  tx: Db,
  input: { userId: string; orderId: string; amountCents: number; fullRefund: boolean; reason: string },
): Promise<{ debitedCents: number; withdrawn: WithdrawnVoucher[] }> {
  const [credit] = await tx
    .select()
    .from(accountOrderCredits)
    .where(eq(accountOrderCredits.orderId, input.orderId))
    .for("update");
  if (!credit || credit.userId !== input.userId) return { debitedCents: 0, withdrawn: [] };
  const debited = Math.min(input.amountCents, credit.amountCents);
  await tx
    .update(accountOrderCredits)
    .set({ amountCents: credit.amountCents - debited })
    .where(eq(accountOrderCredits.orderId, input.orderId));
  // The account's row stays locked to the commit: a payment crediting it meanwhile waits, then sees the new total.
  const [user] = await tx
    .update(users)
    .set({
      totalSpentCents: sql`greatest(${users.totalSpentCents} - ${debited}, 0)`,
      ...(input.fullRefund ? { orderCount: sql`greatest(${users.orderCount} - 1, 0)` } : {}),
    })
    .where(eq(users.id, input.userId))
    .returning({ totalSpentCents: users.totalSpentCents });
  if (!user) return { debitedCents: debited, withdrawn: [] };
  return {
    debitedCents: debited,
    withdrawn: await withdrawVouchersAbove(tx, input.userId, user.totalSpentCents, input.reason),
  };
}

async function withdrawVouchersAbove(tx: Db, userId: string, spentCents: number, reason: string) {
  const above = await tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.userId, userId), gt(rewards.thresholdCents, spentCents)))
    .orderBy(asc(rewards.thresholdCents))
    .for("update");
  const withdrawn: WithdrawnVoucher[] = [];
  for (const reward of above) {
    if (!(await withdrawUnusedCode(tx, { code: reward.code, reason }))) continue;
    // The step is free again: the customer earns a new voucher by spending up to it again.
    await tx.delete(rewards).where(eq(rewards.id, reward.id));
    withdrawn.push({ code: reward.code, thresholdCents: reward.thresholdCents, discountCents: reward.discountCents });
  }
  return withdrawn;
}

/** The profile's reward list: earned vouchers (used or not) then the next threshold to reach. */
export async function listRewards(db: Db, user: User) {
  const owned = await db.select().from(rewards).where(eq(rewards.userId, user.id)).orderBy(asc(rewards.thresholdCents));
  const uses = await usesOfCodes(
    db,
    owned.map((reward) => reward.code),
  );
  // A reward whose code is gone is not listed (as the inner join did before).
  const rows = owned
    .filter((reward) => uses.has(reward.code))
    .map((reward) => ({ reward, currentUses: uses.get(reward.code)! }));
  const earned = rows.map(({ reward, currentUses }) => ({
    id: reward.id,
    discount_amount: centsToEuros(reward.discountCents),
    threshold_amount: centsToEuros(reward.thresholdCents),
    code: reward.code,
    is_earned: true,
    is_used: currentUses > 0,
    expires_at: reward.expiresAt.toISOString(),
  }));
  const next = loyaltyProgress(
    user.totalSpentCents,
    owned.map((reward) => reward.thresholdCents),
  ).stepCents;
  return [
    ...earned,
    {
      id: null,
      discount_amount: centsToEuros(LOYALTY_REWARD.voucherCents),
      threshold_amount: centsToEuros(next),
      code: null,
      is_earned: false,
      is_used: false,
      expires_at: null,
    },
  ];
}

/**
 * Forgets what the sign-in limits and password resets no longer need: counters whose window ended and reset links
 * that expired before `before` (called by the periodic job).
 */
export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await pruneRateLimits(db, before);
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
}
