// Lots of honey and Shilajit (EU Regulation 178/2002 art. 18, decision 038): the back office's lots (each change
// audited in its transaction), the lots shipped when an order is prepared, the recall of a lot, and what the
// storefront shows of them.
import { randomBytes } from "node:crypto";
import { type LotDraft, lotDraftErrors } from "#core/lots";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import { type Actor, recordAudit } from "#server/modules/audit/service";
import { type TraceableProduct, traceableProducts, variantsOf } from "#server/modules/catalog/traceable";
import { composeMail } from "#server/modules/mail/service";
import { checkPdf } from "#server/modules/media/documents";
import { analysisKey, type MediaStore } from "#server/modules/media/media-files";
import { linesWithIds, ordersWithIds } from "#server/modules/orders/by-ids";
import type { OrderLine } from "#server/modules/orders/service";
import { seedLots } from "#server/modules/lots/seed";
import {
  allocationsOfLot,
  currentLotOf,
  currentLotsByVariant,
  findLot,
  findLotByCode,
  insertLot,
  listLots,
  type Lot,
  lockLot,
  lockLotsForLine,
  lotsForLine,
  recallNoticesOf,
  recordRecallNotices,
  setAnalysisKey,
  takeFromLot,
  updateLot,
} from "#server/modules/lots/service";
import { clock, type ShopContext } from "./context";

export type LotContext = Pick<ShopContext, "db" | "mailer" | "publicUrl" | "shopName" | "logger" | "now"> & {
  media: MediaStore;
};

const NOT_FOUND = "Lot introuvable.";
const ENTITY = "lot";

/** The demonstration lots for the catalogue's honeys and Shilajit (added when missing). */
export async function seedDemoLots(db: Db): Promise<number> {
  return seedLots(db, await traceableProducts(db));
}

/** What the pages and the API show of a lot. */
export function lotView(lot: Lot, product?: Pick<TraceableProduct, "name" | "kind" | "variants">) {
  const variant = product?.variants.find((v) => v.id === lot.variantId);
  return {
    id: lot.id,
    code: lot.code,
    productId: lot.productId,
    productName: product?.name ?? lot.productId,
    productKind: product?.kind ?? null,
    variantId: lot.variantId,
    format: variant?.label ?? null,
    harvestDate: lot.harvestDate,
    bestBefore: lot.bestBefore,
    region: lot.region,
    producer: lot.producer,
    quantityReceived: lot.quantityReceived,
    remaining: lot.remaining,
    moisturePercent: lot.moisturePercent,
    hmfMgKg: lot.hmfMgKg,
    diastase: lot.diastase,
    pollenSummary: lot.pollenSummary,
    analysisKey: lot.analysisKey,
  };
}
export type LotView = ReturnType<typeof lotView>;

/** The public page's and the product page's part of a lot: nothing of stock or of who bought it. */
export function publicLotView(lot: Lot, product?: Pick<TraceableProduct, "name" | "kind" | "variants">) {
  const { id: _id, quantityReceived: _received, remaining: _remaining, ...shown } = lotView(lot, product);
  return shown;
}
export type PublicLotView = ReturnType<typeof publicLotView>;

/** The honeys and Shilajit with their lots, for the back office (one product when asked). */
export async function lotsOverview(db: Db, productId?: string) {
  const products = await traceableProducts(db, productId);
  const all = await listLots(
    db,
    products.map((p) => p.id),
  );
  return products.map((product) => ({
    id: product.id,
    name: product.name,
    kind: product.kind,
    active: product.active,
    variants: product.variants,
    lots: all.filter((lot) => lot.productId === product.id).map((lot) => lotView(lot, product)),
  }));
}

/** The lot's product must exist, and its format be one of the product's for a honey (none for the Shilajit). */
async function checkedDraft(db: Db, draft: LotDraft): Promise<TraceableProduct> {
  const errors = lotDraftErrors(draft);
  const [product] = draft.productId ? await traceableProducts(db, draft.productId) : [];
  if (!product && !errors.productId) errors.productId = "Produit inconnu : choisissez un miel ou le Shilajit.";
  if (product?.kind === "honey" && !product.variants.some((v) => v.id === draft.variantId)) {
    errors.variantId = "Choisissez le format du lot (50 g, 90 g ou 250 g).";
  }
  if (product && product.kind !== "honey" && draft.variantId !== null) {
    errors.variantId = "Un lot de ce produit couvre toutes ses offres : ne choisissez pas de format.";
  }
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field && message) throw new DomainError("invalid", message, { field, errors });
  return product!;
}

