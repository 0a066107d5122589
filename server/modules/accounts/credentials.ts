// A signed-in customer's own sign-in details (decision 113): a new password (the current one asked, under the
// sign-in limits; the other sessions ended) and a new e-mail, which changes only when the link mailed to it is
// followed. The mails are the workflows' (server/workflows/account-settings.ts), queued in these transactions.
import { hash } from "@node-rs/argon2";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { pgErrorCode, UNIQUE_VIOLATION } from "#server/db/pg-error-code";
import { DomainError } from "#server/lib/domain-error";
import { confirmPassword } from "./erasure";
import { emailChanges, passwordResets, sessions, users } from "./schema";
import {
  type AccountsContext,
  checkNewPassword,
  findUserByEmail,
  LIMITS,
  normaliseEmail,
  type User,
  withinLimit,
} from "./service";
import { hashToken, newToken } from "./tokens";

export const EMAIL_CHANGE_HOURS = 24;
const HOUR = 3_600_000;
const clock = (ctx: AccountsContext) => (ctx.now ? ctx.now() : new Date());

export const EMAIL_TAKEN =
  "Cette adresse e-mail est déjà celle d'un autre compte : elle ne peut pas devenir celle du vôtre.";

/** Checks the current password and the new one (the sign-up's policy), and hashes it, outside any transaction. */
export async function prepareOwnPassword(
  ctx: AccountsContext,
  user: User,
  input: { current: string; next: string; address: string },
): Promise<{ checkedHash: string; passwordHash: string }> {
  await confirmPassword(
    ctx,
    user,
    { password: input.current, address: input.address },
    { message: "Mot de passe actuel incorrect : rien n'a changé.", field: "current_password" },
  );
  if (input.next === input.current) {
    throw new DomainError("invalid", "Choisissez un mot de passe différent de l'actuel.", { field: "password" });
  }
  await checkNewPassword(input.next, [user.email, user.fullName]);
  return { checkedHash: user.passwordHash, passwordHash: await hash(input.next) };
}

/**
 * In the caller's transaction, under the account's row lock: the new password written, unless it changed since it
 * was checked (409); every other session ended and the unused reset links made useless.
 */
export async function setOwnPassword(
  tx: Db,
  userId: string,
  change: { checkedHash: string; passwordHash: string },
  keepSessionToken: string,
): Promise<void> {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!current || current.passwordHash !== change.checkedHash) {
    throw new DomainError("conflict", "Votre mot de passe vient d'être modifié ailleurs : rechargez la page.");
  }
  await tx.update(users).set({ passwordHash: change.passwordHash }).where(eq(users.id, userId));
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepSessionToken))));
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * Checks a change of e-mail before anything is written: the password, the address (not the current one), the
 * account's limit. Whether another account has the address is not said here (decision 113): only its mailbox learns.
 */
export async function checkEmailChange(
  ctx: AccountsContext,
  user: User,
  input: { email: string; password: string; address: string },
): Promise<{ newEmail: string; taken: boolean }> {
  const newEmail = normaliseEmail(input.email);
  if (newEmail === user.email) {
    throw new DomainError("invalid", "C'est déjà l'adresse e-mail de votre compte.", { field: "email" });
  }
  await confirmPassword(
    ctx,
    user,
    { password: input.password, address: input.address },
    { message: "Mot de passe incorrect : votre adresse e-mail n'a pas changé.", field: "password" },
  );
  if (!(await withinLimit(ctx, LIMITS.emailChangeByAccount, { email: user.email }))) {
    throw new DomainError(
      "too-many-requests",
      "Trop de demandes de changement d'adresse e-mail. Utilisez le lien du dernier e-mail reçu ou réessayez dans une heure.",
    );
  }
  const owner = await findUserByEmail(ctx.db, newEmail);
  return { newEmail, taken: owner !== undefined && owner.id !== user.id };
}

/**
 * In the caller's transaction: the account's earlier pending changes dropped and a new link written for `newEmail`,
 * valid EMAIL_CHANGE_HOURS, single use. Returns the token for the mail.
 */
export async function replaceEmailChange(tx: Db, ctx: AccountsContext, userId: string, newEmail: string) {
  const { token, hash: tokenHash } = newToken();
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
  const expiresAt = new Date(clock(ctx).getTime() + EMAIL_CHANGE_HOURS * HOUR);
  await tx.insert(emailChanges).values({ tokenHash, userId, newEmail, expiresAt, createdAt: clock(ctx) });
  return { token, validHours: EMAIL_CHANGE_HOURS };
}

/** Drops the account's pending changes (a request towards an address another account has: no link is valid). */
export async function dropEmailChanges(tx: Db, userId: string): Promise<void> {
  await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}

/**
 * Follows the link, in the caller's transaction (the link's row, then the account's, locked): unknown, used or
 * expired refused in French; an address another account took meanwhile refused (409). Returns the account before
 * and after.
 */
export async function useEmailChangeLink(
  tx: Db,
  ctx: AccountsContext,
  token: string,
): Promise<{ before: User; after: User }> {
  const [link] = await tx
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.tokenHash, hashToken(token)))
    .for("update");
  if (!link) throw new DomainError("invalid", "Ce lien de changement d'adresse e-mail est invalide.");
  if (link.usedAt) throw new DomainError("gone", "Ce lien a déjà servi : votre adresse e-mail a déjà été changée.");
  if (link.expiresAt <= clock(ctx)) {
    throw new DomainError("gone", "Ce lien a expiré. Demandez un nouveau changement depuis votre compte.");
  }
  const [before] = await tx.select().from(users).where(eq(users.id, link.userId)).for("update");
  if (!before) throw new DomainError("invalid", "Ce lien de changement d'adresse e-mail est invalide.");
  const owner = await findUserByEmail(tx, link.newEmail);
  if (owner && owner.id !== before.id) throw new DomainError("conflict", EMAIL_TAKEN);
  await tx
    .update(emailChanges)
    .set({ usedAt: clock(ctx) })
    .where(eq(emailChanges.tokenHash, link.tokenHash));
  try {
    const [after] = await tx
      .update(users)
      .set({ email: link.newEmail, isVerified: true })
      .where(eq(users.id, before.id))
      .returning();
    return { before, after: after! };
  } catch (err) {
    // Another account took the address between the check and the write.
    if (pgErrorCode(err) === UNIQUE_VIOLATION) throw new DomainError("conflict", EMAIL_TAKEN);
    throw err;
  }
}
