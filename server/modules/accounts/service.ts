import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import { centsToEuros } from "#core/money";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { clearLimit, giveBack, type Limit, limitKey, pruneRateLimits, takeSlot } from "./limits";
import { passwordProblem } from "./password-policy";
import { ADMIN_SESSION_HOURS } from "./second-factor";
import { emailVerifications, passwordResets, sessions, users } from "./schema";
import { hashToken, newToken } from "./tokens";

export type User = typeof users.$inferSelect;

export const SESSION_DAYS = 30;
export const VERIFICATION_HOURS = 24;
export const RESET_HOURS = 1;
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
  /** Changes of e-mail asked by one account (decision 113): each sends two mails. */
  emailChangeByAccount: { name: "email-change", max: 3, windowMs: HOUR },
} satisfies Record<string, Limit>;

const TOO_MANY_LOGINS = "Trop de tentatives de connexion. Réessayez dans 15 minutes.";
const TOO_MANY_FOR_EMAIL =
  "Trop de demandes pour cette adresse e-mail. Utilisez le lien du dernier e-mail reçu ou réessayez dans une heure.";
const TOO_MANY_FROM_CLIENT = "Trop de demandes depuis votre connexion. Réessayez dans une heure.";

/** What the accounts' own work needs; telling the customer by mail is the workflows' (server/workflows/account-mail.ts). */
export interface AccountsContext {
  db: Db;
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

/** Rejects a new password that is blank, short, common or easy to guess (400, French). */
export async function checkNewPassword(password: string, userInputs: string[]) {
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

/** What registration wrote: a new account, or the address was already taken (`existing`, when still there). */
export type Registration = { created: true; user: User } | { created: false; lookAlike: User; existing: User | null };

/**
 * Creates an account. An address that already has an account writes nothing and gets an account that looks just
 * created (`lookAlike`) with the same work (the password is hashed in both cases), so registration does not tell who
 * is a customer; the caller decides what the owner is told.
 */
export async function createAccount(
  ctx: AccountsContext,
  input: { email: string; password: string; fullName: string; address: string },
): Promise<Registration> {
  const email = normaliseEmail(input.email);
  const fullName = input.fullName.trim();
  await checkNewPassword(input.password, [email, fullName]);
  await limitOr429(ctx, LIMITS.registerByAddress, { address: input.address }, TOO_MANY_FROM_CLIENT);
  // Hashed in both cases: the same work whether the address is taken or not.
  const passwordHash = await hash(input.password);
  const candidate = { id: randomUUID(), email, passwordHash, fullName };
  const [user] = await ctx.db.insert(users).values(candidate).onConflictDoNothing().returning();
  if (user) return { created: true, user };
  const lookAlike: User = {
    ...candidate,
    role: "customer",
    isVerified: false,
    totalSpentCents: 0,
    orderCount: 0,
    welcomePromoCode: null,
    createdAt: clock(ctx),
    lastLogin: null,
  };
  return { created: false, lookAlike, existing: (await findUserByEmail(ctx.db, email)) ?? null };
}

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user;
}

/** Takes a slot of the limit for this subject; false when the window is full (the caller stays silent). */
export async function withinLimit(
  ctx: AccountsContext,
  limit: Limit,
  subject: { email: string } | { address: string },
) {
  return (await takeSlot(ctx.db, limit, limitKey(limit, subject), clock(ctx))) !== null;
}

/** Limits of a resend of the verification link: per client address, then per e-mail (429 in French). */
export async function limitVerificationResend(ctx: AccountsContext, input: { email: string; address: string }) {
  await limitOr429(ctx, LIMITS.verificationByAddress, { address: input.address }, TOO_MANY_FROM_CLIENT);
  await limitOr429(ctx, LIMITS.verificationByEmail, { email: normaliseEmail(input.email) }, TOO_MANY_FOR_EMAIL);
}

/**
 * A new verification link for the account, in the caller's transaction: the account's earlier unused links stop
 * working. Returns the token for the mail and how long the link lasts.
 */
export async function replaceVerificationLink(tx: Db, ctx: AccountsContext, userId: string) {
  const { token, hash: tokenHash } = newToken();
  const expiresAt = new Date(clock(ctx).getTime() + VERIFICATION_HOURS * HOUR);
  // The account's row lock orders concurrent requests: only the last link stays valid.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  await tx
    .delete(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  await tx.insert(emailVerifications).values({ tokenHash, userId, expiresAt });
  return { token, validHours: VERIFICATION_HOURS };
}

/**
 * Uses a verification link in the caller's transaction (its row, then the account's, locked): refused in French when
 * unknown, used or expired. Returns the account, still to be marked verified by `markVerified`.
 */
export async function useVerificationLink(tx: Db, ctx: AccountsContext, token: string): Promise<User> {
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
  return current;
}

/** The account verified, with its welcome code, in the caller's transaction. */
export async function markVerified(tx: Db, userId: string, welcomeCode: string): Promise<User> {
  const [user] = await tx
    .update(users)
    .set({ isVerified: true, welcomePromoCode: welcomeCode })
    .where(eq(users.id, userId))
    .returning();
  return user!;
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

/** Limits of a password reset request: per client address, then per e-mail (429 in French). */
export async function limitPasswordReset(ctx: AccountsContext, input: { email: string; address: string }) {
  await limitOr429(ctx, LIMITS.resetByAddress, { address: input.address }, TOO_MANY_FROM_CLIENT);
  await limitOr429(ctx, LIMITS.resetByEmail, { email: normaliseEmail(input.email) }, TOO_MANY_FOR_EMAIL);
}

/**
 * In the caller's transaction, the account's unused reset links are dropped and `tokenHash` becomes its link, valid
 * RESET_HOURS, single use. Without an account (`userId` null) the same statements run on an account that does not
 * exist and nothing is written: no timing tells them apart.
 */
export async function replaceResetLink(
  tx: Db,
  ctx: AccountsContext,
  link: { userId: string | null; tokenHash: string },
) {
  const accountId = link.userId ?? NO_ACCOUNT;
  const expiresAt = new Date(clock(ctx).getTime() + RESET_HOURS * HOUR);
  await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for("update");
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, accountId), isNull(passwordResets.usedAt)));
  if (link.userId === null) return;
  await tx
    .insert(passwordResets)
    .values({ tokenHash: link.tokenHash, userId: link.userId, createdAt: clock(ctx), expiresAt });
}

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

