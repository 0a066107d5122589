// The customer's online declaration of withdrawal (Code de la consommation L221-18, L221-21), decision 040: from the
// order page, for its owner or the holder of the confirmation mail's link; stored once, audited, acknowledged by mail.
import { countOf } from "#core/french-plural";
import { formatEuros } from "#core/money";
import {
  declarableUnits,
  lastDayText,
  UNOPENED_REFUSAL,
  UNOPENED_STATEMENT,
  WITHDRAWAL_STATEMENT,
  withdrawalWindow,
} from "#core/withdrawal";
import { DomainError } from "#server/lib/domain-error";
import type { Actor } from "#server/modules/audit/service";
import { recordAudit } from "#server/modules/audit/service";
import { composeMail } from "#server/modules/mail/service";
import { findOrderByReference } from "#server/modules/orders/back-office";
import { mailImageUrl } from "#server/modules/mail/compose";
import { findOrderForViewer, linesOf, type Order, type OrderViewer } from "#server/modules/orders/service";
import {
  closeWithdrawal,
  insertWithdrawal,
  openWithdrawalOf,
  type Withdrawal,
  type WithdrawalLine,
  withdrawalsOf,
} from "#server/modules/orders/withdrawals";
import { clock, type ShopContext } from "./context";

/** A line chosen, with the units sent back (all its units left when not given). */
export interface ChosenLine {
  lineId: number;
  quantity?: number;
}

export interface WithdrawalRequest {
  /** Every line in full, or the lines chosen. */
  lines: "all" | ChosenLine[];
  /** The customer confirms the items are unopened (the CGV's hygiene exceptions). */
  unopened: boolean;
}

/**
 * The page's form posted: the lines checked (`ligne`), each with its units (`quantite-<line id>`; all its units
 * left when absent), and the confirmation (`intacts`). Odd values are refused by the workflow in French.
 */
export function withdrawalFromForm(form: FormData): WithdrawalRequest {
  const ids = form
    .getAll("ligne")
    .map(Number)
    .filter((id) => Number.isSafeInteger(id));
  return {
    lines: ids.map((lineId) => {
      const units = form.get(`quantite-${lineId}`);
      return typeof units === "string" && units.trim() !== "" ? { lineId, quantity: Number(units) } : { lineId };
    }),
    unopened: form.get("intacts") === "on",
  };
}

const NOT_FOUND = "Commande introuvable. Utilisez le lien de votre e-mail de confirmation ou connectez-vous.";

const dateTimeFr = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});

/** What the order page shows of a declaration. */
export function withdrawalView(w: Withdrawal) {
  return {
    id: w.id,
    allLines: w.allLines,
    lines: w.lines,
    createdAt: w.createdAt.toISOString(),
    processedAt: w.processedAt?.toISOString() ?? null,
  };
}

export type WithdrawalView = ReturnType<typeof withdrawalView>;

/** The order page's withdrawal block: the window and the open declaration, for whoever may see the order. */
export async function withdrawalStateFor(ctx: ShopContext, reference: string, viewer: OrderViewer) {
  const found = await findOrderForViewer(ctx.db, reference, viewer);
  if (!found) return null;
  const window = withdrawalWindow(found.order, clock(ctx));
  const open = await openWithdrawalOf(ctx.db, found.order.id);
  const units = open ? new Map<number, number>() : await unitsLeft(ctx.db, found.order.id);
  return {
    open: window.open,
    lastDay: window.deadline ? lastDayText(window.deadline) : null,
    refusal: window.open ? null : window.reason,
    request: open ? withdrawalView(open) : null,
    /** The units of each line a declaration may cover now (the form's quantities). */
    declarable: [...units].map(([lineId, quantity]) => ({ lineId, quantity })),
  };
}

/** Each line's units not refunded nor covered by an earlier declaration. */
async function unitsLeft(db: ShopContext["db"], orderId: string) {
  const [lines, earlier] = await Promise.all([linesOf(db, orderId), withdrawalsOf(db, orderId)]);
  return declarableUnits(
    lines.map((l) => ({ lineId: l.id, quantity: l.quantity, refundedQuantity: l.refundedQuantity })),
    earlier.flatMap((w) => w.lines),
  );
}

