import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { closeServer, listenLocally, readStandInRequest, requestsTo, type StandInServer } from "./stand-in-request";

// A local stand-in for the parts of BTCPay Server's Greenfield API the crypto provider uses, for tests: creating
// and reading invoices and their payment methods over real HTTP, with `Authorization: token …`, Greenfield's error
// shapes (401 and 404 `{code, message}`, 422 `[{path, message}]`), invoices kept in memory, every request recorded,
// and webhook deliveries signed the way BTCPay signs them (`BTCPay-Sig: sha256=<hex HMAC-SHA256 of the body>`).
// Its arithmetic is its own (plain numbers), independent from the shop's.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The JSON body (null for a GET or unreadable JSON). */
  body: unknown;
  status: number;
}

export interface StandInPaymentMethod {
  paymentMethodId: string;
  currency: string;
  destination: string;
  paymentLink: string;
  /** Invoice currency (EUR) for one unit of `currency`. */
  rate: string;
  paymentMethodPaid: string;
  totalPaid: string;
  due: string;
  amount: string;
  paymentMethodFee: string;
  payments: { id: string; receivedDate: number; value: string; fee: string; status: string; destination: string }[];
  activated: boolean;
  additionalData: Record<string, unknown>;
}

/** An invoice as Greenfield returns it. */
export interface StandInInvoice {
  id: string;
  storeId: string;
  amount: string;
  currency: string;
  type: "Standard";
  checkoutLink: string;
  createdTime: number;
  expirationTime: number;
  monitoringExpiration: number;
  status: "New" | "Processing" | "Settled" | "Expired" | "Invalid";
  additionalStatus: "None" | "PaidLate" | "PaidPartial" | "Marked" | "Invalid" | "PaidOver";
  archived: boolean;
  metadata: Record<string, unknown>;
  checkout: Record<string, unknown>;
  receipt: { enabled: boolean | null; showQR: boolean | null; showPayments: boolean | null };
  availableStatusesForManualMarking: string[];
}

/** Its `url` is for BTCPAY_URL. */
export interface BtcpayStandIn extends StandInServer<RecordedRequest> {
  readonly apiKey: string;
  readonly storeId: string;
  readonly webhookSecret: string;
  readonly invoices: ReadonlyMap<string, StandInInvoice>;
  invoice(id: string): StandInInvoice;
  paymentMethods(id: string): StandInPaymentMethod[];
  /** The next `times` API requests answer 500 (Greenfield's `{code, message}`). */
  failNext(times?: number): void;
  /** A payment of `fraction` of the amount (1 = exactly) on the invoice's default method, seen on time. */
  pay(id: string, fraction?: number): StandInInvoice;
  /** Enough confirmations: Settled (PaidOver kept if over-paid). */
  settle(id: string): StandInInvoice;
  /** The window closed: Expired (PaidPartial kept if something came). */
  expire(id: string): StandInInvoice;
  /** A payment after the window closed: Expired / PaidLate. */
  payLate(id: string, fraction?: number): StandInInvoice;
  /** The payment never confirmed in time, or the merchant marked it: Invalid. */
  invalidate(id: string, marked?: boolean): StandInInvoice;
  /** A webhook delivery about the invoice, as BTCPay posts it. */
  delivery(
    type: string,
    invoiceId: string,
    options?: { deliveryId?: string; originalDeliveryId?: string; extra?: Record<string, unknown> },
  ): Record<string, unknown>;
  /** The delivery's JSON and its BTCPay-Sig header, signed with the webhook secret (or `secret`). */
  signedDelivery(
    type: string,
    invoiceId: string,
    options?: { deliveryId?: string; originalDeliveryId?: string; secret?: string; extra?: Record<string, unknown> },
  ): { payload: string; signature: string; deliveryId: string };
  sign(payload: string, secret?: string): string;
}