const auditFields = (lot: Lot) => {
  const { createdAt: _c, updatedAt: _u, ...fields } = lot;
  return fields;
};

export async function createLot(ctx: LotContext, actor: Actor, draft: LotDraft) {
  const product = await checkedDraft(ctx.db, draft);
  return ctx.db.transaction(async (tx) => {
    const now = clock(ctx);
    const lot = await insertLot(tx, draft, now);
    await recordAudit(
      tx,
      actor,
      { action: "lot.create", entity: ENTITY, entityId: lot.code, after: auditFields(lot) },
      now,
    );
    return lotView(lot, product);
  });
}

export async function editLot(ctx: LotContext, actor: Actor, id: string, draft: LotDraft) {
  const product = await checkedDraft(ctx.db, draft);
  return ctx.db.transaction(async (tx) => {
    const lot = await lockLot(tx, id);
    if (!lot) throw new DomainError("not-found", NOT_FOUND);
    if (lot.productId !== draft.productId || lot.variantId !== draft.variantId) {
      if (lot.remaining !== lot.quantityReceived) {
        throw new DomainError("conflict", "Ce lot a déjà été expédié : son produit et son format ne changent plus.", {
          field: "productId",
        });
      }
    }
    const now = clock(ctx);
    const after = await updateLot(tx, lot, draft, now);
    await recordAudit(
      tx,
      actor,
      {
        action: "lot.update",
        entity: ENTITY,
        entityId: after.code,
        before: auditFields(lot),
        after: auditFields(after),
      },
      now,
    );
    return lotView(after, product);
  });
}

/** Checks the PDF by its bytes, stores it, then points the lot at it (the previous file removed after the commit). */
export async function uploadLotAnalysis(ctx: LotContext, actor: Actor, id: string, bytes: Uint8Array) {
  checkPdf(bytes);
  if (!(await findLot(ctx.db, id))) throw new DomainError("not-found", NOT_FOUND);
  const key = analysisKey(randomBytes(12).toString("hex"));
  await ctx.media.put(key, bytes, "application/pdf");
  let previous: string | null = null;
  try {
    await ctx.db.transaction(async (tx) => {
      const lot = await lockLot(tx, id);
      if (!lot) throw new DomainError("not-found", NOT_FOUND);
      previous = lot.analysisKey;
      const now = clock(ctx);
      await setAnalysisKey(tx, id, key, now);
      await recordAudit(
        tx,
        actor,
        {
          action: "lot.analysis",
          entity: ENTITY,
          entityId: lot.code,
          before: { analysisKey: lot.analysisKey },
          after: { analysisKey: key, bytes: bytes.byteLength },
        },
        now,
      );
    });
  } catch (err) {
    await removeQuietly(ctx, [key]);
    throw err;
  }
  if (previous) await removeQuietly(ctx, [previous]);
  return key;
}

async function removeQuietly(ctx: LotContext, keys: string[]) {
  try {
    await ctx.media.remove(keys);
  } catch (err) {
    ctx.logger.warn({ err, count: keys.length }, "rapport d'analyse non supprimé du stockage");
  }
}

