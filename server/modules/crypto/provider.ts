// What the shop needs of a crypto payment provider. Two implement it: the built-in simulator (default) and BTCPay
// Server (Greenfield API). Both speak BTCPay's vocabulary: invoice statuses, webhook events and their signature.

/** Greenfield's invoice status. */
export const INVOICE_STATUSES = ["New", "Processing", "Settled", "Expired", "Invalid"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Greenfield's `additionalStatus`: what was unusual about the payment. */
export const ADDITIONAL_STATUSES = ["None", "PaidLate", "PaidPartial", "Marked", "Invalid", "PaidOver"] as const;
export type AdditionalStatus = (typeof ADDITIONAL_STATUSES)[number];

/** The webhook events BTCPay sends about an invoice. */
export const INVOICE_EVENT_TYPES = [
  "InvoiceCreated",
  "InvoiceReceivedPayment",
  "InvoicePaymentSettled",
  "InvoiceProcessing",
  "InvoiceExpired",
  "InvoiceSettled",
  "InvoiceInvalid",
] as const;
export type InvoiceEventType = (typeof INVOICE_EVENT_TYPES)[number];

export interface CreateInvoiceInput {
  orderId: string;
  reference: string;
  /** What the customer must pay, in euro cents, computed by the server. */
  amountCents: number;
  /** The cryptocurrency chosen on the page (BTC…): the invoice's default payment method. */
  currency: string;
  /** Where the provider's page sends the customer once paid (an address of the shop). */
  redirectUrl: string;
  /** How long the invoice can be paid. */
  expirationMinutes: number;
  buyerEmail: string | null;
  /** Shown on the provider's page: "Commande MH-…" or the package's name. */
  description: string;
}

export interface CreatedInvoice {
  invoiceId: string;
  /** The provider's payment page (absolute for BTCPay, a path of the shop for the simulator). */
  hostedUrl: string;
  expiresAt: Date;
  /** The amount to pay in the chosen currency, as a decimal string. */
  cryptoAmount: string;
}

/** What was paid with the invoice's payment method, in its currency (for the administrator's notes). */
export interface InvoicePayment {
  currency: string;
  amount: string;
  paid: string;
  due: string;
}

/** An invoice as the shop reads it, whoever the provider: always fetched from the provider before acting. */
export interface CryptoInvoice {
  id: string;
  status: InvoiceStatus;
  additionalStatus: AdditionalStatus;
  /** Our order id, from the invoice's metadata. */
  orderId: string | null;
  /** The invoice's amount in euro cents (null if not in euros). */
  amountCents: number | null;
  checkoutLink: string | null;
  expiresAt: Date | null;
  /** The e-mail the provider's page collected, if any. */
  buyerEmail: string | null;
  /** Filled when the payment was unusual (partial, late, over-paid), to say how much was received. */
  payment: InvoicePayment | null;
}

/** A webhook delivery whose signature was verified. */
export interface CryptoWebhook {
  deliveryId: string;
  /** The first delivery's id: a redelivery of the same event carries it too. */
  originalDeliveryId: string;
  isRedelivery: boolean;
  /** One of INVOICE_EVENT_TYPES, or another type the shop ignores. */
  type: string;
  invoiceId: string;
}

export class WebhookSignatureError extends Error {}

export type ProviderName = "simulated" | "btcpay";

export interface CryptoProvider {
  readonly name: ProviderName;
  /** Units of each currency for 1 € (USD and every crypto), from the configuration: the page's indicative rates. */
  readonly rates: Readonly<Record<string, string>>;
  createInvoice(input: CreateInvoiceInput): Promise<CreatedInvoice>;
  getInvoice(invoiceId: string): Promise<CryptoInvoice>;
  /**
   * Checks `BTCPay-Sig` (HMAC-SHA256 of the raw body) and reads the delivery; throws WebhookSignatureError when the
   * signature is missing, forged or does not match the body, or when a signed body is not a BTCPay event.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): CryptoWebhook;
}
