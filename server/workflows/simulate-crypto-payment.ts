import { validateGuestEmail } from "#core/checkout";
import { fromUnits } from "#core/crypto";
import { DomainError } from "#server/lib/domain-error";
import { clock, type ShopContext } from "./context";
import type { SettleOutcome } from "./settle-payment";
import type { InvoiceEventType } from "#server/modules/crypto/provider";
import { receiveCryptoWebhook } from "./settle-crypto";
import { amountsOf, effectiveStatus, type SimulatedCryptoProvider } from "#server/modules/crypto/simulated";

// The buttons of the simulated invoice page. Each changes the simulated invoice the way a wallet payment would
// change a BTCPay invoice, then delivers the webhooks BTCPay would send, in BTCPay's order, signed with the
// simulator's secret, through `receiveCryptoWebhook`: exactly the path of a real BTCPay webhook.

export const SIMULATED_MODES = ["full", "partial", "late", "over"] as const;
export type SimulatedMode = (typeof SIMULATED_MODES)[number];

const CLOSED = "Cette facture n'est plus payable : elle a expiré ou a déjà été réglée. Reprenez votre commande.";

export async function simulatePayment(
  ctx: ShopContext,
  simulator: SimulatedCryptoProvider,
  invoiceId: string,
  mode: SimulatedMode,
  email?: string,
): Promise<SettleOutcome[]> {
  const row = await simulator.find(invoiceId);
  if (!row) throw new DomainError("not-found", "Facture crypto introuvable.");
  if (email?.trim()) {
    const problem = validateGuestEmail(email.trim());
    if (problem) throw new DomainError("invalid", problem, { field: "email" });
    await simulator.update(row.id, { buyerEmail: email.trim().toLowerCase() });
  }
  const outcomes: SettleOutcome[] = [];
  const deliver = async (type: InvoiceEventType, extra: Record<string, unknown> = {}) => {
    const fresh = (await simulator.find(row.id))!;
    const { rawBody, signature } = simulator.signedEvent(type, fresh, extra);
    outcomes.push(await receiveCryptoWebhook(ctx, rawBody, signature));
  };
  const payment = (units: bigint) => ({
    paymentMethodId: `${row.currency}-CHAIN`,
    payment: { value: fromUnits(units, amountsOf(row).decimals), status: "Processing" },
  });

  const now = clock(ctx);
  const status = effectiveStatus(row, now);
  const { amount, due } = amountsOf(row);

  if (mode === "full" || mode === "over") {
    if (status !== "New" || due <= 0n) throw new DomainError("conflict", CLOSED);
    // Over-paid: a tenth more than the amount (at least one unit of the last decimal).
    const paid = mode === "over" ? due + (amount / 10n > 0n ? amount / 10n : 1n) : due;
    const additionalStatus = mode === "over" ? "PaidOver" : "None";
    await simulator.update(row.id, { paidUnits: paid, status: "Processing", additionalStatus });
    await deliver("InvoiceReceivedPayment", { afterExpiration: false, ...payment(paid) });
    await deliver("InvoiceProcessing", { overPaid: mode === "over" });
    // The confirmations arrive.
    await simulator.update(row.id, { status: "Settled" });
    await deliver("InvoicePaymentSettled", { afterExpiration: false, ...payment(paid) });
    await deliver("InvoiceSettled", { manuallyMarked: false, overPaid: mode === "over" });
    return outcomes;
  }

  if (mode === "partial") {
    if (status !== "New" || due <= 1n) throw new DomainError("conflict", CLOSED);
    const paid = due / 2n;
    await simulator.update(row.id, { paidUnits: paid, additionalStatus: "PaidPartial" });
    await deliver("InvoiceReceivedPayment", { afterExpiration: false, ...payment(paid) });
    return outcomes;
  }

  // Late: the invoice expires first (BTCPay tells the shop), then the whole amount due arrives.
  if ((status !== "New" && status !== "Expired") || due <= 0n) throw new DomainError("conflict", CLOSED);
  if (row.status === "New") {
    await simulator.update(row.id, { status: "Expired", expiresAt: status === "New" ? now : row.expiresAt });
    await deliver("InvoiceExpired", { partiallyPaid: row.additionalStatus === "PaidPartial", paymentMethodId: null });
  }
  await simulator.update(row.id, { paidUnits: due, status: "Expired", additionalStatus: "PaidLate" });
  await deliver("InvoiceReceivedPayment", { afterExpiration: true, ...payment(due) });
  return outcomes;
}
