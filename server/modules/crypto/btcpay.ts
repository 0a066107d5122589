import { eurCentsToCrypto, findCryptoCurrency, isDecimal } from "#core/crypto";
import { centsToEuros } from "#core/money";
import {
  ADDITIONAL_STATUSES,
  type AdditionalStatus,
  type CreateInvoiceInput,
  type CryptoInvoice,
  type CryptoProvider,
  INVOICE_STATUSES,
  type InvoicePayment,
  type InvoiceStatus,
} from "./provider";
import { verifySignedDelivery } from "./webhook";

// Crypto payments through BTCPay Server's Greenfield API, with fetch: an invoice in euros per order, paid on
// BTCPay's hosted checkout; webhooks signed with the webhook's secret.

export interface BtcpayOptions {
  /** https://btcpay.exemple.fr (no trailing slash needed) */
  url: string;
  apiKey: string;
  storeId: string;
  webhookSecret: string;
  rates: Record<string, string>;
  /** Milliseconds before a Greenfield call is abandoned. */
  timeoutMs?: number;
}

/**
 * Greenfield payment method ids (BTCPay 2.x: `<crypto>-CHAIN` for on-chain payments). Bitcoin and Litecoin are
 * built in; Ethereum and the stablecoins need the matching BTCPay plugin to be enabled on the store.
 */
export const BTCPAY_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  BTC: "BTC-CHAIN",
  ETH: "ETH-CHAIN",
  LTC: "LTC-CHAIN",
  USDT: "USDT-CHAIN",
  USDC: "USDC-CHAIN",
};

export class BtcpayError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** An invoice as Greenfield returns it (the fields the shop reads). */
export interface GreenfieldInvoice {
  id: string;
  storeId?: string;
  amount?: string | number;
  currency?: string;
  checkoutLink?: string;
  createdTime?: number;
  expirationTime?: number;
  status?: string;
  additionalStatus?: string;
  metadata?: Record<string, unknown> | null;
}

/** One entry of `GET …/invoices/{id}/payment-methods` (v2 names, and the v1 ones as fallbacks). */
export interface GreenfieldPaymentMethod {
  paymentMethodId?: string;
  paymentMethod?: string;
  currency?: string;
  cryptoCode?: string;
  amount?: string;
  due?: string;
  paymentMethodPaid?: string;
  totalPaid?: string;
  activated?: boolean;
}

