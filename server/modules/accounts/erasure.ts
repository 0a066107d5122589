// The account's side of the RGPD rights (decision 035): the password check before erasure, the erasure itself and
// the retention purge of accounts never verified.
import { hash, verify } from "@node-rs/argon2";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { clearLimit, giveBack, limitKey, takeSlot } from "./limits";
import {
  emailChanges,
  emailVerifications,
  passwordResets,
  savedAddresses,
  savedCarts,
  sessions,
  users,
} from "./schema";
import { type AccountsContext, LIMITS, type User } from "./service";

/** What an erased account's password hash is: no argon2 hash, so no password ever matches it. */
export const ERASED_PASSWORD = "";

export const erasedEmail = (userId: string) => `supprime-${userId}@invalid`;

/** True when `passwordHash` can be checked (an erased account's cannot). */
export const isRealHash = (passwordHash: string) => passwordHash.startsWith("$argon2");

/**
 * Checks the password of a signed-in customer asking to erase the account, under the sign-in limits (decision 010:
 * the e-mail's and the client address's counters), so the form cannot be used to guess the password.
 */
export async function confirmPassword(
  ctx: AccountsContext,
  user: User,
  input: { password: string; address: string },
  refusal: { message: string; field: string } = {
    message: "Mot de passe incorrect : votre compte n'a pas été supprimé.",
    field: "password",
  },
): Promise<void> {
  const now = ctx.now ? ctx.now() : new Date();
  const tooMany = "Trop de tentatives. Réessayez dans 15 minutes.";
  const emailKey = limitKey(LIMITS.loginByEmail, { email: user.email });
  const emailSlot = await takeSlot(ctx.db, LIMITS.loginByEmail, emailKey, now);
  if (!emailSlot) throw new DomainError("too-many-requests", tooMany);
  const addressSlot = await takeSlot(
    ctx.db,
    LIMITS.loginByAddress,
    limitKey(LIMITS.loginByAddress, { address: input.address }),
    now,
  );
  if (!addressSlot) {
    await giveBack(ctx.db, emailSlot);
    throw new DomainError("too-many-requests", tooMany);
  }
  const valid = isRealHash(user.passwordHash)
    ? await verify(user.passwordHash, input.password)
    : await hash(input.password).then(() => false);
  if (!valid) throw new DomainError("forbidden", refusal.message, { field: refusal.field });
  await clearLimit(ctx.db, emailKey);
  await giveBack(ctx.db, addressSlot);
}

/**
 * Anonymises the account in the caller's transaction: placeholder e-mail, no name, no password, no sessions, links
 * or saved basket. The row stays (orders' credits and rewards point to it). Refuses (409) an account already erased
 * or whose password changed since it was checked: of two concurrent requests, the second finds the row erased.
 */
export async function eraseAccount(tx: Db, userId: string, checkedHash: string): Promise<void> {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!current || current.passwordHash !== checkedHash || !isRealHash(current.passwordHash)) {
    throw new DomainError("conflict", "Ce compte a déjà été supprimé.");
  }
  await tx
    .update(users)
    .set({ email: erasedEmail(userId), fullName: "", passwordHash: ERASED_PASSWORD, lastLogin: null })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(emailVerifications).where(eq(emailVerifications.userId, userId));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await tx.delete(savedCarts).where(eq(savedCarts.userId, userId));
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, userId));
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

/** Accounts never verified, created before `before` (retention: candidates for the purge). */
export async function staleUnverifiedAccounts(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isVerified, false), eq(users.role, "customer"), lt(users.createdAt, before)));
  return rows.map((r) => r.id);
}

/** Deletes these accounts if still unverified and created before `before` (their sessions and links cascade). */
export async function deleteUnverifiedAccounts(db: Db, ids: string[], before: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(users)
    .where(and(inArray(users.id, ids), eq(users.isVerified, false), lt(users.createdAt, before)))
    .returning({ id: users.id });
  return deleted.length;
}

/** Forgets sessions and verification links that expired before `before`. */
export async function pruneExpiredSessions(db: Db, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, before));
  await db.delete(emailVerifications).where(lt(emailVerifications.expiresAt, before));
}
