import QRCode from "qrcode";
import { eurCentsToUsd, findCryptoCurrency, fromUnits, paymentUri } from "#core/crypto";
import { findOrder, type Order } from "#server/modules/orders/service";
import { amountsOf, effectiveStatus, type SimulatedCryptoProvider } from "#server/modules/crypto/simulated";
import { clock, type ShopContext } from "./context";
import { refreshCryptoInvoice } from "./settle-crypto";

/** The success page of the shop for an invoice: the same page as for cards, keyed by the charge id. */
export const successPath = (invoiceId: string) => `/paiement/succes?session_id=${encodeURIComponent(invoiceId)}`;

/** What the crypto page shows of the order's state (spec §2): pending, paid, expired, or review by the shop. */
export function cryptoStatus(order: Order): "pending" | "paid" | "expired" | "review" {
  if (order.status === "paid") return "paid";
  // An under-paid or invalid invoice: the administrator was told, the customer is told to wait for the shop.
  if (order.attention) return "review";
  return order.status === "pending_payment" ? "pending" : "expired";
}

export function cryptoStatusBody(order: Order, invoice: { status: string; additionalStatus: string } | null) {
  const paid = order.status === "paid";
  return {
    status: cryptoStatus(order),
    order_status: order.status,
    reference: order.reference,
    charge_id: order.providerSessionId,
    expires_at: order.expiresAt.toISOString(),
    paid,
    redirect_url: paid && order.providerSessionId ? successPath(order.providerSessionId) : null,
    invoice_status: invoice?.status ?? null,
    additional_status: invoice?.additionalStatus ?? null,
  };
}

/** What the simulated invoice page shows (and its API answers): the order refreshed, amounts, address, QR code. */
export async function simulatedInvoiceView(ctx: ShopContext, invoiceId: string) {
  if (ctx.crypto.name !== "simulated") return null;
  const simulator = ctx.crypto as SimulatedCryptoProvider;
  const row = invoiceId.length <= 100 ? await simulator.find(invoiceId) : null;
  const order = row ? await findOrder(ctx.db, row.orderId) : null;
  if (!row || !order) return null;
  const refreshed = await refreshCryptoInvoice(ctx, order);
  const fresh = (await simulator.find(row.id))!;
  const currency = findCryptoCurrency(fresh.currency)!;
  const { decimals, amount, paid, due } = amountsOf(fresh);
  const dueText = fromUnits(due > 0n ? due : 0n, decimals);
  const uri = paymentUri(currency, fresh.address, dueText);
  const invoiceStatus = effectiveStatus(fresh, clock(ctx));
  return {
    // The order's state first (status, paid, redirect_url…), then the invoice's own fields.
    ...cryptoStatusBody(refreshed.order, { status: invoiceStatus, additionalStatus: fresh.additionalStatus }),
    invoice_id: fresh.id,
    charge_id: fresh.id,
    reference: fresh.reference,
    description: fresh.description,
    amount: eurCentsToUsd(fresh.amountCents, ctx.crypto.rates.USD ?? "1"),
    amount_eur_cents: fresh.amountCents,
    currency: currency.code,
    currency_symbol: currency.symbol,
    currency_name: currency.name,
    rate: fresh.rate,
    crypto_amount: fromUnits(amount, decimals),
    paid_amount: fromUnits(paid, decimals),
    due_amount: dueText,
    address: fresh.address,
    payment_uri: uri,
    qr_svg: await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
    created_at: fresh.createdAt.toISOString(),
    expires_at: fresh.expiresAt.toISOString(),
    invoice_status: invoiceStatus,
    additional_status: fresh.additionalStatus,
    /** Full, partial and over-payments are possible while the invoice is open. */
    payable: invoiceStatus === "New" && due > 0n,
    /** A late payment is possible while nothing settled it. */
    late_payable: (invoiceStatus === "New" || invoiceStatus === "Expired") && due > 0n,
  };
}

export type SimulatedInvoiceView = NonNullable<Awaited<ReturnType<typeof simulatedInvoiceView>>>;
