import { randomUUID } from "node:crypto";
import type { Db } from "#server/db/client";
import { sessions, users } from "#server/modules/accounts/schema";
import { newToken } from "#server/modules/accounts/tokens";

/**
 * A verified customer with an open session, written straight into the database: for tests of what a signed-in
 * customer may do, not of how one signs in. The password hash is not a real one: this customer cannot sign in.
 */
export async function createSignedInCustomer(db: Db, email = `client-${randomUUID().slice(0, 8)}@exemple.fr`) {
  const id = randomUUID();
  await db
    .insert(users)
    .values({ id, email, passwordHash: "sans-mot-de-passe", fullName: "Client Test", isVerified: true });
  const { token, hash } = newToken();
  await db.insert(sessions).values({ tokenHash: hash, userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
  return { id, email, token, cookie: `maisonh_session=${token}` };
}

/**
 * An administrator with an open session, written straight into the database. `secondFactor: true` (the default):
 * the session has passed the second factor, as after a real sign-in and TOTP code; false: just signed in.
 */
export async function createSignedInAdmin(
  db: Db,
  options: { email?: string; secondFactor?: boolean; openedAt?: Date } = {},
) {
  const id = randomUUID();
  const email = options.email ?? `admin-${id.slice(0, 8)}@maisonh.fr`;
  await db
    .insert(users)
    .values({ id, email, passwordHash: "sans-mot-de-passe", fullName: "Admin Test", isVerified: true, role: "admin" });
  const { token, hash } = newToken();
  const openedAt = options.openedAt ?? new Date();
  await db.insert(sessions).values({
    tokenHash: hash,
    userId: id,
    createdAt: openedAt,
    expiresAt: new Date(openedAt.getTime() + 8 * 3_600_000),
    secondFactorAt: options.secondFactor === false ? null : openedAt,
  });
  return { id, email, token, cookie: `maisonh_session=${token}`, actor: { id, email } };
}