/** Every order that received units of the lot, oldest first, and whether its customer was told of the recall. */
export async function lotRecipients(db: Db, lotId: string) {
  const allocations = await allocationsOfLot(db, lotId);
  const [orders, lines, notices] = await Promise.all([
    ordersWithIds(db, [...new Set(allocations.map((a) => a.orderId))]),
    linesWithIds(db, [...new Set(allocations.map((a) => a.orderLineId))]),
    recallNoticesOf(db, lotId),
  ]);
  return orders.map((order) => {
    const email = order.email?.toLowerCase() ?? null;
    const mine = allocations.filter((a) => a.orderId === order.id);
    return {
      reference: order.reference,
      email,
      customerName: order.shippingAddress
        ? `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim()
        : "",
      firstName: order.shippingAddress?.firstName ?? null,
      userId: order.userId,
      preparedAt: order.preparingAt?.toISOString() ?? null,
      lines: mine.map((a) => ({ name: lines.find((l) => l.id === a.orderLineId)?.name ?? "", quantity: a.quantity })),
      notifiedAt: notices.find((n) => n.email === email)?.sentAt.toISOString() ?? null,
    };
  });
}
export type LotRecipient = Awaited<ReturnType<typeof lotRecipients>>[number];

/** One lot with its product, the orders that received it and the recall notices, for its back-office page. */
export async function lotDetail(db: Db, id: string) {
  const lot = await findLot(db, id);
  if (!lot) return null;
  const [[product], recipients] = await Promise.all([traceableProducts(db, lot.productId), lotRecipients(db, id)]);
  return { lot: lotView(lot, product), recipients, product: product ?? null };
}

/**
 * Sends the French recall mail to every customer who received the lot and was not told yet: once per customer
 * and lot (a unique index), whatever the clicks or the administrators sending at once; audited.
 */
export async function sendLotRecall(ctx: LotContext, actor: Actor, id: string) {
  const result = await ctx.db.transaction(async (tx) => {
    const lot = await lockLot(tx, id);
    if (!lot) throw new DomainError("not-found", NOT_FOUND);
    const [[product], recipients] = await Promise.all([traceableProducts(tx, lot.productId), lotRecipients(tx, id)]);
    const byEmail = new Map<string, LotRecipient[]>();
    for (const r of recipients) if (r.email) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r]);
    const now = clock(ctx);
    const told = await recordRecallNotices(tx, {
      lotId: lot.id,
      emails: [...byEmail.keys()],
      actorEmail: actor.email,
      at: now,
    });
    const productName = product?.name ?? lot.productId;
    const mailIds: number[] = [];
    for (const email of told) {
      const orders = byEmail.get(email)!;
      const mailId = await ctx.mailer.queue(tx, {
        ...composeMail({
          shopName: ctx.shopName,
          publicUrl: ctx.publicUrl,
          to: email,
          subject: `Rappel du lot ${lot.code} — ${productName} — ${ctx.shopName}`,
          greeting: orders[0]?.firstName ? `Bonjour ${orders[0].firstName},` : "Bonjour,",
          paragraphs: [
            `Par précaution, nous rappelons le lot ${lot.code} de « ${productName} », que vous avez reçu avec ${
              orders.length > 1 ? "les commandes" : "la commande"
            } ${orders.map((o) => o.reference).join(", ")}.`,
            "Merci de ne pas consommer ce produit. Vous pouvez le rapporter ou le détruire : nous vous le remboursons ou vous l'échangeons, sans frais.",
            "Répondez simplement à ce message ou contactez notre service client : nous nous occupons de tout.",
          ],
          rows: [
            { label: "Lot", value: lot.code },
            { label: "Produit", value: productName },
            { label: "À consommer de préférence avant", value: lot.bestBefore.split("-").reverse().join("/") },
          ],
          action: { label: "Voir la fiche du lot", url: `${ctx.publicUrl}/lot/${lot.code}` },
        }),
        dedupeKey: `rappel-lot:${lot.id}:${email}`,
      });
      if (mailId !== null) mailIds.push(mailId);
    }
    if (told.length > 0) {
      await recordAudit(
        tx,
        actor,
        {
          action: "lot.recall",
          entity: ENTITY,
          entityId: lot.code,
          after: { notified: told, orders: recipients.filter((r) => r.email && told.includes(r.email)).length },
        },
        now,
      );
    }
    return {
      sent: told.length,
      alreadyTold: byEmail.size - told.length,
      withoutEmail: recipients.length - [...byEmail.values()].flat().length,
      mailIds,
    };
  });
  for (const mailId of result.mailIds) await ctx.mailer.deliver(mailId);
  const { mailIds: _ids, ...counts } = result;
  return counts;
}

/** Per order line, the lot an administrator picked instead of the oldest one. */
export type LotPicks = ReadonlyMap<number, string>;

/** Only honey and wellness lines take lots; the units a line ships are its unrefunded articles times its pack. */
async function traceableLines(db: Db, lines: OrderLine[]) {
  const variants = await variantsOf(
    db,
    lines.map((l) => l.variantId),
  );
  return lines.flatMap((line) => {
    const variant = variants.get(line.variantId);
    if (!variant || (variant.kind !== "honey" && variant.kind !== "wellness")) return [];
    const units = (line.quantity - line.refundedQuantity) * variant.packUnits;
    return units > 0 ? [{ line, variant, units }] : [];
  });
}

/**
 * Inside the preparation's transaction (the order locked): records for each honey or Shilajit line the lot(s) it
 * ships and takes the units from them, under their row locks. By default the oldest lots (best-before, then
 * harvest) with units left, as many as the line needs; a picked lot must cover its line alone. Not enough units:
 * a French refusal, and nothing of the preparation is kept.
 */
export async function allocateOrderLots(tx: Db, orderId: string, lines: OrderLine[], picks: LotPicks = new Map()) {
  const tracked = await traceableLines(tx, lines);
  for (const lineId of picks.keys()) {
    if (!tracked.some((t) => t.line.id === lineId)) {
      throw new DomainError("invalid", "Ce choix de lot ne correspond à aucune ligne de miel ou de Shilajit.");
    }
  }
  // Always in the same order (product, format), so two preparations lock lots in one order and cannot deadlock.
  tracked.sort((a, b) => a.variant.productId.localeCompare(b.variant.productId) || a.line.id - b.line.id);
  const taken: { line: string; code: string; quantity: number }[] = [];
  for (const { line, variant, units } of tracked) {
    const candidates = await lockLotsForLine(tx, variant.productId, line.variantId);
    const picked = picks.get(line.id);
    let plan: { lot: Lot; quantity: number }[] = [];
    if (picked) {
      const lot = candidates.find((c) => c.id === picked);
      if (!lot || lot.remaining < units) {
        throw new DomainError(
          "conflict",
          `Le lot choisi pour « ${line.name} » n'a plus assez d'unités (il en faut ${units}) : choisissez-en un autre.`,
        );
      }
      plan = [{ lot, quantity: units }];
    } else {
      let left = units;
      for (const lot of candidates) {
        if (left === 0) break;
        const quantity = Math.min(left, lot.remaining);
        plan.push({ lot, quantity });
        left -= quantity;
      }
      if (left > 0) {
        throw new DomainError(
          "conflict",
          `Les lots de « ${line.name} » n'ont plus assez d'unités (il en faut ${units}, il en reste ${units - left}) : enregistrez la réception d'un lot avant de préparer cette commande.`,
        );
      }
    }
    for (const { lot, quantity } of plan) {
      const ok = await takeFromLot(tx, { lotId: lot.id, orderId, orderLineId: line.id, quantity });
      if (!ok) throw new DomainError("conflict", `Le lot ${lot.code} n'a plus assez d'unités : réessayez.`);
      taken.push({ line: line.name, code: lot.code, quantity });
    }
  }
  return taken;
}