export type WithdrawalState = NonNullable<Awaited<ReturnType<typeof withdrawalStateFor>>>;

/**
 * Records the declaration and queues its acknowledgement in one transaction, the order's row locked: a second
 * submission (double click, two tabs, concurrent requests) finds the open declaration and sends no second mail.
 */
export async function declareWithdrawal(
  ctx: ShopContext,
  reference: string,
  viewer: OrderViewer,
  request: WithdrawalRequest,
): Promise<{ withdrawal: WithdrawalView; created: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const found = await findOrderForViewer(tx, reference, viewer, { lock: true });
    if (!found) throw new DomainError("not-found", NOT_FOUND);
    const { order, via } = found;
    const existing = await openWithdrawalOf(tx, order.id);
    if (existing) return { withdrawal: existing, created: false, mailId: null };
    const now = clock(ctx);
    const window = withdrawalWindow(order, now);
    if (!window.open) throw new DomainError("conflict", window.reason);
    if (!request.unopened) throw new DomainError("invalid", UNOPENED_REFUSAL, { field: "unopened" });
    const orderLines = await linesOf(tx, order.id);
    const lines = chosenLines(orderLines, await unitsLeft(tx, order.id), request.lines);
    const customerName = [order.shippingAddress?.firstName, order.shippingAddress?.lastName].filter(Boolean).join(" ");
    const created = await insertWithdrawal(tx, {
      orderId: order.id,
      allLines: lines.allLines,
      lines: lines.lines,
      unopenedConfirmed: true,
      customerName: customerName || (order.email ?? ""),
      customerEmail: order.email ?? "",
      via,
      createdAt: now,
    });
    // The unique index of open declarations is the last guard: a concurrent insert that won is returned.
    if (!created) return { withdrawal: (await openWithdrawalOf(tx, order.id))!, created: false, mailId: null };
    const actor: Actor = { id: order.userId ?? `invite:${order.reference}`, email: order.email ?? "" };
    await recordAudit(
      tx,
      actor,
      {
        action: "order.withdrawal",
        entity: "order",
        entityId: order.reference,
        after: { lines: lines.lines.map((l) => `${l.quantity} × ${l.name}`), all_lines: created.allLines, via },
      },
      now,
    );
    const mailId = order.email ? await ctx.mailer.queue(tx, acknowledgement(ctx, order, created, orderLines)) : null;
    return { withdrawal: created, created: true, mailId };
  });
  if (result.mailId !== null) await ctx.mailer.deliver(result.mailId);
  return { withdrawal: withdrawalView(result.withdrawal), created: result.created };
}

const invalidLines = (message: string) => new DomainError("invalid", message, { field: "lines" });

/**
 * The lines the declaration covers, each with its units: a chosen line must be one of the order's with units left,
 * once, for 1 to its units left (all of them when not given). `allLines`: every unit left of every line.
 */
function chosenLines(
  lines: Awaited<ReturnType<typeof linesOf>>,
  units: Map<number, number>,
  chosen: "all" | ChosenLine[],
): { lines: WithdrawalLine[]; allLines: boolean } {
  const left = lines.filter((l) => units.has(l.id));
  const picked =
    chosen === "all"
      ? left.map((l) => ({ lineId: l.id, quantity: units.get(l.id)! }))
      : chosen.map(unitsOf(left, units));
  if (picked.length === 0) throw invalidLines("Choisissez au moins un article de la commande.");
  if (new Set(picked.map((p) => p.lineId)).size !== picked.length) {
    throw invalidLines("Chaque article ne peut être choisi qu'une fois.");
  }
  return {
    lines: left.flatMap((l) => {
      const pick = picked.find((p) => p.lineId === l.id);
      return pick ? [{ lineId: l.id, name: l.name, quantity: pick.quantity }] : [];
    }),
    allLines: left.every((l) => picked.some((p) => p.lineId === l.id && p.quantity === units.get(l.id))),
  };
}

