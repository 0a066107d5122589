// Back-in-stock alerts (issue 33, decision 111): the rows of « Me prévenir », from the request to the one mail. The
// mails themselves are the workflow's (server/workflows/stock-alerts.ts), queued in these functions' transactions.
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { hashToken, newToken } from "#server/modules/accounts/tokens";
import { products, productVariants, stockAlerts } from "./schema";

export const UNKNOWN_VARIANT = "Cet article n'existe pas ou n'est plus en vente.";
export const NOT_SOLD_OUT = "Cet article est disponible : vous pouvez le commander dès maintenant.";
export const LINK_GONE =
  "Ce lien n'est plus valable : demandez une nouvelle alerte depuis la page du produit, le dernier lien reçu est le seul qui fonctionne.";
export const UNSUBSCRIBE_LINK_GONE = "Ce lien de désabonnement n'est pas valable : vérifiez qu'il est complet.";

/** What a mail about an alert names: the product and its variant, and where to buy it. */
export interface AlertedVariant {
  variantId: string;
  variantLabel: string;
  productId: string;
  productName: string;
  productKind: string;
  /** Its illustration (`/images/products/….svg`), the picture of the alert's mails. */
  productImage: string;
}

const variantColumns = {
  variantId: productVariants.id,
  variantLabel: productVariants.label,
  productId: products.id,
  productName: products.name,
  productKind: products.kind,
  productImage: products.image,
  stock: productVariants.stock,
};

/** A variant one can be alerted about: on sale, with a stock and none left. Else a French refusal. */
async function soldOutVariant(tx: Db, variantId: string): Promise<AlertedVariant> {
  const [row] = await tx
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(productVariants.active, true), eq(products.active, true)));
  if (!row) throw new DomainError("not-found", UNKNOWN_VARIANT, { field: "variant" });
  if (row.stock === null || row.stock > 0) throw new DomainError("invalid", NOT_SOLD_OUT, { field: "variant" });
  const { stock: _, ...variant } = row;
  return variant;
}

export type AlertRequest =
  | { mail: false; state: "pending" | "confirmed" }
  | { mail: true; id: number; confirmToken: string; unsubscribeToken: string; mailedAt: Date; variant: AlertedVariant };

/**
 * Records (or finds) the live alert of an address for a sold-out variant, inside the caller's transaction. A new or
 * pending one whose last confirmation mail is older than `resendAfterMs` gets new links (the previous ones stop
 * working) for a confirmation mail; otherwise nothing is to be mailed. The unique index on live alerts makes
 * concurrent requests find one row, which the lock then serialises.
 */
export async function requestAlert(
  tx: Db,
  input: { variantId: string; email: string; userId: string | null; now: Date; resendAfterMs: number },
): Promise<AlertRequest> {
  const variant = await soldOutVariant(tx, input.variantId);
  await tx.execute(sql`
    insert into stock_alerts (variant_id, email, user_id) values (${input.variantId}, ${input.email}, ${input.userId})
    on conflict (email, variant_id) where state in ('pending', 'confirmed') do nothing`);
  const [alert] = await tx
    .select()
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.email, input.email),
        eq(stockAlerts.variantId, input.variantId),
        inArray(stockAlerts.state, ["pending", "confirmed"]),
      ),
    )
    .for("update");
  if (!alert) throw new Error("alerte introuvable après son insertion");
  if (alert.state !== "pending") return { mail: false, state: "confirmed" };
  if (alert.confirmMailedAt && input.now.getTime() - alert.confirmMailedAt.getTime() < input.resendAfterMs) {
    return { mail: false, state: "pending" };
  }
  const confirm = newToken();
  const unsubscribe = newToken();
  await tx
    .update(stockAlerts)
    .set({
      confirmTokenHash: confirm.hash,
      unsubscribeTokenHash: unsubscribe.hash,
      confirmMailedAt: input.now,
      userId: alert.userId ?? input.userId,
    })
    .where(eq(stockAlerts.id, alert.id));
  return {
    mail: true,
    id: alert.id,
    confirmToken: confirm.token,
    unsubscribeToken: unsubscribe.token,
    mailedAt: input.now,
    variant,
  };
}

/** Confirms the alert of a confirmation link: its variant, and whether it was confirmed just now. */
export async function confirmAlert(db: Db, token: string, now: Date) {
  const hash = hashToken(token);
  const [confirmed] = await db
    .update(stockAlerts)
    .set({ state: "confirmed", confirmedAt: now })
    .where(and(eq(stockAlerts.confirmTokenHash, hash), eq(stockAlerts.state, "pending")))
    .returning({ variantId: stockAlerts.variantId });
  const [alert] = confirmed
    ? [{ ...confirmed, state: "pending" as const }]
    : await db
        .select({ variantId: stockAlerts.variantId, state: stockAlerts.state })
        .from(stockAlerts)
        .where(eq(stockAlerts.confirmTokenHash, hash));
  if (!alert || alert.state === "unsubscribed") throw new DomainError("not-found", LINK_GONE);
  return { variant: await variantOf(db, alert.variantId), justNow: alert.state === "pending" };
}

async function variantOf(db: Db, variantId: string): Promise<AlertedVariant> {
  const [row] = await db
    .select(variantColumns)
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  const { stock: _, ...variant } = row!;
  return variant;
}

