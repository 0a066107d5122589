// The codes that belong to one account (welcome code, loyalty vouchers), as the back office shows them.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { promoCodes, promoRedemptions } from "./schema";

export interface PersonalCodeView {
  code: string;
  name: string;
  description: string;
  valueCents: number;
  minimumAmountCents: number;
  maximumUses: number | null;
  /** Uses confirmed by a payment. */
  currentUses: number;
  /** Held by an order waiting for its payment. */
  reservedUses: number;
  active: boolean;
  validUntil: Date | null;
  createdAt: Date;
  /** The orders whose payment used the code (confirmed uses). */
  usedByOrderIds: string[];
}

/** The account's personal codes, oldest first, with the orders that used them. */
export async function personalCodesOf(db: Db, userId: string): Promise<PersonalCodeView[]> {
  const codes = await db
    .select()
    .from(promoCodes)
    .where(eq(promoCodes.ownerUserId, userId))
    .orderBy(asc(promoCodes.createdAt), asc(promoCodes.code));
  if (codes.length === 0) return [];
  const uses = await db
    .select({ code: promoRedemptions.code, orderId: promoRedemptions.orderId })
    .from(promoRedemptions)
    .where(
      and(
        inArray(
          promoRedemptions.code,
          codes.map((c) => c.code),
        ),
        eq(promoRedemptions.status, "confirmed"),
      ),
    )
    .orderBy(asc(promoRedemptions.createdAt));
  return codes.map((c) => ({
    code: c.code,
    name: c.name,
    description: c.description,
    valueCents: c.value,
    minimumAmountCents: c.minimumAmountCents,
    maximumUses: c.maximumUses,
    currentUses: c.currentUses,
    reservedUses: c.reservedUses,
    active: c.active,
    validUntil: c.validUntil,
    createdAt: c.createdAt,
    usedByOrderIds: uses.filter((u) => u.code === c.code).map((u) => u.orderId),
  }));
}

/** Deactivates the account's personal codes never used (erasure, decision 035); used ones stay as the sales' record. */
export async function deactivateUnusedPersonalCodes(tx: Db, userId: string): Promise<number> {
  const rows = await tx
    .update(promoCodes)
    .set({ active: false })
    .where(and(eq(promoCodes.ownerUserId, userId), eq(promoCodes.currentUses, 0), eq(promoCodes.active, true)))
    .returning({ code: promoCodes.code });
  return rows.length;
}
