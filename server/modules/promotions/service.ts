import { and, eq, inArray, sql } from "drizzle-orm";
import { normaliseCode } from "#core/codes";
import { computeDiscount, type PricedLine, type PromoTerms } from "#core/pricing";
import { formatEuros } from "#core/money";
import type { Db } from "#server/db/client";
import { promoCodes, promoRedemptions } from "./schema";

export type PromoCode = typeof promoCodes.$inferSelect;

export function termsOf(promo: PromoCode): PromoTerms {
  return {
    type: promo.type,
    value: promo.type === "percentage" ? promo.value / 100 : promo.value,
    bundleSize: promo.bundleSize,
    minimumAmountCents: promo.minimumAmountCents,
    maximumAmountCents: promo.maximumAmountCents,
    freeShipping: promo.freeShipping,
    categoryRestriction: promo.categoryRestriction,
  };
}

export type Evaluation =
  | { valid: true; promo: PromoCode; discountCents: number; freeShipping: boolean; message: string }
  | { valid: false; promo: PromoCode | null; message: string };

const dateFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

const CATEGORY_LABELS: Record<string, string> = {
  miel: "aux miels",
  parfum: "aux parfums",
  autres: "à la collection Autres",
  coffret: "aux coffrets",
};

/**
 * Says whether a code applies to these lines, and what it gives. Never counts a use.
 * `customer` (when known) is used for personal codes and per-customer limits.
 */
export async function evaluateCode(
  db: Db,
  input: {
    code: string;
    lines: readonly PricedLine[];
    now?: Date;
    customer?: { userId?: string | null; email?: string | null };
    /** Where the code's row is read (default: the database); a cached read for an answer only shown. */
    findCode?: (code: string) => Promise<PromoCode | undefined>;
  },
): Promise<Evaluation> {
  const code = normaliseCode(input.code);
  const promo = await (input.findCode ?? ((c: string) => findCode(db, c)))(code);
  if (!promo) return { valid: false, promo: null, message: "Code promo inconnu. Vérifiez son orthographe." };
  if (!promo.active) return { valid: false, promo, message: "Ce code promo n'est plus actif." };
  const now = input.now ?? new Date();
  if (promo.validUntil && promo.validUntil < now) {
    return { valid: false, promo, message: `Ce code promo a expiré le ${dateFr.format(promo.validUntil)}.` };
  }
  if (promo.ownerUserId && promo.ownerUserId !== input.customer?.userId) {
    return {
      valid: false,
      promo,
      message: "Ce code est personnel : connectez-vous au compte auquel il est rattaché pour l'utiliser.",
    };
  }
  const userId = input.customer?.userId ?? null;
  if (promo.usesPerCustomer !== null && !userId) return { valid: false, promo, message: SIGNED_IN_ONLY };
  if (promo.maximumUses !== null && promo.currentUses + promo.reservedUses >= promo.maximumUses) {
    return { valid: false, promo, message: "Ce code promo a atteint son nombre maximal d'utilisations." };
  }
  if (promo.usesPerCustomer !== null && userId) {
    const used = await accountUses(db, promo.code, userId);
    if (used >= promo.usesPerCustomer) {
      return { valid: false, promo, message: "Vous avez déjà utilisé ce code promo." };
    }
  }
  const subtotal = input.lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  if (subtotal < promo.minimumAmountCents) {
    return {
      valid: false,
      promo,
      message: `Ce code est valable dès ${formatEuros(promo.minimumAmountCents)} d'achat : il vous manque ${formatEuros(promo.minimumAmountCents - subtotal)}.`,
    };
  }
  const result = computeDiscount(termsOf(promo), input.lines);
  if (result.eligibleSubtotalCents === 0) {
    const target = promo.categoryRestriction
      ? (CATEGORY_LABELS[promo.categoryRestriction] ?? `à la catégorie ${promo.categoryRestriction}`)
      : null;
    return {
      valid: false,
      promo,
      message: target
        ? `Ce code s'applique uniquement ${target} : aucun article de votre panier n'est concerné.`
        : "Ce code ne s'applique à aucun article de votre panier.",
    };
  }
  if (promo.type === "bundle" && result.discountCents === 0) {
    return {
      valid: false,
      promo,
      message: `Ce code s'applique par lot de ${promo.bundleSize} ${promo.categoryRestriction === "parfum" ? "parfums" : "articles"} : ajoutez-en à votre panier.`,
    };
  }
  const message =
    result.discountCents > 0
      ? `Code ${promo.code} appliqué : ${formatEuros(result.discountCents)} de réduction${result.freeShipping ? " et livraison offerte" : ""}.`
      : `Code ${promo.code} appliqué : livraison offerte.`;
  return { valid: true, promo, discountCents: result.discountCents, freeShipping: result.freeShipping, message };
}

/** A code's row (already normalised), or undefined. */
export async function findCode(db: Db, code: string): Promise<PromoCode | undefined> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return promo;
}

