// The promo manager (spec §2 Promo admin): list, statistics, create, edit, switch on or off, delete. Each change is
// written with its audit entry in one transaction. Refusals are DomainErrors in French (the form's own rules are in
// core/promo-rules.ts); money is stored in cents, the rules read euros and percent.
import { and, asc, count, desc, eq, isNotNull, isNull, sql, sum } from "drizzle-orm";
import { normaliseCode } from "#core/codes";
import { centsToEuros, eurosToCents } from "#core/money";
import {
  PROMO_FIELDS,
  type PromoDraft,
  type PromoField,
  promoDraftErrors,
  type PromoRuleContext,
  validUntilInstant,
} from "#core/promo-rules";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { promotionCategories } from "#server/modules/catalog/service";
import { promoCodes, promoRedemptions } from "./schema";
import type { PromoCode } from "./service";
import { countOf } from "#core/french-plural";

export type PersonalKind = "bienvenue" | "fidelite";

/** A welcome or loyalty code belongs to one account: read-only here. Null for the shop's own codes. */
export function personalKind(promo: Pick<PromoCode, "code" | "ownerUserId">): PersonalKind | null {
  if (promo.ownerUserId === null) return null;
  return promo.code.startsWith("FIDELITE") ? "fidelite" : "bienvenue";
}

/** A code as the spec's API shows it: amounts in euros or percent (cents beside them), personal codes flagged. */
export function promoCodeView(promo: PromoCode) {
  const draft = draftOf(promo);
  return {
    code: promo.code,
    name: promo.name,
    description: promo.description,
    type: promo.type,
    value: draft.value,
    bundle_size: promo.bundleSize,
    minimum_amount: draft.minimumAmount,
    minimum_amount_cents: promo.minimumAmountCents,
    maximum_amount: draft.maximumAmount,
    maximum_amount_cents: promo.maximumAmountCents,
    maximum_uses: promo.maximumUses,
    free_shipping: promo.freeShipping,
    active: promo.active,
    category_restriction: promo.categoryRestriction,
    valid_until: promo.validUntil?.toISOString() ?? null,
    current_uses: promo.currentUses,
    reserved_uses: promo.reservedUses,
    uses_per_customer: promo.usesPerCustomer,
    personal: promo.ownerUserId !== null,
    personal_kind: personalKind(promo),
    created_at: promo.createdAt.toISOString(),
  };
}

export type PromoCodeView = ReturnType<typeof promoCodeView>;

/** The statistics as the spec's API shows them (`global_stats` and `total_uses` at the top). */
export function promoStatsView(stats: Awaited<ReturnType<typeof promoStats>>) {
  return {
    global_stats: {
      total_codes: stats.totalCodes,
      active_codes: stats.activeCodes,
      personal_codes: stats.personalCodes,
      total_uses: stats.totalUses,
      total_savings: centsToEuros(stats.totalSavingsCents),
      total_savings_cents: stats.totalSavingsCents,
    },
    total_uses: stats.totalUses,
  };
}

export type PromoStatsView = ReturnType<typeof promoStatsView>;

/** A stored code in the rules' units (euros, percent). */
export function draftOf(promo: PromoCode): PromoDraft {
  return {
    code: promo.code,
    name: promo.name,
    description: promo.description,
    type: promo.type,
    value: promo.type === "percentage" ? promo.value / 100 : centsToEuros(promo.value),
    bundleSize: promo.bundleSize,
    minimumAmount: centsToEuros(promo.minimumAmountCents),
    maximumAmount: promo.maximumAmountCents === null ? null : centsToEuros(promo.maximumAmountCents),
    maximumUses: promo.maximumUses,
    freeShipping: promo.freeShipping,
    active: promo.active,
    categoryRestriction: promo.categoryRestriction,
    validUntil: promo.validUntil === null ? null : promo.validUntil.toISOString(),
  };
}

