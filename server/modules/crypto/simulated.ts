import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { eurCentsToCrypto, findCryptoCurrency, fromUnits, toUnits } from "#core/crypto";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
import type {
  AdditionalStatus,
  CreateInvoiceInput,
  CryptoInvoice,
  CryptoProvider,
  InvoiceEventType,
  InvoiceStatus,
} from "./provider";
import { simulatedCryptoInvoices } from "./schema";
import { signBody, verifySignedDelivery } from "./webhook";

// The built-in crypto payment page: invoices live in our database, priced with the configured rates, paid with
// buttons instead of a wallet; every outcome reaches the shop as a webhook delivery in BTCPay's format, signed the
// way BTCPay signs, and goes through the same verification and settlement as a real BTCPay webhook.

export type SimulatedInvoice = typeof simulatedCryptoInvoices.$inferSelect;

/** Where the shop serves the simulated invoice page. */
export const SIMULATED_PAGE_PATH = "/crypto-simule";

const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** A fake but well-formed-looking address, the same for an invoice every time (never a real wallet). */
export function simulatedAddress(invoiceId: string, currency: string): string {
  const digest = createHash("sha256").update(`maisonh-crypto-simule:${invoiceId}`).digest();
  if (currency === "BTC" || currency === "LTC") {
    let body = "";
    for (let i = 0; i < 38; i++) body += BECH32[digest[i % digest.length]! % 32]!;
    // Test-network prefixes: nobody could send real coins there by mistake.
    return `${currency === "BTC" ? "tb1q" : "tltc1q"}${body}`;
  }
  return `0x${digest.toString("hex").slice(0, 40)}`;
}

/** The status BTCPay would report now: an unpaid invoice past its window has expired. */
export function effectiveStatus(row: SimulatedInvoice, now: Date): InvoiceStatus {
  return row.status === "New" && row.expiresAt <= now ? "Expired" : row.status;
}

function decimalsOf(row: SimulatedInvoice): number {
  return findCryptoCurrency(row.currency)?.decimals ?? 8;
}

/** Amount, received and left to pay, in the invoice's currency (negative `due` when over-paid). */
export function amountsOf(row: SimulatedInvoice) {
  const decimals = decimalsOf(row);
  const amount = toUnits(row.cryptoAmount, decimals);
  const paid = toUnits(row.paidAmount, decimals);
  return { decimals, amount, paid, due: amount - paid };
}

export function invoiceOfRow(row: SimulatedInvoice, now: Date): CryptoInvoice {
  const { decimals, amount, paid, due } = amountsOf(row);
  return {
    id: row.id,
    status: effectiveStatus(row, now),
    additionalStatus: row.additionalStatus,
    orderId: row.orderId,
    amountCents: row.amountCents,
    checkoutLink: `${SIMULATED_PAGE_PATH}/${row.id}`,
    expiresAt: row.expiresAt,
    buyerEmail: row.buyerEmail,
    payment:
      row.additionalStatus === "None"
        ? null
        : {
            currency: row.currency,
            amount: fromUnits(amount, decimals),
            paid: fromUnits(paid, decimals),
            due: fromUnits(due, decimals),
          },
  };
}

export interface SignedDelivery {
  rawBody: string;
  signature: string;
}

export interface SimulatedCryptoProvider extends CryptoProvider {
  readonly name: "simulated";
  find(invoiceId: string): Promise<SimulatedInvoice | null>;
  /** Records `paidUnits` more received (in units of the currency's last decimal) and sets the invoice's fields. */
  update(
    invoiceId: string,
    fields: {
      paidUnits?: bigint;
      status?: InvoiceStatus;
      additionalStatus?: AdditionalStatus;
      expiresAt?: Date;
      buyerEmail?: string;
    },
  ): Promise<SimulatedInvoice>;
  /** A webhook delivery about this invoice, in BTCPay's format and signed with the simulator's secret. */
  signedEvent(type: InvoiceEventType, row: SimulatedInvoice, extra?: Record<string, unknown>): SignedDelivery;
}

export function createSimulatedCryptoProvider(options: {
  db: Db;
  secret: string;
  rates: Record<string, string>;
  now?: () => Date;
}): SimulatedCryptoProvider {
  const { db, secret, rates } = options;
  const now = () => (options.now ? options.now() : new Date());

  const find = (invoiceId: string) =>
    firstOrNull(db.select().from(simulatedCryptoInvoices).where(eq(simulatedCryptoInvoices.id, invoiceId)));

  return {
    name: "simulated",
    rates,
    async createInvoice(input: CreateInvoiceInput) {
      const currency = findCryptoCurrency(input.currency);
      const rate = currency ? rates[currency.code] : undefined;
      if (!currency || !rate) throw new Error(`cryptomonnaie non prise en charge : ${input.currency}`);
      const id = `inv_sim_${randomBytes(12).toString("hex")}`;
      const expiresAt = new Date(now().getTime() + input.expirationMinutes * 60_000);
      const cryptoAmount = eurCentsToCrypto(input.amountCents, rate, currency.decimals);
      await db.insert(simulatedCryptoInvoices).values({
        id,
        orderId: input.orderId,
        reference: input.reference,
        amountCents: input.amountCents,
        currency: currency.code,
        rate,
        cryptoAmount,
        address: simulatedAddress(id, currency.code),
        buyerEmail: input.buyerEmail,
        description: input.description,
        redirectUrl: input.redirectUrl,
        createdAt: now(),
        expiresAt,
      });
      // A path of the shop itself: the simulated page is served wherever the shop is.
      return { invoiceId: id, hostedUrl: `${SIMULATED_PAGE_PATH}/${id}`, expiresAt, cryptoAmount };
    },
    async getInvoice(invoiceId) {
      const row = await find(invoiceId);
      if (!row) throw new Error(`facture simulée inconnue : ${invoiceId}`);
      return invoiceOfRow(row, now());
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedDelivery(rawBody, signatureHeader, secret);
    },
    find,
    async update(invoiceId, fields) {
      const row = await find(invoiceId);
      if (!row) throw new Error(`facture simulée inconnue : ${invoiceId}`);
      const { decimals, paid } = amountsOf(row);
      const [updated] = await db
        .update(simulatedCryptoInvoices)
        .set({
          ...(fields.paidUnits === undefined ? {} : { paidAmount: fromUnits(paid + fields.paidUnits, decimals) }),
          ...(fields.status ? { status: fields.status } : {}),
          ...(fields.additionalStatus ? { additionalStatus: fields.additionalStatus } : {}),
          ...(fields.expiresAt ? { expiresAt: fields.expiresAt } : {}),
          ...(fields.buyerEmail ? { buyerEmail: fields.buyerEmail } : {}),
        })
        .where(eq(simulatedCryptoInvoices.id, invoiceId))
        .returning();
      return updated!;
    },
    signedEvent(type, row, extra = {}) {
      const deliveryId = `sim_dlv_${randomBytes(12).toString("hex")}`;
      const rawBody = JSON.stringify({
        deliveryId,
        webhookId: "simulateur",
        originalDeliveryId: deliveryId,
        isRedelivery: false,
        type,
        timestamp: Math.floor(now().getTime() / 1000),
        storeId: "boutique-simulee",
        invoiceId: row.id,
        metadata: { orderId: row.orderId, reference: row.reference },
        ...extra,
      });
      return { rawBody, signature: signBody(rawBody, secret) };
    },
  };
}