/**
 * One-click unsubscribe: the link's alert and every other live alert of its address are ended (« plus d'alerte »).
 * Idempotent: the same link again ends nothing more. Returns how many live alerts it ended.
 */
export async function unsubscribeAlerts(db: Db, token: string, now: Date): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select({ id: stockAlerts.id, email: stockAlerts.email })
      .from(stockAlerts)
      .where(eq(stockAlerts.unsubscribeTokenHash, hashToken(token)));
    if (!alert) throw new DomainError("not-found", UNSUBSCRIBE_LINK_GONE);
    const ended = await tx
      .update(stockAlerts)
      .set({ state: "unsubscribed", unsubscribedAt: now })
      .where(
        and(
          or(eq(stockAlerts.id, alert.id), eq(stockAlerts.email, alert.email)),
          inArray(stockAlerts.state, ["pending", "confirmed"]),
        ),
      )
      .returning({ id: stockAlerts.id });
    return { ended: ended.length };
  });
}

export interface ClaimedAlert extends AlertedVariant {
  id: number;
  email: string;
}

/**
 * Confirmed alerts whose variant can be bought again (on sale, unlimited or with a unit left — whatever raised its
 * stock), oldest request first, locked for the caller's transaction; rows another instance holds are skipped.
 */
export async function claimRestockedAlerts(tx: Db, limit: number): Promise<ClaimedAlert[]> {
  return tx
    .select({ id: stockAlerts.id, email: stockAlerts.email, ...variantColumns })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(stockAlerts.state, "confirmed"),
        eq(productVariants.active, true),
        eq(products.active, true),
        sql`(${productVariants.stock} is null or ${productVariants.stock} > 0)`,
      ),
    )
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id))
    .limit(limit)
    .for("update", { of: stockAlerts, skipLocked: true });
}

/** Marks a claimed alert notified, with its mail's unsubscribe link; false if it was no longer confirmed. */
export async function markNotified(tx: Db, id: number, now: Date): Promise<{ unsubscribeToken: string } | null> {
  const unsubscribe = newToken();
  const [row] = await tx
    .update(stockAlerts)
    .set({ state: "notified", notifiedAt: now, unsubscribeTokenHash: unsubscribe.hash, confirmTokenHash: null })
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.state, "confirmed")))
    .returning({ id: stockAlerts.id });
  return row ? { unsubscribeToken: unsubscribe.token } : null;
}

/** Every variant with alerts waiting (or one product's), most awaited first: the back office's list. */
export async function variantsAwaited(db: Db, productId?: string) {
  return db
    .select({
      variantId: stockAlerts.variantId,
      variantLabel: productVariants.label,
      productId: products.id,
      productName: products.name,
      stock: productVariants.stock,
      confirmed: sql<number>`count(*) filter (where ${stockAlerts.state} = 'confirmed')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${stockAlerts.state} = 'pending')`.mapWith(Number),
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(stockAlerts.state, ["pending", "confirmed"]),
        productId === undefined ? undefined : eq(products.id, productId),
      ),
    )
    .groupBy(stockAlerts.variantId, productVariants.label, products.id, products.name, productVariants.stock)
    .orderBy(sql`count(*) filter (where ${stockAlerts.state} = 'confirmed') desc`, asc(products.name))
    .limit(200);
}

const ofPerson = (person: { email: string; userId: string }) =>
  or(eq(stockAlerts.email, person.email.toLowerCase()), eq(stockAlerts.userId, person.userId));

/** A customer's alerts for the RGPD export: by the account's address or asked while signed in. */
export async function alertsOf(db: Db, person: { email: string; userId: string }) {
  return db
    .select({
      variantId: stockAlerts.variantId,
      email: stockAlerts.email,
      state: stockAlerts.state,
      createdAt: stockAlerts.createdAt,
      confirmedAt: stockAlerts.confirmedAt,
      notifiedAt: stockAlerts.notifiedAt,
      unsubscribedAt: stockAlerts.unsubscribedAt,
    })
    .from(stockAlerts)
    .where(ofPerson(person))
    .orderBy(asc(stockAlerts.id));
}

/** The erasure of an account deletes its alerts (inside the erasure's transaction). */
export async function deleteAlertsOf(tx: Db, person: { email: string; userId: string }): Promise<number> {
  const deleted = await tx.delete(stockAlerts).where(ofPerson(person)).returning({ id: stockAlerts.id });
  return deleted.length;
}

/**
 * The retention (decision 111): an unconfirmed alert is deleted once its last link is too old to be used
 * (`pendingBefore`), a finished one (notified or unsubscribed) after `finishedBefore`.
 */
export async function pruneAlerts(db: Db, cut: { pendingBefore: Date; finishedBefore: Date }): Promise<number> {
  const deleted = await db
    .delete(stockAlerts)
    .where(
      or(
        and(
          eq(stockAlerts.state, "pending"),
          lt(sql`coalesce(${stockAlerts.confirmMailedAt}, ${stockAlerts.createdAt})`, cut.pendingBefore),
        ),
        and(
          inArray(stockAlerts.state, ["notified", "unsubscribed"]),
          lt(sql`coalesce(${stockAlerts.notifiedAt}, ${stockAlerts.unsubscribedAt})`, cut.finishedBefore),
        ),
      ),
    )
    .returning({ id: stockAlerts.id });
  return deleted.length;
}
