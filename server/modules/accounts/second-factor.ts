// The administrators' second factor (docs/decisions/024-back-office-access.md): TOTP (RFC 6238, 6 digits, 30 s,
// SHA-1 as every authenticator app reads it) with the `otpauth` library, and ten single-use recovery codes.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { clearLimit, type Limit, limitKey, takeSlot } from "./limits";
import { recoveryCodes, secondFactors, sessions, users } from "./schema";
import { hashToken } from "./tokens";

type User = typeof users.$inferSelect;

/** Administrator sessions last at most this long, whatever a customer's session lasts. */
export const ADMIN_SESSION_HOURS = 8;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes per account before a pause: a six-digit code must not be guessed. */
export const SECOND_FACTOR_LIMIT: Limit = { name: "2fa:account", max: 5, windowMs: 15 * 60_000 };
const PERIOD_SECONDS = 30;

const WRONG_CODE = "Code incorrect. Vérifiez l'heure de votre téléphone et saisissez le code affiché.";
const TOO_MANY = "Trop de codes incorrects. Réessayez dans 15 minutes.";

function totpFor(secret: string, issuer: string, email: string) {
  return new TOTP({
    issuer,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The code an authenticator app shows now for this secret (tests and the CLI's check use it). */
export function currentTotpCode(secret: string, at = Date.now()): string {
  return totpFor(secret, "x", "x").generate({ timestamp: at });
}

export interface SecondFactorState {
  /** Enrolled in the terminal (`npm run admin -- create`): the web never shows a secret (decision 081). */
  enrolled: boolean;
}

/** Where the administrator stands. Nothing is written: a secret is only ever made, and shown, by the terminal. */
export async function secondFactorState(db: Db, user: User): Promise<SecondFactorState> {
  const [row] = await db
    .select({ confirmedAt: secondFactors.confirmedAt })
    .from(secondFactors)
    .where(eq(secondFactors.userId, user.id));
  return { enrolled: Boolean(row?.confirmedAt) };
}

/** Where the second factor is enrolled: the message of the web for an administrator who has none yet. */
export const ENROL_IN_TERMINAL =
  "La double authentification de ce compte n'est pas encore activée. Elle s'active dans le terminal du serveur, " +
  "jamais sur le web : npm run admin -- create --email <votre adresse> (ou reset-2fa pour un téléphone perdu).";

/** A secret the terminal enrols: made here, or given by the operator (a password manager's, 80 bits at least). */
export interface TerminalEnrolment {
  userId: string;
  uri: string;
  secret: string;
}

/**
 * Starts the enrolment of an administrator's second factor in the terminal (`npm run admin`): writes the secret,
 * not confirmed yet, and returns it with its otpauth:// address for the terminal to show. Refused for an account
 * that is not an administrator or already enrolled (reset-2fa first).
 */
export async function startTerminalEnrolment(
  db: Db,
  input: { email: string; issuer: string; secret?: string },
): Promise<TerminalEnrolment> {
  const email = input.email.trim().toLowerCase();
  let secret = new Secret({ size: 20 }).base32;
  if (input.secret !== undefined) {
    const given = input.secret.replace(/[\s=]/g, "").toUpperCase();
    if (!/^[A-Z2-7]{16,}$/.test(given)) {
      throw new DomainError("invalid", "Clé TOTP invalide : 16 caractères base32 (A-Z, 2-7) au moins.");
    }
    secret = given;
  }
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).for("update");
    if (user?.role !== "admin") throw new DomainError("not-found", `Aucun administrateur avec l'adresse ${email}.`);
    const [row] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
    if (row?.confirmedAt) {
      throw new DomainError(
        "conflict",
        `La double authentification de ${email} est déjà activée (reset-2fa pour l'activer de nouveau).`,
      );
    }
    await tx
      .insert(secondFactors)
      .values({ userId: user.id, secret })
      .onConflictDoUpdate({ target: secondFactors.userId, set: { secret, lastStep: null, createdAt: new Date() } });
    return { userId: user.id, secret, uri: totpFor(secret, input.issuer, user.email).toString() };
  });
}

/** The otpauth:// address drawn as a QR code with the terminal's characters. */
export function terminalQrCode(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: "terminal", small: true });
}

/**
 * Confirms a terminal enrolment: with the first code the administrator's app shows when the terminal can ask for it,
 * without one when it cannot (the terminal's output is then the only copy of the secret). False for a wrong code.
 */
