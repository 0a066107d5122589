// The shop's legal identity (decision 093): one row, the LEGAL_* variables only as its first value.
import { and, eq, sql } from "drizzle-orm";
import {
  type LegalField,
  type LegalIdentity,
  type LegalVariable,
  EMPTY_IDENTITY,
  isBlankIdentity,
  LEGAL_FIELD_NAMES,
  LEGAL_FIELDS,
} from "#core/legal-identity";
import type { Db } from "#server/db/client";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { shopIdentity } from "./schema";

const identityOfRow = (row: typeof shopIdentity.$inferSelect): LegalIdentity =>
  Object.fromEntries(LEGAL_FIELD_NAMES.map((field) => [field, row[field]])) as LegalIdentity;

/** Every column empty: the row was never filled in, by the variables or by an administrator. */
const blankRow = and(...LEGAL_FIELD_NAMES.map((field) => eq(shopIdentity[field], "")));

/**
 * The one reader of the identity: the database's row, or `variables` (the LEGAL_* values) while the row is absent or
 * blank — the same rule as the seed, for a process that did not start through the bootstrap (tests, scripts).
 */
export async function readShopIdentity(db: Db, variables: LegalIdentity = EMPTY_IDENTITY): Promise<LegalIdentity> {
  const [row] = await db.select().from(shopIdentity).where(eq(shopIdentity.id, 1));
  const stored = row ? identityOfRow(row) : null;
  return stored && !isBlankIdentity(stored) ? stored : variables;
}

/**
 * At start-up: writes the variables into the row while it is absent or blank (safe with several instances starting
 * at once), then names the variables set to something else than the row — after the first value, the row wins.
 */
export async function seedShopIdentity(db: Db, variables: LegalIdentity): Promise<{ overridden: LegalVariable[] }> {
  await db
    .insert(shopIdentity)
    .values({ id: 1, ...variables })
    .onConflictDoUpdate({ target: shopIdentity.id, set: variables, setWhere: blankRow });
  const stored = await readShopIdentity(db, variables);
  const overridden = LEGAL_FIELD_NAMES.filter((field) => variables[field] !== "" && variables[field] !== stored[field])
    .map((field) => LEGAL_FIELDS[field].variable)
    .filter((variable) => variable !== null);
  return { overridden };
}

/**
 * An administrator's edit: the whole identity replaced, the changed details in the audit log (before and after), in
 * one transaction under the row's lock. `variables` is what the shop showed while the row was blank.
 */
export async function saveShopIdentity(
  db: Db,
  actor: Actor,
  next: LegalIdentity,
  variables: LegalIdentity = EMPTY_IDENTITY,
  clock = new Date(),
): Promise<{ changed: LegalField[] }> {
  return db.transaction(async (tx) => {
    await tx.insert(shopIdentity).values({ id: 1 }).onConflictDoNothing({ target: shopIdentity.id });
    await tx.execute(sql`select 1 from ${shopIdentity} where ${shopIdentity.id} = 1 for update`);
    const current = await readShopIdentity(tx, variables);
    const changed = LEGAL_FIELD_NAMES.filter((field) => current[field] !== next[field]);
    if (changed.length === 0) return { changed };
    await tx
      .update(shopIdentity)
      .set({ ...next, updatedAt: clock, updatedBy: actor.email })
      .where(eq(shopIdentity.id, 1));
    await recordAudit(
      tx,
      actor,
      {
        action: "shop.identity",
        entity: "shop_identity",
        entityId: "1",
        before: Object.fromEntries(changed.map((field) => [field, current[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
      },
      clock,
    );
    return { changed };
  });
}