function usableResetLink(ctx: AccountsContext, row: typeof passwordResets.$inferSelect | undefined) {
  if (!row) throw new DomainError("invalid", "Ce lien de réinitialisation est invalide. Demandez-en un nouveau.");
  if (row.usedAt)
    throw new DomainError("gone", "Ce lien de réinitialisation a déjà été utilisé. Demandez-en un nouveau.");
  if (row.expiresAt <= clock(ctx)) {
    throw new DomainError("gone", "Ce lien de réinitialisation a expiré. Demandez-en un nouveau.");
  }
  return row;
}

/** A new password chosen with a reset link, checked and hashed, not yet written. */
export interface PasswordChange {
  user: User;
  tokenHash: string;
  passwordHash: string;
}

/** Checks the reset link and the new password and hashes it, outside any transaction (hashing is slow). */
export async function preparePasswordChange(
  ctx: AccountsContext,
  input: { token: string; password: string },
): Promise<PasswordChange> {
  const tokenHash = hashToken(input.token);
  const [found] = await ctx.db
    .select({ reset: passwordResets, user: users })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(passwordResets.tokenHash, tokenHash));
  usableResetLink(ctx, found?.reset);
  const user = found!.user;
  await checkNewPassword(input.password, [user.email, user.fullName]);
  return { user, tokenHash, passwordHash: await hash(input.password) };
}

/**
 * In the caller's transaction, under the link's row lock (used once, checked again): sets the new password, ends
 * every session of the account but `keepSessionToken`'s and makes the account's other links useless.
 */
export async function changePassword(
  tx: Db,
  ctx: AccountsContext,
  change: PasswordChange,
  keepSessionToken?: string | null,
): Promise<void> {
  const { tokenHash, user } = change;
  const [row] = await tx.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for("update");
  usableResetLink(ctx, row);
  await tx
    .update(passwordResets)
    .set({ usedAt: clock(ctx) })
    .where(eq(passwordResets.tokenHash, tokenHash));
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
  await tx.update(users).set({ passwordHash: change.passwordHash }).where(eq(users.id, user.id));
  const keep = keepSessionToken ? hashToken(keepSessionToken) : null;
  await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ...(keep ? [ne(sessions.tokenHash, keep)] : [])));
}

/** Empties the e-mail's sign-in counter: an owner locked out by guesses gets in again after a reset. */
export async function clearLoginLimit(ctx: AccountsContext, email: string): Promise<void> {
  await clearLimit(ctx.db, limitKey(LIMITS.loginByEmail, { email }));
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
 * Forgets what the sign-in limits and password resets no longer need: counters whose window ended and reset links
 * that expired before `before` (called by the periodic job).
 */
export async function pruneLoginFailures(db: Db, before: Date): Promise<void> {
  await pruneRateLimits(db, before);
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
}
