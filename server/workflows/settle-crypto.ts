import { formatEuros } from "#core/money";
import { clock, type ShopContext } from "./context";
import { type EventRef, flagOrder, fulfilOrder, releaseOrder, type SettleOutcome } from "./settle-payment";
import { awaitsPayment } from "#server/modules/orders/order-states";
import { findOrder, findOrderBySession, type Order, setOrderFields } from "#server/modules/orders/service";
import type { ProviderSession } from "#server/modules/payments/card-provider";
import { isPaymentEventRecorded, recordPaymentEvent } from "#server/modules/payments/events";
import type { CryptoInvoice, CryptoWebhook } from "#server/modules/crypto/provider";

// What a crypto invoice's state means for its order. The provider's word is always re-fetched before acting (a
// webhook only says "look again"), and every outcome goes through the card payments' own workflows: the one
// idempotent fulfilment, the release of reservations, and notes for the administrator.

/**
 * While a payment seen on time waits for its confirmations (status Processing), the order keeps its stock and code
 * for as long as BTCPay keeps watching the invoice by default (one day), instead of expiring after 15 minutes.
 */
export const CONFIRMATION_WINDOW_MINUTES = 24 * 60;

/** The provider name recorded with each delivery in `payment_events` (distinct from the card simulator's). */
export function eventSource(ctx: Pick<ShopContext, "crypto">): string {
  return ctx.crypto.name === "btcpay" ? "btcpay" : "crypto-simulated";
}

function received(invoice: CryptoInvoice): string {
  const p = invoice.payment;
  if (!p) return "";
  return ` : ${p.paid} ${p.currency} reçus pour ${p.amount} ${p.currency} attendus`;
}

/** The administrator's notes, in French, one per situation (the same text for the same facts: noted once). */
export const cryptoNotes = {
  partial: (i: CryptoInvoice) =>
    `Paiement crypto incomplet sur la facture ${i.id}${received(i)}. Commande non payée : attendre le complément ou rembourser le client.`,
  partialExpired: (i: CryptoInvoice) =>
    `Facture crypto ${i.id} expirée après un paiement incomplet${received(i)}. Commande non payée, stock et code libérés : rembourser ou contacter le client.`,
  late: (i: CryptoInvoice) =>
    `Paiement crypto reçu après l'expiration de la facture ${i.id}${received(i)} : commande honorée, vérifier la confirmation de la transaction.`,
  over: (i: CryptoInvoice) =>
    `Paiement crypto supérieur au montant dû sur la facture ${i.id}${received(i)} : rembourser l'excédent au client.`,
  marked: (i: CryptoInvoice) => `Facture crypto ${i.id} marquée payée manuellement dans BTCPay.`,
  invalid: (i: CryptoInvoice) =>
    `Facture crypto ${i.id} invalide (${i.additionalStatus === "Marked" ? "marquée invalide manuellement" : "paiement non confirmé à temps"})${received(i)}. Commande non payée, stock et code libérés : vérifier si des fonds ont été reçus.`,
  amountMismatch: (i: CryptoInvoice, order: Order) =>
    `Montant de la facture crypto ${i.id} (${formatEuros(i.amountCents ?? 0)}) différent du total de la commande (${formatEuros(order.totalCents)}).`,
};

/** What the card workflows read of a payment, for a crypto invoice. */
function sessionOf(invoice: CryptoInvoice): ProviderSession {
  return {
    id: invoice.id,
    status: "complete",
    paymentStatus: "paid",
    // The amount actually received is in crypto: differences are noted from the invoice's own statuses.
    amountTotalCents: null,
    currency: "eur",
    orderId: invoice.orderId,
    customerEmail: invoice.buyerEmail,
    shipping: null,
  };
}

const isRecorded = (ctx: ShopContext, ref: EventRef) => isPaymentEventRecorded(ctx.db, ref);

/** Notes a delivery that needs no action; "duplicate-event" when it was already noted. */
const recordOnly = (ctx: ShopContext, ref: EventRef, orderId: string | null) =>
  recordPaymentEvent(ctx.db, ref, orderId);

/**
 * Acts on an invoice's state, fetched from the provider:
 * - Settled → paid by the one fulfilment (with a note when over-paid, paid late or marked by hand);
 * - Expired with nothing paid → reservations released; paid late → honoured with a note; under-paid → flagged and
 *   released;
 * - Invalid → flagged and released; New and under-paid → flagged, still open for the rest;
 * - Processing → still waiting for confirmations: the order keeps its reservations longer.
 * Without `event` (the status page), nothing is written when nothing changes.
 */
