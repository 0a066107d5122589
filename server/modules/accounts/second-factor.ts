// The administrators' second factor (docs/decisions/024-back-office-access.md): TOTP (RFC 6238, 6 digits, 30 s,
// SHA-1 as every authenticator app reads it) with the `otpauth` library, and ten single-use recovery codes.
import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/domain-error";
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
  enrolled: boolean;
  /** While not enrolled: the secret to scan (otpauth:// address, as an SVG QR code) and to type by hand. */
  enrolment: { uri: string; secret: string; qrSvg: string } | null;
}

/**
 * Where the administrator stands: enrolled, or the secret to enrol with. The pending secret is written once and
 * shown again until a first right code confirms it, so reloading the page does not change the QR code.
 */
export async function secondFactorState(db: Db, user: User, issuer: string): Promise<SecondFactorState> {
  await db
    .insert(secondFactors)
    .values({ userId: user.id, secret: new Secret({ size: 20 }).base32 })
    .onConflictDoNothing();
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
  if (row!.confirmedAt) return { enrolled: true, enrolment: null };
  const uri = totpFor(row!.secret, issuer, user.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1 });
  return { enrolled: false, enrolment: { uri, secret: row!.secret, qrSvg } };
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
 * Confirms the pending secret with a first right code, marks this session as having passed the second factor and
 * returns ten recovery codes, shown once: only their hashes are kept.
 */
export async function confirmEnrolment(
  db: Db,
  input: { user: User; sessionToken: string; code: string; now: Date },
): Promise<{ recoveryCodes: string[] }> {
  const { user, now } = input;
  await takeAttempt(db, user, now);
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
  if (!row) throw new DomainError("invalid", "Ouvrez d'abord la page d'activation de la double authentification.");
  if (row.confirmedAt) throw new DomainError("conflict", "La double authentification est déjà activée.");
  if (!(await acceptTotp(db, user.id, row.secret, cleaned(input.code), now))) {
    throw new DomainError("invalid", WRONG_CODE);
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const confirmed = await tx
      .update(secondFactors)
      .set({ confirmedAt: now })
      .where(and(eq(secondFactors.userId, user.id), isNull(secondFactors.confirmedAt)))
      .returning({ userId: secondFactors.userId });
    if (confirmed.length === 0) throw new DomainError("conflict", "La double authentification est déjà activée.");
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ codeHash: hashToken(cleaned(code)), userId: user.id, createdAt: now })));
    await tx
      .update(sessions)
      .set({ secondFactorAt: now })
      .where(eq(sessions.tokenHash, hashToken(input.sessionToken)));
  });
  await clearLimit(db, limitKey(SECOND_FACTOR_LIMIT, { email: user.email }));
  return { recoveryCodes: codes };
}

/** Checks a TOTP code or an unused recovery code (spent by this use) and marks the session as having passed. */
export async function verifySecondFactor(
  db: Db,
  input: { user: User; sessionToken: string; code: string; now: Date },
): Promise<{ usedRecoveryCode: boolean; recoveryCodesLeft: number }> {
  const { user, now } = input;
  await takeAttempt(db, user, now);
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, user.id));
  if (!row?.confirmedAt) throw new DomainError("invalid", "Activez d'abord la double authentification.");
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
  const left = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return { usedRecoveryCode, recoveryCodesLeft: left[0]?.n ?? 0 };
}

/** What a session may do in the back office. */
export type AdminAccess =
  | { level: "visitor" }
  | { level: "customer"; user: User }
  /** An administrator who has not passed the second factor in this session (or not enrolled yet). */
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
