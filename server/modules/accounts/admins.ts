import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { passwordProblem } from "./password-policy";
import { recoveryCodes, secondFactors, sessions, users } from "./schema";

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Makes `email` an administrator (`npm run admin -- create`): a new verified account with this password, or an
 * existing account promoted (its password changes only if one is given). The account's open sessions end: its next
 * sign-in opens an administrator's session, second factor first.
 */
export async function createOrPromoteAdmin(
  db: Db,
  input: { email: string; password?: string; fullName?: string },
): Promise<{ created: boolean; email: string }> {
  const email = normalise(input.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new DomainError("invalid", "Adresse e-mail invalide.");
  if (input.password !== undefined) {
    const problem = await passwordProblem(input.password, [email, input.fullName ?? ""]);
    if (problem) throw new DomainError("invalid", problem);
  }
  const passwordHash = input.password === undefined ? undefined : await hash(input.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for("update");
    if (existing) {
      await tx
        .update(users)
        .set({ role: "admin", isVerified: true, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      return { created: false, email };
    }
    if (!passwordHash) {
      throw new DomainError(
        "invalid",
        "Aucun compte pour cette adresse : donnez le mot de passe du nouvel administrateur.",
      );
    }
    await tx.insert(users).values({
      id: randomUUID(),
      email,
      passwordHash,
      fullName: input.fullName?.trim() ?? "",
      role: "admin",
      isVerified: true,
    });
    return { created: true, email };
  });
}

/** Whether an account exists for this address (the CLI asks for a password only for a new one). */
export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalise(email)));
  return row !== undefined;
}

/**
 * Forgets an administrator's second factor and recovery codes (a lost phone): the next sign-in enrols again.
 * The account's sessions end. False when no administrator has this address.
 */
export async function resetSecondFactor(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(eq(users.email, normalise(email)))
      .for("update");
    if (user?.role !== "admin") return false;
    await tx.delete(secondFactors).where(eq(secondFactors.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}
