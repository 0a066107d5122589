// Labels for the orders to prepare, from the back office's list (issue 32, decision 107): each selected order's label
// made by the one-order workflow (its own attempt, call and answer, decision 104), the answers reported per order;
// and the selected orders' label PDFs merged into one file to print in one go.
import { PDFDocument } from "pdf-lib";
import { type BulkLabelResult, bulkLabelsSummary, DEFAULT_LABEL_WEIGHT_GRAMS } from "#core/bulk-labels";
import { parisDay } from "#core/promo-rules";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { findOrderByReference } from "#server/modules/orders/back-office";
import { openShipmentOf } from "#server/modules/shipping/labels/shipments";
import { type CoverParcel, labelsCoverPdf } from "#server/modules/shipping/labels/cover";
import { LABEL_METHOD_NAMES } from "#server/modules/shipping/carrier/simulated-label";
import type { Order } from "#server/modules/orders/service";
import { clock, type ShopContext } from "./context";
import { CARRIER_SILENT, createLabel, LABEL_EXISTS, labelPdf, parcelOf } from "./shipping-labels";

/** Orders asked of the carrier at the same time: a batch of 50 is not 50 calls in a row, nor 50 at once. */
export const BULK_LABELS_AT_ONCE = 4;
/** After this many carrier silences in one batch, the orders not asked yet are left for a later click. */
export const BULK_SILENCES_BEFORE_PAUSE = 3;

const NOT_ASKED = "Pas demandée : le transporteur ne répond pas. Réessayez dans quelques minutes.";

const answer = (
  reference: string,
  outcome: BulkLabelResult["outcome"],
  message: string,
  trackingNumber: string | null = null,
): BulkLabelResult => ({ reference, outcome, message, trackingNumber });

/** An order whose label another request made or is making: said so, with its number when known. */
async function existing(db: Db, reference: string): Promise<BulkLabelResult> {
  const order = await findOrderByReference(db, reference);
  const open = order && (await openShipmentOf(db, order.id));
  if (open?.status === "requested") {
    return answer(reference, "existing", "Étiquette déjà en cours de création : rien de plus demandé.");
  }
  const number = open?.trackingNumber ?? null;
  return answer(
    reference,
    "existing",
    `Avait déjà une étiquette${number ? ` (n° ${number})` : ""} : rien de créé.`,
    number,
  );
}

/** The weight typed for the whole batch, else the order's own estimate (decision 109), else the default. */
async function parcelWeightOf(db: Db, reference: string, typed: number | null): Promise<number> {
  if (typed !== null) return typed;
  const order = await findOrderByReference(db, reference);
  return order?.parcelWeightGrams ?? DEFAULT_LABEL_WEIGHT_GRAMS;
}

async function oneLabel(
  ctx: ShopContext,
  actor: Actor,
  reference: string,
  weightGrams: number | null,
): Promise<BulkLabelResult> {
  try {
    const made = await createLabel(ctx, actor, reference, await parcelWeightOf(ctx.db, reference, weightGrams));
    return answer(reference, "created", `Étiquette créée : n° ${made.trackingNumber}.`, made.trackingNumber);
  } catch (err) {
    if (err instanceof DomainError) {
      return err.message === LABEL_EXISTS ? existing(ctx.db, reference) : answer(reference, "error", err.message);
    }
    ctx.logger.error({ err, reference }, "étiquette en lot : erreur inattendue");
    return answer(reference, "error", "Erreur inattendue : réessayez pour cette commande.");
  }
}

/**
 * Creates the label of each selected order (references unique, in the list's order), a few at a time; an order that
 * already has an open label is reported, never given a second one, and one order's failure does not stop the
 * others. The batch itself is audited once, with what happened to each order.
 */
export async function createLabels(
  ctx: ShopContext,
  actor: Actor,
  references: readonly string[],
  /** One weight for every parcel; null: each order's estimate. */
  weightGrams: number | null,
): Promise<{ results: BulkLabelResult[]; message: string }> {
  const results: BulkLabelResult[] = new Array(references.length);
  let next = 0;
  let silences = 0;
  const worker = async () => {
    for (let i = next++; i < references.length; i = next++) {
      const reference = references[i]!;
      if (silences >= BULK_SILENCES_BEFORE_PAUSE) {
        results[i] = answer(reference, "error", NOT_ASKED);
        continue;
      }
      results[i] = await oneLabel(ctx, actor, reference, weightGrams);
      if (results[i]!.message === CARRIER_SILENT) silences++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_LABELS_AT_ONCE, references.length) }, worker));
  const message = bulkLabelsSummary(results);
  await ctx.db.transaction((tx) =>
    recordAudit(
      tx,
      actor,
      {
        action: "labels.bulk-create",
        entity: "shipping_labels",
        entityId: references.join(", "),
        after: {
          weight_grams: weightGrams ?? "estimé pour chaque commande",
          summary: message,
          orders: results.map(({ reference, outcome, message: said }) => ({ reference, outcome, message: said })),
        },
      },
      clock(ctx),
    ),
  );
  return { results, message };
}

/** A printed label's line on the cover: the order, whom the parcel is for, its carrier and how it travels. */
function coverParcel(order: Order, carrier: string | null): CoverParcel {
  // The addressee and method the label was made for (a gift's recipient, a pickup point): the weight plays no part.
  const { addressee, method } = parcelOf(order, 0);
  const travel = [carrier, LABEL_METHOD_NAMES[method]].filter(Boolean).join(" · ");
  return { reference: order.reference, recipient: addressee.name, travel };
}

/**
 * The created labels of the selected orders in one PDF, in the selection's order, each page at its own size (the
 * carriers' 10 × 15 cm), after a cover page at that size listing them (decision 122); the orders without one are
 * named. Null when none of them has a label.
 */
export async function labelsPdf(ctx: ShopContext, references: readonly string[]) {
  const merged = await PDFDocument.create();
  const printed: string[] = [];
  const parcels: CoverParcel[] = [];
  const missing: string[] = [];
  for (const reference of references) {
    const label = await labelPdf(ctx.db, reference);
    const source = label && (await PDFDocument.load(label.body).catch(() => null));
    if (!source) {
      if (label) ctx.logger.warn({ reference }, "étiquette illisible : laissée hors du PDF groupé");
      missing.push(reference);
      continue;
    }
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
    printed.push(reference);
    parcels.push(coverParcel(label.order, label.carrier));
  }
  if (printed.length === 0) return null;
  const now = clock(ctx);
  // The cover first, at the labels' size: what the pile is, in its order (decision 122).
  const cover = await PDFDocument.load(await labelsCoverPdf({ shopName: ctx.shopName, printedAt: now, parcels }));
  const coverPages = await merged.copyPages(cover, cover.getPageIndices());
  coverPages.forEach((page, index) => merged.insertPage(index, page));
  merged.setTitle(`Étiquettes — ${printed.join(", ")}`);
  return {
    filename: `etiquettes-${parisDay(now)}-${printed.length}.pdf`,
    body: Buffer.from(await merged.save()),
    printed,
    missing,
  };
}