/** A typed e-mail proves nothing: a once-per-customer code is counted per account, so a guest must sign in. */
export const SIGNED_IN_ONLY =
  "Ce code est réservé aux clients connectés : connectez-vous ou créez un compte pour l'utiliser.";

async function accountUses(db: Db, code: string, userId: string): Promise<number> {
  return db.$count(
    promoRedemptions,
    and(
      eq(promoRedemptions.code, code),
      eq(promoRedemptions.customerUserId, userId),
      inArray(promoRedemptions.status, ["reserved", "confirmed"]),
    ),
  );
}

export class PromoUnavailableError extends Error {}

/** reserved_uses + 1, only while reserved + confirmed uses stay below maximum_uses (the row is locked meanwhile). */
function holdOneUse(tx: Db, code: string, mustBeActive: boolean) {
  return tx
    .update(promoCodes)
    .set({ reservedUses: sql`${promoCodes.reservedUses} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        mustBeActive ? eq(promoCodes.active, true) : undefined,
        sql`(${promoCodes.maximumUses} is null or ${promoCodes.currentUses} + ${promoCodes.reservedUses} < ${promoCodes.maximumUses})`,
      ),
    )
    .returning();
}

/**
 * Holds one use of a code for an order, inside the caller's transaction. The conditional update makes
 * reserved + confirmed uses never exceed maximum_uses, however many orders race for the last one.
 */
export async function reserveUse(
  tx: Db,
  input: { code: string; orderId: string; customerEmail: string; userId?: string | null; discountCents: number },
): Promise<void> {
  const code = normaliseCode(input.code);
  const email = input.customerEmail.trim().toLowerCase();
  const userId = input.userId ?? null;
  const [held] = await holdOneUse(tx, code, true);
  if (!held) throw new PromoUnavailableError("Ce code promo a atteint son nombre maximal d'utilisations.");
  if (held.usesPerCustomer !== null) {
    if (!userId) throw new PromoUnavailableError(SIGNED_IN_ONLY);
    // The row lock taken above serialises the reservations of this code, so the count below is exact.
    if ((await accountUses(tx, code, userId)) >= held.usesPerCustomer) {
      throw new PromoUnavailableError("Vous avez déjà utilisé ce code promo.");
    }
  }
  await tx.insert(promoRedemptions).values({
    code,
    orderId: input.orderId,
    customerEmail: email,
    customerUserId: userId,
    discountCents: input.discountCents,
  });
}

/** The order was paid: its reserved use becomes a real one. Idempotent. */
export async function confirmUse(tx: Db, input: { code: string; orderId: string }): Promise<boolean> {
  return moveRedemption(tx, input, "confirmed", {
    reservedUses: sql`${promoCodes.reservedUses} - 1`,
    currentUses: sql`${promoCodes.currentUses} + 1`,
  });
}

/** The order expired or was cancelled before payment: its reserved use is given back. Idempotent. */
export async function releaseUse(tx: Db, input: { code: string; orderId: string }): Promise<boolean> {
  return moveRedemption(tx, input, "released", { reservedUses: sql`${promoCodes.reservedUses} - 1` });
}

/**
 * A paid order was refunded in full: its use of the code is given back (the code may be used again, and a
 * once-per-customer code by this customer). Idempotent.
 */
export async function refundUse(tx: Db, input: { code: string; orderId: string }): Promise<boolean> {
  return moveRedemption(
    tx,
    input,
    "released",
    { currentUses: sql`greatest(${promoCodes.currentUses} - 1, 0)` },
    "confirmed",
  );
}

async function moveRedemption(
  tx: Db,
  input: { code: string; orderId: string },
  status: "confirmed" | "released",
  counters: Partial<Record<"reservedUses" | "currentUses", ReturnType<typeof sql>>>,
  from: "reserved" | "confirmed" = "reserved",
): Promise<boolean> {
  const code = normaliseCode(input.code);
  const [moved] = await tx
    .update(promoRedemptions)
    .set({ status })
    .where(
      and(
        eq(promoRedemptions.code, code),
        eq(promoRedemptions.orderId, input.orderId),
        eq(promoRedemptions.status, from),
      ),
    )
    .returning({ id: promoRedemptions.id });
  if (!moved) return false;
  await tx.update(promoCodes).set(counters).where(eq(promoCodes.code, code));
  return true;
}

/** What a late payment's claim on its code's use gave: the use back, or why not and the discount it cost. */
export type ReclaimedUse = { ok: true } | { ok: false; reason: "exhausted" | "already-used"; discountCents: number };

/**
 * A payment arrived for an order whose use had been released (paid after expiry): takes the use back if the code
 * still has one and, for a once-per-customer or personal code, if the customer has not used it since on another
 * order (decision 078). Otherwise nothing is counted and the caller flags the order with the discount granted.
 */
export async function reclaimUse(tx: Db, input: { code: string; orderId: string }): Promise<ReclaimedUse> {
  const code = normaliseCode(input.code);
  const [use] = await tx
    .select()
    .from(promoRedemptions)
    .where(
      and(
        eq(promoRedemptions.code, code),
        eq(promoRedemptions.orderId, input.orderId),
        eq(promoRedemptions.status, "released"),
      ),
    );
  // No released use: nothing to take back (confirmUse then has nothing to confirm either).
  if (!use) return { ok: true };
  const refused = (reason: "exhausted" | "already-used") => ({
    ok: false as const,
    reason,
    discountCents: use.discountCents,
  });
  // A customer who already paid keeps the code's terms even if an administrator switched it off since.
  const [held] = await holdOneUse(tx, code, false);
  if (!held) {
    // A personal code has a single use, its owner's: exhausted means used by this customer on another order.
    const promo = await findCode(tx, code);
    return refused(promo?.ownerUserId ? "already-used" : "exhausted");
  }
  // The code's row is locked by the update above: the count is exact.
  if (held.usesPerCustomer !== null && use.customerUserId) {
    if ((await accountUses(tx, code, use.customerUserId)) >= held.usesPerCustomer) {
      await tx
        .update(promoCodes)
        .set({ reservedUses: sql`${promoCodes.reservedUses} - 1` })
        .where(eq(promoCodes.code, code));
      return refused("already-used");
    }
  }
  await tx.update(promoRedemptions).set({ status: "reserved" }).where(eq(promoRedemptions.id, use.id));
  return { ok: true };
}

/** A code for one customer (welcome, loyalty reward): a fixed amount, usable once, by its owner only. */
export interface PersonalCode {
  code: string;
  name: string;
  description: string;
  valueCents: number;
  ownerUserId: string;
  minimumAmountCents?: number;
  validUntil?: Date;
}

export async function createPersonalCode(tx: Db, input: PersonalCode): Promise<void> {
  await tx.insert(promoCodes).values({
    code: input.code,
    name: input.name,
    description: input.description,
    type: "fixed_amount",
    value: input.valueCents,
    ...(input.minimumAmountCents === undefined ? {} : { minimumAmountCents: input.minimumAmountCents }),
    maximumUses: 1,
    ownerUserId: input.ownerUserId,
    ...(input.validUntil === undefined ? {} : { validUntil: input.validUntil }),
  });
}

/**
 * Withdraws a personal code never used nor held by an order waiting for its payment: it can no longer be used and
 * its description says why. False when it was used or is held (it stays the customer's). Inside the caller's
 * transaction; the conditional update takes the code's row lock, as a checkout holding it does.
 */
export async function withdrawUnusedCode(tx: Db, input: { code: string; reason: string }): Promise<boolean> {
  const withdrawn = await tx
    .update(promoCodes)
    .set({ active: false, description: sql`${promoCodes.description} || ${` — ${input.reason}`}` })
    .where(and(eq(promoCodes.code, input.code), eq(promoCodes.currentUses, 0), eq(promoCodes.reservedUses, 0)))
    .returning({ code: promoCodes.code });
  return withdrawn.length > 0;
}

/** How many times each of these codes was used (unknown codes are left out). */
export async function usesOfCodes(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: promoCodes.code, uses: promoCodes.currentUses })
    .from(promoCodes)
    .where(inArray(promoCodes.code, codes));
  return new Map(rows.map((row) => [row.code, row.uses]));
}

/** The code the home page and the FAQ advertise. */
export const ADVERTISED_CODE = "PROMO5";
/** The perfume packs the perfume pages and the basket advertise, smallest first. */
export const ADVERTISED_PACKS = ["PACK50", "PACK3PARFUMS"] as const;

export interface AdvertisedOffers {
  /** The advertised code's discount and the order from which it applies; null when it is not active. */
  code: { code: string; discountCents: number; minimumCents: number; freeShipping: boolean } | null;
  /** The active packs: so many perfumes for a price. */
  packs: { code: string; size: number; priceCents: number }[];
}

/** What the storefront's texts say of the codes ("2 parfums pour 50 €"), from the codes themselves. */
export async function advertisedOffers(db: Db): Promise<AdvertisedOffers> {
  const rows = await db
    .select()
    .from(promoCodes)
    .where(and(inArray(promoCodes.code, [ADVERTISED_CODE, ...ADVERTISED_PACKS]), eq(promoCodes.active, true)));
  const live = rows.filter((row) => !row.validUntil || row.validUntil > new Date());
  const code = live.find((row) => row.code === ADVERTISED_CODE && row.type === "fixed_amount");
  return {
    code: code
      ? {
          code: code.code,
          discountCents: code.value,
          minimumCents: code.minimumAmountCents,
          freeShipping: code.freeShipping,
        }
      : null,
    packs: ADVERTISED_PACKS.flatMap((id) => {
      const pack = live.find((row) => row.code === id && row.type === "bundle" && row.bundleSize);
      return pack ? [{ code: pack.code, size: pack.bundleSize!, priceCents: pack.value }] : [];
    }),
  };
}