/** "32.98" (cents) → 3298; anything else → null. */
function centsOf(amount: string | number | undefined): number | null {
  const text = typeof amount === "number" ? String(amount) : amount;
  if (!text || !isDecimal(text)) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.replace(/0+$/, "").length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

const positive = (value: string | undefined) => value !== undefined && isDecimal(value) && /[1-9]/.test(value);

export function toCryptoInvoice(invoice: GreenfieldInvoice, payment: InvoicePayment | null = null): CryptoInvoice {
  const metadata = invoice.metadata ?? {};
  const status = (INVOICE_STATUSES as readonly string[]).includes(invoice.status ?? "")
    ? (invoice.status as InvoiceStatus)
    : "New";
  const additionalStatus = (ADDITIONAL_STATUSES as readonly string[]).includes(invoice.additionalStatus ?? "")
    ? (invoice.additionalStatus as AdditionalStatus)
    : "None";
  return {
    id: invoice.id,
    status,
    additionalStatus,
    orderId: typeof metadata.orderId === "string" ? metadata.orderId : null,
    amountCents: (invoice.currency ?? "").toUpperCase() === "EUR" ? centsOf(invoice.amount) : null,
    checkoutLink: invoice.checkoutLink ?? null,
    expiresAt: typeof invoice.expirationTime === "number" ? new Date(invoice.expirationTime * 1000) : null,
    buyerEmail: typeof metadata.buyerEmail === "string" && metadata.buyerEmail ? metadata.buyerEmail : null,
    payment,
  };
}

/** The entry of the chosen currency, or the one money was received on. */
function pickMethod(methods: GreenfieldPaymentMethod[], currency: string | null): GreenfieldPaymentMethod | null {
  const codeOf = (m: GreenfieldPaymentMethod) => (m.currency ?? m.cryptoCode ?? "").toUpperCase();
  const idOf = (m: GreenfieldPaymentMethod) => m.paymentMethodId ?? m.paymentMethod ?? "";
  if (currency) {
    const wanted = BTCPAY_PAYMENT_METHODS[currency];
    const found = methods.find((m) => idOf(m) === wanted) ?? methods.find((m) => codeOf(m) === currency);
    if (found) return found;
  }
  return methods.find((m) => positive(m.paymentMethodPaid)) ?? methods[0] ?? null;
}

export function createBtcpayProvider(options: BtcpayOptions): CryptoProvider {
  const base = `${options.url.replace(/\/+$/, "")}/api/v1/stores/${encodeURIComponent(options.storeId)}`;
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `token ${options.apiKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new BtcpayError(`BTCPay injoignable (${method} ${path}) : ${err instanceof Error ? err.message : err}`);
    }
    const text = await res.text();
    if (!res.ok) {
      throw new BtcpayError(`BTCPay a répondu ${res.status} à ${method} ${path} : ${text.slice(0, 500)}`, res.status);
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new BtcpayError(`réponse illisible de BTCPay à ${method} ${path}`, res.status);
    }
  }

  const paymentMethods = (invoiceId: string) =>
    call<GreenfieldPaymentMethod[]>("GET", `/invoices/${encodeURIComponent(invoiceId)}/payment-methods`);

  return {
    name: "btcpay",
    rates: options.rates,
    async createInvoice(input: CreateInvoiceInput) {
      const currency = findCryptoCurrency(input.currency);
      if (!currency) throw new BtcpayError(`cryptomonnaie non prise en charge : ${input.currency}`);
      const invoice = await call<GreenfieldInvoice>("POST", "/invoices", {
        amount: centsToEuros(input.amountCents).toFixed(2),
        currency: "EUR",
        metadata: {
          orderId: input.orderId,
          reference: input.reference,
          itemDesc: input.description,
          cryptoCurrency: currency.code,
          ...(input.buyerEmail ? { buyerEmail: input.buyerEmail } : {}),
        },
        checkout: {
          expirationMinutes: input.expirationMinutes,
          redirectURL: input.redirectUrl,
          redirectAutomatically: true,
          defaultPaymentMethod: BTCPAY_PAYMENT_METHODS[currency.code],
          defaultLanguage: "fr-FR",
          // Without an e-mail (a direct purchase as a guest), BTCPay's page asks for one.
          ...(input.buyerEmail ? {} : { requiresRefundEmail: true }),
        },
      });
      if (!invoice?.id || !invoice.checkoutLink) throw new BtcpayError("facture BTCPay sans id ni checkoutLink");

      // The amount in the chosen currency is BTCPay's, at its rate; the configured rate only if it gives none.
      let cryptoAmount: string | null = null;
      try {
        const method = pickMethod(await paymentMethods(invoice.id), currency.code);
        if (method?.activated !== false && positive(method?.amount)) cryptoAmount = method!.amount!;
      } catch {
        cryptoAmount = null;
      }
      const rate = options.rates[currency.code];
      return {
        invoiceId: invoice.id,
        hostedUrl: invoice.checkoutLink,
        expiresAt:
          typeof invoice.expirationTime === "number"
            ? new Date(invoice.expirationTime * 1000)
            : new Date(Date.now() + input.expirationMinutes * 60_000),
        cryptoAmount: cryptoAmount ?? (rate ? eurCentsToCrypto(input.amountCents, rate, currency.decimals) : "0"),
      };
    },
    async getInvoice(invoiceId) {
      const invoice = await call<GreenfieldInvoice>("GET", `/invoices/${encodeURIComponent(invoiceId)}`);
      if (!invoice?.id) throw new BtcpayError(`facture BTCPay illisible : ${invoiceId}`);
      let payment: InvoicePayment | null = null;
      if (invoice.additionalStatus && invoice.additionalStatus !== "None") {
        // Something unusual: say how much was received, for the administrator.
        const metadata = invoice.metadata ?? {};
        const chosen = typeof metadata.cryptoCurrency === "string" ? metadata.cryptoCurrency : null;
        // Without them the notes only lack the amounts: acting on the invoice's status does not wait for them.
        const method = pickMethod(await paymentMethods(invoiceId).catch(() => []), chosen);
        if (method) {
          payment = {
            currency: (method.currency ?? method.cryptoCode ?? "").toUpperCase(),
            amount: method.amount ?? "?",
            paid: method.paymentMethodPaid ?? method.totalPaid ?? "?",
            due: method.due ?? "?",
          };
        }
      }
      return toCryptoInvoice(invoice, payment);
    },
    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedDelivery(rawBody, signatureHeader, options.webhookSecret);
    },
  };
}