/** One chosen line checked against what is left of it. */
const unitsOf =
  (left: Awaited<ReturnType<typeof linesOf>>, units: Map<number, number>) =>
  (choice: ChosenLine): { lineId: number; quantity: number } => {
    const line = left.find((l) => l.id === choice.lineId);
    if (!line)
      throw invalidLines("Un des articles choisis ne fait pas partie de cette commande, ou n'est plus à retourner.");
    const most = units.get(line.id)!;
    const quantity = choice.quantity ?? most;
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > most) {
      throw invalidLines(
        most === 1
          ? `« ${line.name} » : une seule unité peut être retournée.`
          : `« ${line.name} » : de 1 à ${countOf(most, "unité")} peuvent être retournées.`,
      );
    }
    return { lineId: line.id, quantity };
  };

/**
 * L221-21: the acknowledgement on a durable medium, with the declaration's content: the lines returned with their
 * pictures (decision 119, `orderLines` give them), then the declaration's facts.
 */
function acknowledgement(
  ctx: ShopContext,
  order: Order,
  w: Withdrawal,
  orderLines: Awaited<ReturnType<typeof linesOf>>,
) {
  const address = order.shippingAddress;
  const postal = address
    ? [address.address, address.address2, `${address.postalCode} ${address.city}`, address.country]
        .filter(Boolean)
        .join(", ")
    : "";
  return {
    ...composeMail({
      shopName: ctx.shopName,
      publicUrl: ctx.publicUrl,
      to: order.email!,
      subject: `Accusé de réception de votre rétractation — commande ${order.reference} — ${ctx.shopName}`,
      greeting: address?.firstName ? `Bonjour ${address.firstName},` : "Bonjour,",
      paragraphs: [
        `Nous avons bien reçu, le ${dateTimeFr.format(w.createdAt)}, votre déclaration de rétractation pour la commande ${order.reference} (passée le ${dateTimeFr.format(order.createdAt)}, ${formatEuros(order.totalCents)}). Ce message en est l'accusé de réception (article L221-21 du Code de la consommation).`,
        "Votre déclaration :",
        `« ${WITHDRAWAL_STATEMENT} »`,
      ],
      items: w.lines.map((l) => ({
        name: l.name,
        amount: countOf(l.quantity, "article"),
        image: mailImageUrl(ctx.publicUrl, orderLines.find((o) => o.id === l.lineId)?.image),
      })),
      rows: [
        { label: "Nom du consommateur", value: w.customerName },
        ...(postal ? [{ label: "Adresse", value: postal }] : []),
        { label: "Date de la déclaration", value: dateTimeFr.format(w.createdAt) },
      ],
      closing: [
        `Vous avez confirmé : « ${UNOPENED_STATEMENT} »`,
        "Renvoyez les articles au plus tard 14 jours après cette déclaration, à l'adresse indiquée dans nos conditions générales de vente ; les frais de retour sont à votre charge. Nous vous rembourserons tous les montants versés pour ces articles, et la livraison standard si toute la commande est retournée, au plus tard 14 jours après réception de votre déclaration, par le moyen de paiement utilisé ; nous pouvons attendre d'avoir reçu les articles (article L221-24).",
      ],
      action: order.userId
        ? { label: "Voir ma commande", url: `${ctx.publicUrl}/commandes/${order.reference}` }
        : undefined,
    }),
    dedupeKey: `withdrawal:${w.id}`,
  };
}

/** The team has dealt with the declaration (parcel received, refund made): it leaves the dashboard's list. */
export async function processWithdrawal(ctx: ShopContext, actor: Actor, reference: string) {
  return ctx.db.transaction(async (tx) => {
    const now = clock(ctx);
    const found = await findOrderByReference(tx, reference);
    if (!found) throw new DomainError("not-found", "Commande introuvable.");
    const closed = await closeWithdrawal(tx, found.id, actor.email, now);
    if (!closed) throw new DomainError("conflict", "Cette commande n'a pas de rétractation en attente.");
    await recordAudit(
      tx,
      actor,
      { action: "order.withdrawal_processed", entity: "order", entityId: reference, after: { withdrawal: closed.id } },
      now,
    );
    return withdrawalView(closed);
  });
}