/** Units of each crypto for 1 € on the stand-in's market. */
const MARKET: Record<string, number> = { BTC: 0.00001, LTC: 0.0125, ETH: 0.0004, USDT: 1.15, USDC: 1.15 };
const METHODS = ["BTC-CHAIN", "LTC-CHAIN", "ETH-CHAIN", "USDT-CHAIN", "USDC-CHAIN"];
const DECIMALS: Record<string, number> = { BTC: 8, LTC: 8, ETH: 8, USDT: 2, USDC: 2 };

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
function randomId(length: number, alphabet = BASE58): string {
  let id = "";
  for (const byte of randomBytes(length)) id += alphabet[byte % alphabet.length];
  return id;
}

class GreenfieldError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Greenfield ${status}`);
  }
}

const fail = (status: number, code: string, message: string) => new GreenfieldError(status, { code, message });
const invalid = (path: string, message: string) => new GreenfieldError(422, [{ path, message }]);

interface Ledger {
  /** The default payment method's currency. */
  currency: string;
  paid: number;
  payments: StandInPaymentMethod["payments"];
}

export async function startBtcpayStandIn(
  options: { apiKey?: string; storeId?: string; webhookSecret?: string } = {},
): Promise<BtcpayStandIn> {
  const apiKey = options.apiKey ?? "standin0123456789abcdef0123456789abcdef";
  const storeId = options.storeId ?? "StandInStore7xQ2";
  const webhookSecret = options.webhookSecret ?? "standin-webhook-secret-4242";
  const requests: RecordedRequest[] = [];
  const invoices = new Map<string, StandInInvoice>();
  const ledgers = new Map<string, Ledger>();
  let failures = 0;
  let baseUrl = "";

  const amountIn = (invoice: StandInInvoice, currency: string) => {
    const decimals = DECIMALS[currency] ?? 8;
    const factor = 10 ** decimals;
    return Math.ceil(Number(invoice.amount) * (MARKET[currency] ?? 1) * factor - 1e-9) / factor;
  };
  const fixed = (value: number, currency: string) => value.toFixed(DECIMALS[currency] ?? 8);

  const paymentMethods = (id: string): StandInPaymentMethod[] => {
    const invoice = invoices.get(id);
    const ledger = ledgers.get(id);
    if (!invoice || !ledger) throw fail(404, "invoice-not-found", "The invoice was not found");
    return METHODS.map((paymentMethodId) => {
      const currency = paymentMethodId.split("-")[0]!;
      const amount = amountIn(invoice, currency);
      const own = currency === ledger.currency;
      // What was paid, converted to this method's currency.
      const paidHere = own ? ledger.paid : ledger.paid * ((MARKET[currency] ?? 1) / (MARKET[ledger.currency] ?? 1));
      return {
        paymentMethodId,
        currency,
        destination: `${currency.toLowerCase()}-standin-${id.slice(0, 8)}`,
        paymentLink: `${currency.toLowerCase()}:${currency.toLowerCase()}-standin-${id.slice(0, 8)}`,
        rate: (1 / (MARKET[currency] ?? 1)).toFixed(8),
        paymentMethodPaid: fixed(own ? ledger.paid : 0, currency),
        totalPaid: fixed(paidHere, currency),
        due: fixed(amount - paidHere, currency),
        amount: fixed(amount, currency),
        paymentMethodFee: fixed(0, currency),
        payments: own ? ledger.payments : [],
        activated: true,
        additionalData: {},
      };
    });
  };

  const createInvoice = (body: unknown): StandInInvoice => {
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw invalid("", "Invalid JSON body");
    const b = body as Record<string, unknown>;
    const amountText = typeof b.amount === "number" ? String(b.amount) : b.amount;
    if (typeof amountText !== "string" || !/^\d+(\.\d+)?$/.test(amountText)) {
      throw invalid("amount", "Amount should be a number greater or equal to 0");
    }
    const currency = typeof b.currency === "string" ? b.currency.toUpperCase() : "BTC";
    if (!/^[A-Z]{3,5}$/.test(currency)) throw invalid("currency", "Invalid currency");
    const metadata = (b.metadata ?? {}) as Record<string, unknown>;
    if (typeof metadata !== "object" || Array.isArray(metadata)) throw invalid("metadata", "Invalid metadata");
    const checkout = (b.checkout ?? {}) as Record<string, unknown>;
    if (typeof checkout !== "object" || Array.isArray(checkout)) throw invalid("checkout", "Invalid checkout");
    const minutes = checkout.expirationMinutes ?? 15;
    if (typeof minutes !== "number" || !Number.isInteger(minutes) || minutes < 1) {
      throw invalid("checkout.expirationMinutes", "ExpirationMinutes must be a positive integer");
    }
    const method = checkout.defaultPaymentMethod ?? "BTC-CHAIN";
    if (typeof method !== "string" || !METHODS.includes(method)) {
      throw invalid("checkout.defaultPaymentMethod", "Invalid payment method");
    }
    if (checkout.redirectURL !== undefined) {
      try {
        new URL(String(checkout.redirectURL));
      } catch {
        throw invalid("checkout.redirectURL", "Should be an absolute URL");
      }
    }
    const id = randomId(22);
    const created = Math.floor(Date.now() / 1000);
    const invoice: StandInInvoice = {
      id,
      storeId,
      amount: amountText,
      currency,
      type: "Standard",
      checkoutLink: `${baseUrl}/i/${id}`,
      createdTime: created,
      expirationTime: created + minutes * 60,
      monitoringExpiration: created + minutes * 60 + 24 * 3600,
      status: "New",
      additionalStatus: "None",
      archived: false,
      metadata,
      checkout: { ...checkout, expirationMinutes: minutes, defaultPaymentMethod: method },
      receipt: { enabled: null, showQR: null, showPayments: null },
      availableStatusesForManualMarking: ["Settled", "Invalid"],
    };
    invoices.set(id, invoice);
    ledgers.set(id, { currency: method.split("-")[0]!, paid: 0, payments: [] });
    return invoice;
  };

  async function route(method: string, path: string, req: IncomingMessage, rawBody: string): Promise<unknown> {
    if (failures > 0) {
      failures--;
      throw fail(500, "server-error", "Simulated server error");
    }
    if (req.headers.authorization !== `token ${apiKey}`) {
      throw fail(401, "unauthenticated", "Authentication is required for accessing this endpoint");
    }
    const match = /^\/api\/v1\/stores\/([^/]+)\/invoices(?:\/([^/]+)(\/payment-methods)?)?$/.exec(path);
    if (!match) throw fail(404, "not-found", "Not found");
    if (decodeURIComponent(match[1]!) !== storeId) throw fail(403, "unauthenticated", "The store was not found");
    const [, , invoiceId, sub] = match;
    if (method === "POST" && !invoiceId) {
      if (!(req.headers["content-type"] ?? "").includes("application/json")) {
        throw fail(415, "unsupported-media-type", "Content-Type must be application/json");
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw invalid("", "Invalid JSON");
      }
      return createInvoice(body);
    }
    if (method === "GET" && invoiceId) {
      const id = decodeURIComponent(invoiceId);
      if (sub) return paymentMethods(id);
      const invoice = invoices.get(id);
      if (!invoice) throw fail(404, "invoice-not-found", "The invoice was not found");
      return invoice;
    }
    throw fail(405, "method-not-allowed", "Method not allowed");
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const { method, url, headers, rawBody } = await readStandInRequest(req);
    const send = (status: number, body: unknown) => {
      let parsed: unknown;
      try {
        parsed = rawBody ? JSON.parse(rawBody) : null;
      } catch {
        parsed = null;
      }
      requests.push({ method, path: url.pathname, headers, rawBody, body: parsed, status });
      res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    await route(method, url.pathname, req, rawBody).then(
      (body) => send(200, body),
      (err: unknown) => {
        if (err instanceof GreenfieldError) send(err.status, err.body);
        else send(500, { code: "server-error", message: String(err) });
      },
    );
  };
  const server = createServer((req, res) => void handle(req, res));
  baseUrl = await listenLocally(server);

  const get = (id: string) => {
    const invoice = invoices.get(id);
    const ledger = ledgers.get(id);
    if (!invoice || !ledger) throw new Error(`facture inconnue du simulateur BTCPay : ${id}`);
    return { invoice, ledger };
  };
  const receive = (id: string, fraction: number) => {
    const { invoice, ledger } = get(id);
    const own = amountIn(invoice, ledger.currency);
    const value =
      Math.round(own * fraction * 10 ** (DECIMALS[ledger.currency] ?? 8)) / 10 ** (DECIMALS[ledger.currency] ?? 8);
    ledger.paid += value;
    ledger.payments.push({
      id: randomId(16),
      receivedDate: Math.floor(Date.now() / 1000),
      value: fixed(value, ledger.currency),
      fee: fixed(0, ledger.currency),
      status: "Processing",
      destination: `${ledger.currency.toLowerCase()}-standin-${id.slice(0, 8)}`,
    });
    return { invoice, ledger, own };
  };
  const sign = (payload: string, secret = webhookSecret) =>
    `sha256=${createHmac("sha256", secret).update(payload, "utf8").digest("hex")}`;

  const standIn: BtcpayStandIn = {
    get url() {
      return baseUrl;
    },
    apiKey,
    storeId,
    webhookSecret,
    requests,
    requestsTo: (method, path) => requestsTo(requests, method, path),
    invoices,
    invoice: (id) => get(id).invoice,
    paymentMethods,
    failNext(times = 1) {
      failures = times;
    },
    pay(id, fraction = 1) {
      const { invoice, ledger, own } = receive(id, fraction);
      const tolerance = 10 ** -(DECIMALS[ledger.currency] ?? 8) / 2;
      if (ledger.paid + tolerance < own) {
        invoice.additionalStatus = "PaidPartial";
      } else {
        invoice.status = "Processing";
        invoice.additionalStatus = ledger.paid - tolerance > own ? "PaidOver" : "None";
      }
      return invoice;
    },
    settle(id) {
      const { invoice } = get(id);
      invoice.status = "Settled";
      for (const p of get(id).ledger.payments) p.status = "Settled";
      return invoice;
    },
    expire(id) {
      const { invoice } = get(id);
      invoice.status = "Expired";
      return invoice;
    },
    payLate(id, fraction = 1) {
      const { invoice } = receive(id, fraction);
      invoice.status = "Expired";
      invoice.additionalStatus = "PaidLate";
      return invoice;
    },
    invalidate(id, marked = false) {
      const { invoice } = get(id);
      invoice.status = "Invalid";
      invoice.additionalStatus = marked ? "Marked" : invoice.additionalStatus;
      return invoice;
    },
    delivery(type, invoiceId, opts = {}) {
      const { invoice } = get(invoiceId);
      const deliveryId = opts.deliveryId ?? randomId(22);
      return {
        deliveryId,
        webhookId: "StandInWebhook01",
        originalDeliveryId: opts.originalDeliveryId ?? deliveryId,
        isRedelivery: opts.originalDeliveryId !== undefined && opts.originalDeliveryId !== deliveryId,
        type,
        timestamp: Math.floor(Date.now() / 1000),
        storeId,
        invoiceId,
        metadata: invoice.metadata,
        ...opts.extra,
      };
    },
    signedDelivery(type, invoiceId, opts = {}) {
      const body = standIn.delivery(type, invoiceId, opts);
      const payload = JSON.stringify(body);
      return { payload, signature: sign(payload, opts.secret), deliveryId: body.deliveryId as string };
    },
    sign,
    reset() {
      invoices.clear();
      ledgers.clear();
      requests.length = 0;
      failures = 0;
    },
    close: () => closeServer(server),
  };
  return standIn;
}