export async function confirmTerminalEnrolment(
  db: Db,
  input: { userId: string; code?: string; now: Date },
): Promise<boolean> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, input.userId));
  if (!row) return false;
  if (input.code !== undefined && !(await acceptTotp(db, input.userId, row.secret, cleaned(input.code), input.now))) {
    return false;
  }
  await db
    .update(secondFactors)
    .set({ confirmedAt: input.now })
    .where(and(eq(secondFactors.userId, input.userId), isNull(secondFactors.confirmedAt)));
  return true;
}

/** Normalises what the administrator typed: digits of a TOTP code, or a recovery code without spaces or dashes. */
const cleaned = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/**
 * Accepts a TOTP code once: the step it belongs to must be later than the last accepted one (the update is
 * conditional, so two requests with the same code cannot both pass). One step of clock drift either way is allowed.
 */
async function acceptTotp(db: Db, userId: string, secret: string, code: string, now: Date): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = totpFor(secret, "x", "x").validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  const updated = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        sql`(${secondFactors.lastStep} is null or ${secondFactors.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: secondFactors.userId });
  return updated.length === 1;
}

async function takeAttempt(db: Db, user: User, now: Date) {
  const slot = await takeSlot(db, SECOND_FACTOR_LIMIT, limitKey(SECOND_FACTOR_LIMIT, { email: user.email }), now);
  if (!slot) throw new DomainError("too-many-requests", TOO_MANY);
}

const newRecoveryCode = () => {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const chars = Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/**
 * Checks a TOTP code or an unused recovery code (spent by this use) and marks the session as having passed. The
 * first time (an account enrolled in the terminal has none yet), makes ten recovery codes and returns them, to be
 * shown once: only their hashes are kept.
 */
export async function verifySecondFactor(
  db: Db,
  input: { user: User; sessionToken: string; code: string; now: Date },
): Promise<{ usedRecoveryCode: boolean; recoveryCodesLeft: number; newRecoveryCodes: string[] | null }> {
  const { user, now } = input;
  await takeAttempt(db, user, now);
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
  if (!row?.confirmedAt) throw new DomainError("invalid", ENROL_IN_TERMINAL);
  const code = cleaned(input.code);
  let usedRecoveryCode = false;
  if (!(await acceptTotp(db, user.id, row.secret, code, now))) {
    const spent = await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.codeHash, hashToken(code)),
          eq(recoveryCodes.userId, user.id),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ codeHash: recoveryCodes.codeHash });
    if (spent.length === 0) throw new DomainError("invalid", WRONG_CODE);
    usedRecoveryCode = true;
  }
  await db
    .update(sessions)
    .set({ secondFactorAt: now })
    .where(eq(sessions.tokenHash, hashToken(input.sessionToken)));
  await clearLimit(db, limitKey(SECOND_FACTOR_LIMIT, { email: user.email }));
  const newRecoveryCodes = usedRecoveryCode ? null : await firstRecoveryCodes(db, user.id, now);
  const left = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return { usedRecoveryCode, recoveryCodesLeft: left[0]?.n ?? 0, newRecoveryCodes };
}

/** Ten recovery codes for an account that never had any (its first sign-in after enrolling); null otherwise. */
async function firstRecoveryCodes(db: Db, userId: string, now: Date): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    // One of two concurrent first sign-ins makes them.
    await tx
      .select({ userId: secondFactors.userId })
      .from(secondFactors)
      .where(eq(secondFactors.userId, userId))
      .for("update");
    const [any] = await tx
      .select({ codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, userId))
      .limit(1);
    if (any) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ codeHash: hashToken(cleaned(code)), userId, createdAt: now })));
    return codes;
  });
}

/** What a session may do in the back office. */
export type AdminAccess =
  | { level: "visitor" }
  | { level: "customer"; user: User }
  /** An administrator who has not passed the second factor in this session (or not enrolled yet, in the terminal). */
  | { level: "admin-pending"; user: User }
  | { level: "admin"; user: User };

/**
 * The back-office access of a session token. An administrator's session counts for at most ADMIN_SESSION_HOURS
 * after it was opened, and only once its second factor is passed.
 */
export async function adminAccess(db: Db, token: string | null, now: Date): Promise<AdminAccess> {
  if (!token) return { level: "visitor" };
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  if (!row) return { level: "visitor" };
  if (row.user.role !== "admin") return { level: "customer", user: row.user };
  const openedFor = now.getTime() - row.session.createdAt.getTime();
  if (openedFor > ADMIN_SESSION_HOURS * 3_600_000) return { level: "visitor" };
  return row.session.secondFactorAt ? { level: "admin", user: row.user } : { level: "admin-pending", user: row.user };
}