/** What the table stores for a checked draft. */
function rowOf(draft: PromoDraft) {
  const code = normaliseCode(draft.code);
  return {
    code,
    name: draft.name.trim() || code,
    description: draft.description.trim(),
    type: draft.type,
    // Hundredths of a percent, or cents: both are the value × 100 rounded by the shop's rule.
    value: draft.type === "free_shipping" ? 0 : eurosToCents(draft.value),
    bundleSize: draft.type === "bundle" ? draft.bundleSize : null,
    minimumAmountCents: eurosToCents(draft.minimumAmount),
    maximumAmountCents: draft.maximumAmount === null ? null : eurosToCents(draft.maximumAmount),
    maximumUses: draft.maximumUses,
    freeShipping: draft.type === "free_shipping" ? true : draft.freeShipping,
    active: draft.active,
    categoryRestriction: draft.categoryRestriction,
    validUntil: draft.validUntil === null ? null : validUntilInstant(draft.validUntil),
  };
}

/** Refuses a draft with its first broken rule (the form's order), naming the field. */
function check(draft: PromoDraft, context: PromoRuleContext) {
  const errors = promoDraftErrors(draft, context);
  const field = PROMO_FIELDS.find((f) => errors[f]);
  if (field) throw new DomainError("invalid", errors[field]!, { field, errors });
}

/** The audit's picture of a code: its fields in the rules' units. */
const snapshot = (promo: PromoCode) => ({ ...draftOf(promo), currentUses: promo.currentUses });

const PERSONAL_READ_ONLY =
  "Les codes personnels (bienvenue, fidélité) appartiennent au compte d'un client : ils ne se modifient pas ici.";

async function lockCode(tx: Db, rawCode: string): Promise<PromoCode> {
  const code = normaliseCode(rawCode);
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for("update");
  if (!promo) throw new DomainError("not-found", `Le code promo ${code} n'existe pas.`);
  if (promo.ownerUserId !== null) throw new DomainError("forbidden", PERSONAL_READ_ONLY);
  return promo;
}

/** The shop's codes (oldest first) and the customers' personal codes (newest first, `personalLimit` at most). */
export async function listPromoCodes(db: Db, options: { personalLimit?: number } = {}) {
  const [shared, personal, [personalCount]] = await Promise.all([
    db.select().from(promoCodes).where(isNull(promoCodes.ownerUserId)).orderBy(asc(promoCodes.createdAt)),
    db
      .select()
      .from(promoCodes)
      .where(isNotNull(promoCodes.ownerUserId))
      .orderBy(desc(promoCodes.createdAt), asc(promoCodes.code))
      .limit(options.personalLimit ?? 10_000),
    db.select({ n: count() }).from(promoCodes).where(isNotNull(promoCodes.ownerUserId)),
  ]);
  return { shared, personal, personalCount: personalCount?.n ?? 0 };
}

/**
 * The statistics card: the shop's codes (total, active), and every use confirmed by a payment — the personal codes'
 * included — with the discount it gave. An unpaid order's use is only reserved and not counted; a refund that gives
 * the use back takes it out.
 */
