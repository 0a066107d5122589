// The customer's address book (decision 113): the checkout's delivery fields (core/delivery-address.ts checks
// them the same way), at most ADDRESS_BOOK_MAX per account, one default — the account's row lock orders concurrent
// changes and the partial unique index `saved_addresses_one_default_uq` forbids a second default whatever happens.
import { and, count, desc, eq } from "drizzle-orm";
import type { ShippingAddress } from "#core/checkout";
import { validateShippingAddress } from "#core/delivery-address";
import type { ShippingCountry } from "#core/pricing";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { savedAddresses, users } from "./schema";

export const ADDRESS_BOOK_MAX = 10;

export type SavedAddressRow = typeof savedAddresses.$inferSelect;
/** An address of the book as the pages and the API show it: the checkout's fields without the e-mail. */
export type SavedAddress = Omit<ShippingAddress, "email"> & { id: number; isDefault: boolean };

const NOT_FOUND = "Adresse introuvable.";

export const savedAddressView = (row: SavedAddressRow): SavedAddress => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  address: row.address,
  address2: row.address2,
  postalCode: row.postalCode,
  city: row.city,
  country: row.country as ShippingCountry,
  isDefault: row.isDefault,
});

/**
 * The address checked like the checkout's (the account's e-mail stands in for the field the book does not keep):
 * the clean fields, or a refusal carrying one French message per field (`errors`) and the first as its message.
 */
export function checkedAddress(input: Record<string, unknown>, accountEmail: string) {
  const checked = validateShippingAddress({ ...input, email: accountEmail });
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    throw new DomainError("invalid", message, { field, errors: checked.errors });
  }
  const { email: _email, ...address } = checked.address;
  return address;
}

export async function listAddresses(db: Db, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), desc(savedAddresses.id));
  return rows.map(savedAddressView);
}

/** The account's row locked: every change of its book waits for the one before it. */
const lockAccount = (tx: Db, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");

async function clearDefault(tx: Db, userId: string) {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
}

/** Adds an address; the first of the book, or one asked so, becomes the default. Refused once the book is full. */
export async function addAddress(
  db: Db,
  userId: string,
  address: Omit<ShippingAddress, "email">,
  options: { makeDefault?: boolean } = {},
): Promise<SavedAddress> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [{ n }] = (await tx.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.userId, userId))) as [
      { n: number },
    ];
    if (n >= ADDRESS_BOOK_MAX) {
      throw new DomainError(
        "conflict",
        `Votre carnet contient déjà ${ADDRESS_BOOK_MAX} adresses : supprimez-en une pour en ajouter une autre.`,
      );
    }
    const isDefault = n === 0 || options.makeDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(savedAddresses)
      .values({ userId, ...address, isDefault })
      .returning();
    return savedAddressView(row!);
  });
}

/** Changes an address of the account's book; another account's, or none, is « introuvable » (404). */
export async function updateAddress(
  db: Db,
  userId: string,
  id: number,
  address: Omit<ShippingAddress, "email">,
): Promise<SavedAddress> {
  const [row] = await db
    .update(savedAddresses)
    .set({ ...address, updatedAt: new Date() })
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
    .returning();
  if (!row) throw new DomainError("not-found", NOT_FOUND);
  return savedAddressView(row);
}

/**
 * The form's or the body's fields saved to the customer's book, checked by `checkedAddress`: added without `id`,
 * else that address changed; `makeDefault` makes it the default.
 */
export async function saveAddress(
  db: Db,
  user: { id: string; email: string },
  fields: Record<string, unknown>,
  options: { id?: number; makeDefault?: boolean } = {},
): Promise<SavedAddress> {
  const address = checkedAddress(fields, user.email);
  if (options.id === undefined) return addAddress(db, user.id, address, { makeDefault: options.makeDefault });
  const saved = await updateAddress(db, user.id, options.id, address);
  if (!options.makeDefault) return saved;
  await setDefaultAddress(db, user.id, options.id);
  return { ...saved, isDefault: true };
}

/** Deletes an address; when it was the default, the newest one left becomes the default. */
export async function deleteAddress(db: Db, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [gone] = await tx
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)))
      .returning();
    if (!gone) throw new DomainError("not-found", NOT_FOUND);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .orderBy(desc(savedAddresses.createdAt), desc(savedAddresses.id))
      .limit(1);
    if (next) await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, next.id));
  });
}

/** Makes the address the account's default (the one the checkout preselects). */
export async function setDefaultAddress(db: Db, userId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [row] = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, userId)));
    if (!row) throw new DomainError("not-found", NOT_FOUND);
    await clearDefault(tx, userId);
    await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, id));
  });
}