/** For an order still to prepare: each honey or Shilajit line's lots with units left, the default first. */
export async function lotChoices(db: Db, lines: OrderLine[]) {
  const tracked = await traceableLines(db, lines);
  return Promise.all(
    tracked.map(async ({ line, variant, units }) => ({
      lineId: line.id,
      name: line.name,
      units,
      lots: (await lotsForLine(db, variant.productId, line.variantId)).map((lot) => ({
        id: lot.id,
        code: lot.code,
        remaining: lot.remaining,
        bestBefore: lot.bestBefore,
      })),
    })),
  );
}

/** The public page of a lot; null for an unknown code. */
export async function publicLot(db: Db, code: string) {
  const lot = await findLotByCode(db, code);
  if (!lot) return null;
  const [product] = await traceableProducts(db, lot.productId);
  return { ...publicLotView(lot, product), productActive: product?.active ?? false };
}

/** The lot each format of a product is sold from now, by variant id, for the honey page (the chosen format's). */
export async function currentPublicLotsByFormat(db: Db, productId: string): Promise<Record<string, PublicLotView>> {
  const [product] = await traceableProducts(db, productId);
  if (!product) return {};
  const current = await currentLotsByVariant(
    db,
    productId,
    product.variants.map((v) => v.id),
  );
  return Object.fromEntries([...current].map(([variantId, lot]) => [variantId, publicLotView(lot, product)]));
}

/** The lot a product is sold from now, for its page; null when none is left. */
export async function currentPublicLot(db: Db, productId: string) {
  const lot = await currentLotOf(db, productId);
  if (!lot) return null;
  const [product] = await traceableProducts(db, productId);
  return publicLotView(lot, product);
}