export async function settleCryptoInvoice(
  ctx: ShopContext,
  order: Order,
  invoice: CryptoInvoice,
  event?: EventRef,
): Promise<SettleOutcome> {
  const fulfil = (notes: string[]) => {
    if (invoice.amountCents !== null && invoice.amountCents !== order.totalCents) {
      notes.push(cryptoNotes.amountMismatch(invoice, order));
    }
    // A poll (no event) of an order no longer awaiting a payment only reads it: a webhook's "paid" for a refunded or
    // cancelled order is recorded and flagged by fulfilOrder.
    if (!event && !awaitsPayment(order.status)) {
      return Promise.resolve<SettleOutcome>(order.status === "paid" ? "already-paid" : "unchanged");
    }
    return fulfilOrder(ctx, {
      orderId: order.id,
      session: sessionOf(invoice),
      event,
      note: notes.length > 0 ? notes.join(" ") : undefined,
    });
  };
  const flag = (note: string, release?: "expired" | "failed") => {
    const pendingRelease = release !== undefined && order.status === "pending_payment";
    if (!event && (order.attention ?? "").includes(note) && !pendingRelease)
      return Promise.resolve<SettleOutcome>("unchanged");
    return flagOrder(ctx, { orderId: order.id, note, event, release });
  };
  const nothing = async (): Promise<SettleOutcome> => {
    if (!event) return "unchanged";
    return (await recordOnly(ctx, event, order.id)) ? "unchanged" : "duplicate-event";
  };

  const extra = invoice.additionalStatus;
  switch (invoice.status) {
    case "Settled":
      return fulfil([
        ...(extra === "PaidOver" ? [cryptoNotes.over(invoice)] : []),
        ...(extra === "PaidLate" ? [cryptoNotes.late(invoice)] : []),
        ...(extra === "Marked" ? [cryptoNotes.marked(invoice)] : []),
      ]);
    case "Expired":
      if (extra === "PaidLate" || extra === "PaidOver") return fulfil([cryptoNotes.late(invoice)]);
      if (extra === "PaidPartial") return flag(cryptoNotes.partialExpired(invoice), "expired");
      if (!event && order.status !== "pending_payment") return "unchanged";
      return releaseOrder(ctx, { orderId: order.id, status: "expired", event });
    case "Invalid":
      return flag(cryptoNotes.invalid(invoice), "failed");
    case "Processing": {
      if (order.status === "pending_payment") {
        const now = clock(ctx).getTime();
        const window = CONFIRMATION_WINDOW_MINUTES * 60_000;
        // Once: the status page polling a processing invoice does not write every time.
        if (order.expiresAt.getTime() < now + window / 2) {
          await setOrderFields(ctx.db, order.id, { expiresAt: new Date(now + window) });
        }
      }
      return nothing();
    }
    case "New":
      if (extra === "PaidPartial") return flag(cryptoNotes.partial(invoice));
      return nothing();
  }
}

/** The order of an invoice: the one that opened it, or the one its metadata names if the id was not saved yet. */
async function orderOfInvoice(ctx: ShopContext, invoiceId: string, metadataOrderId: string | null) {
  const bySession = await findOrderBySession(ctx.db, invoiceId);
  if (bySession) return bySession.paymentMethod === "crypto" ? bySession : null;
  if (!metadataOrderId) return null;
  const byId = await findOrder(ctx.db, metadataOrderId);
  return byId && byId.paymentMethod === "crypto" && byId.providerSessionId === null ? byId : null;
}

/**
 * A verified webhook delivery: a delivery already acted on stops here; otherwise the invoice is fetched again from
 * the provider and its state acted on. A provider that cannot be reached throws (the delivery is retried).
 */
export async function handleCryptoWebhook(ctx: ShopContext, delivery: CryptoWebhook): Promise<SettleOutcome> {
  const ref: EventRef = { provider: eventSource(ctx), id: delivery.originalDeliveryId, type: delivery.type };
  if (await isRecorded(ctx, ref)) return "duplicate-event";
  if (delivery.type === "InvoiceCreated") {
    const order = await findOrderBySession(ctx.db, delivery.invoiceId);
    return (await recordOnly(ctx, ref, order?.id ?? null)) ? "unchanged" : "duplicate-event";
  }
  const invoice = await ctx.crypto.getInvoice(delivery.invoiceId);
  const order = await orderOfInvoice(ctx, invoice.id, invoice.orderId);
  if (!order) {
    ctx.logger.warn({ invoiceId: invoice.id, type: delivery.type }, "facture crypto sans commande connue");
    return (await recordOnly(ctx, ref, null)) ? "unknown-order" : "duplicate-event";
  }
  return settleCryptoInvoice(ctx, order, invoice, ref);
}

/** Verifies a delivery's signature (throws WebhookSignatureError) and acts on it: the one path of every webhook. */
export async function receiveCryptoWebhook(
  ctx: ShopContext,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<SettleOutcome> {
  return handleCryptoWebhook(ctx, ctx.crypto.verifyWebhook(rawBody, signatureHeader));
}

/**
 * The status page asks the provider about an order still waiting, or released (expired, failed: a late payment may
 * have come, or one taken while the shop was down; never a paid, refunded or cancelled one), and settles it without waiting for the webhook: a paid invoice
 * pays the order, its stock taken again or the order flagged. Also returns the invoice when it was read. A provider
 * that cannot be reached leaves the order as it is.
 */
export async function refreshCryptoInvoice(
  ctx: ShopContext,
  order: Order,
): Promise<{ order: Order; invoice: CryptoInvoice | null }> {
  if (order.paymentMethod !== "crypto" || !order.providerSessionId) return { order, invoice: null };
  if (!awaitsPayment(order.status)) return { order, invoice: null };
  let invoice: CryptoInvoice;
  try {
    invoice = await ctx.crypto.getInvoice(order.providerSessionId);
  } catch (err) {
    ctx.logger.warn({ err, orderId: order.id }, "la facture crypto n'a pas pu être relue");
    return { order, invoice: null };
  }
  const outcome = await settleCryptoInvoice(ctx, order, invoice);
  if (outcome === "unchanged" && invoice.status !== "Processing") return { order, invoice };
  return { order: (await findOrder(ctx.db, order.id)) ?? order, invoice };
}

/** Like `refreshCardOrder`, for the shared payment status endpoint (`/api/payments/checkout/status/…`). */
export async function refreshCryptoOrder(ctx: ShopContext, order: Order): Promise<Order> {
  return (await refreshCryptoInvoice(ctx, order)).order;
}