export async function promoStats(db: Db) {
  const [[codes], [uses], personal] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${promoCodes.active})`.mapWith(Number),
      })
      .from(promoCodes)
      .where(isNull(promoCodes.ownerUserId)),
    db
      .select({ uses: count(), savings: sum(promoRedemptions.discountCents).mapWith(Number) })
      .from(promoRedemptions)
      .where(eq(promoRedemptions.status, "confirmed")),
    db.$count(promoCodes, isNotNull(promoCodes.ownerUserId)),
  ]);
  return {
    totalCodes: codes?.total ?? 0,
    activeCodes: codes?.active ?? 0,
    personalCodes: personal,
    totalUses: uses?.uses ?? 0,
    totalSavingsCents: uses?.savings ?? 0,
  };
}

/** A new code of the shop. 409 when the code exists (personal codes included). */
export async function createPromoCode(db: Db, actor: Actor, draft: PromoDraft, now = new Date()): Promise<PromoCode> {
  check(draft, { now, categories: await promotionCategories(db) });
  const values = rowOf(draft);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(promoCodes).values(values).onConflictDoNothing().returning();
    if (!created) throw new DomainError("conflict", `Le code ${values.code} existe déjà.`, { field: "code" });
    await recordAudit(tx, actor, {
      action: "promo.create",
      entity: "promo_code",
      entityId: created.code,
      after: snapshot(created),
    });
    return created;
  });
}

/** Changes the fields given (the code itself stays); the merged code must follow every rule. */
export async function updatePromoCode(
  db: Db,
  actor: Actor,
  rawCode: string,
  changes: Partial<Omit<PromoDraft, "code">>,
  now = new Date(),
): Promise<PromoCode> {
  const categories = await promotionCategories(db);
  return db.transaction(async (tx) => {
    const before = await lockCode(tx, rawCode);
    const defined = Object.entries(changes).filter(([, value]) => value !== undefined);
    const draft: PromoDraft = { ...draftOf(before), ...Object.fromEntries(defined), code: before.code };
    check(draft, { now, categories, changed: new Set(defined.map(([field]) => field as PromoField)) });
    const used = before.currentUses + before.reservedUses;
    if (draft.maximumUses !== null && draft.maximumUses < used) {
      throw new DomainError(
        "invalid",
        `Ce code compte déjà ${countOf(used, "utilisation")} : le maximum ne peut pas être inférieur.`,
        { field: "maximumUses" },
      );
    }
    const [after] = await tx.update(promoCodes).set(rowOf(draft)).where(eq(promoCodes.code, before.code)).returning();
    await recordAudit(tx, actor, {
      action: "promo.update",
      entity: "promo_code",
      entityId: before.code,
      before: snapshot(before),
      after: snapshot(after!),
    });
    return after!;
  });
}

/** Switches a code on or off. */
export async function togglePromoCode(db: Db, actor: Actor, rawCode: string): Promise<PromoCode> {
  return db.transaction(async (tx) => {
    const before = await lockCode(tx, rawCode);
    const [after] = await tx
      .update(promoCodes)
      .set({ active: !before.active })
      .where(eq(promoCodes.code, before.code))
      .returning();
    await recordAudit(tx, actor, {
      action: after!.active ? "promo.activate" : "promo.deactivate",
      entity: "promo_code",
      entityId: before.code,
      before: { active: before.active },
      after: { active: after!.active },
    });
    return after!;
  });
}

export const DELETED_MESSAGE = "Code supprimé avec succès !";

/**
 * Deletes a code nobody used. A code that paid orders used, or that orders awaiting payment hold, is switched off
 * instead (its history stays with the orders' figures), and the message says so.
 */
export async function deletePromoCode(
  db: Db,
  actor: Actor,
  rawCode: string,
): Promise<{ deleted: boolean; deactivated: boolean; message: string; code: string }> {
  return db.transaction(async (tx) => {
    const before = await lockCode(tx, rawCode);
    const uses = await tx
      .select({ status: promoRedemptions.status, n: count() })
      .from(promoRedemptions)
      .where(and(eq(promoRedemptions.code, before.code), sql`${promoRedemptions.status} <> 'released'`))
      .groupBy(promoRedemptions.status);
    const paid = uses.find((u) => u.status === "confirmed")?.n ?? 0;
    const pending = uses.find((u) => u.status === "reserved")?.n ?? 0;
    if (paid > 0 || pending > 0) {
      await tx.update(promoCodes).set({ active: false }).where(eq(promoCodes.code, before.code));
      const message =
        paid > 0
          ? `Le code ${before.code} a servi à ${countOf(paid, "commande payée", "commandes payées")} : il a été désactivé au lieu d'être supprimé, pour garder l'historique.`
          : `Des commandes en attente de paiement utilisent le code ${before.code} : il a été désactivé au lieu d'être supprimé.`;
      await recordAudit(tx, actor, {
        action: "promo.deactivate",
        entity: "promo_code",
        entityId: before.code,
        before: { active: before.active },
        after: { active: false, reason: paid > 0 ? "utilisé par des commandes payées" : "commandes en attente" },
      });
      return { deleted: false, deactivated: true, message, code: before.code };
    }
    await tx.delete(promoCodes).where(eq(promoCodes.code, before.code));
    await recordAudit(tx, actor, {
      action: "promo.delete",
      entity: "promo_code",
      entityId: before.code,
      before: snapshot(before),
    });
    return { deleted: true, deactivated: false, message: DELETED_MESSAGE, code: before.code };
  });
}

export { promotionCategories };
