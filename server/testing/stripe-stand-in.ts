import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import Stripe from "stripe";
import { closeServer, listenLocally, readStandInRequest, requestsTo, type StandInServer } from "./stand-in-request";

// A local stand-in for the parts of the Stripe API the card provider uses (coupons, Checkout Sessions, refunds), for tests:
// the real SDK talks to it over HTTP with its form-encoded bodies, idempotency keys and retries. It checks what
// Stripe checks that matters to the shop (API key, required and unknown parameters, integers, the 30-minute
// minimum of expires_at), keeps its sessions in memory, records every request, and signs webhook events the way
// Stripe does.

/** A value of a form-encoded Stripe body once its nested keys are read: `a[0][b]=1` → `{ a: [{ b: "1" }] }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormBody = Record<string, FormValue>;

export interface RecordedRequest {
  method: string;
  /** Without the query string: /v1/checkout/sessions */
  path: string;
  query: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The form body read into objects and arrays (empty for a GET). */
  body: FormBody;
  /** The status the stand-in answered. */
  status: number;
}

export interface StandInCoupon {
  id: string;
  object: "coupon";
  amount_off: number | null;
  percent_off: number | null;
  currency: string | null;
  duration: string;
  duration_in_months: number | null;
  livemode: false;
  max_redemptions: number | null;
  metadata: Record<string, string>;
  name: string | null;
  redeem_by: number | null;
  times_redeemed: number;
  valid: boolean;
  created: number;
}

export interface StandInAddress {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

/** A Checkout Session as the Stripe API returns it (the fields the stand-in fills). */
export interface StandInSession {
  id: string;
  object: "checkout.session";
  adaptive_pricing: { enabled: boolean };
  after_expiration: null;
  allow_promotion_codes: null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; provider: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  collected_information: { shipping_details: { name: string; address: StandInAddress } | null } | null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  custom_fields: [];
  custom_text: { after_submit: null; shipping_address: null; submit: null; terms_of_service_acceptance: null };
  customer: null;
  customer_creation: "if_required";
  customer_details: {
    address: StandInAddress | null;
    email: string | null;
    name: string | null;
    phone: string | null;
    tax_exempt: "none";
    tax_ids: [];
  } | null;
  customer_email: string | null;
  discounts: { coupon: string; promotion_code: null }[];
  expires_at: number;
  invoice: null;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: "if_required";
  payment_method_types: string[];
  payment_status: "paid" | "unpaid" | "no_payment_required";
  phone_number_collection: { enabled: boolean };
  recovered_from: null;
  setup_intent: null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  shipping_cost: { amount_subtotal: number; amount_tax: number; amount_total: number; shipping_rate: string } | null;
  shipping_options: { shipping_amount: number; shipping_rate: string }[];
  status: "open" | "complete" | "expired";
  submit_type: null;
  subscription: null;
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: "hosted";
  url: string | null;
}

/** A refund as the Stripe API returns it (the fields the stand-in fills). */
export interface StandInRefund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: "succeeded" | "pending" | "failed" | "canceled";
  failure_reason: string | null;
}

/**
 * What happens to the answers of the requests a fault matches (after the stand-in processed them, as when the
 * network loses Stripe's answer): `lose` answers 500, `drop` closes the connection without a word, `delay` waits
 * `ms` first, `hold` waits for `release()` (answers out of order).
 */
export interface StandInFault {
  method?: string;
  path: string | RegExp;
  /** How many matching requests it applies to (the SDK's retries count). */
  times?: number;
  kind: "lose" | "drop" | "delay" | "hold";
  ms?: number;
}

export interface HeldAnswers {
  /** Resolves when a matching request was processed and its answer is held. */
  reached: Promise<void>;
  release(): void;
}

const REFUND_PARAMS = new Set(["amount", "charge", "expand", "metadata", "payment_intent", "reason"]);

/** What a session's payment page would have collected from the customer. */
export interface StandInCustomer {
  email?: string;
  name?: string;
  phone?: string;
  address?: Partial<StandInAddress>;
}

/** Its `url` is for STRIPE_API_URL or the provider's apiUrl; its reset forgets sessions, coupons, keys and requests. */
export interface StripeStandIn extends StandInServer<RecordedRequest> {
  readonly secretKey: string;
  readonly webhookSecret: string;
  readonly sessions: ReadonlyMap<string, StandInSession>;
  readonly coupons: ReadonlyMap<string, StandInCoupon>;
  /** Refunds made (POST /v1/refunds), by id. */
  readonly refunds: ReadonlyMap<string, StandInRefund>;
  session(id: string): StandInSession;
  /** The next `times` API requests answer 500; with `afterProcessing` they take effect first (a lost response). */
  failNext(options?: { times?: number; afterProcessing?: boolean }): void;
  /** The answers of the matching requests are lost, dropped or delayed after processing (see StandInFault). */
  fault(fault: StandInFault): void;
  /** The answers of the next `times` matching requests wait for `release()`. */
  hold(match: { method?: string; path: string | RegExp; times?: number }): HeldAnswers;
  /** A refund made in Stripe's dashboard: no metadata, the whole rest of the payment unless `amount`. */
  refundInDashboard(paymentIntent: string, amount?: number): StandInRefund;
  /** A refund event (`charge.refunded` carries the charge, `refund.*` the refund), signed like a webhook. */
  signedRefundEvent(
    type: "charge.refunded" | "refund.created" | "refund.updated" | "refund.failed",
    refundId: string,
    options?: { id?: string },
  ): { payload: string; signature: string; event: Stripe.Event };
  /** The customer paid by card: complete and paid, with what the payment page collected. */
  pay(id: string, customer?: StandInCustomer): StandInSession;
  /** The customer chose a delayed method (bank debit): complete, still unpaid. */
  completeUnpaid(id: string, customer?: StandInCustomer): StandInSession;
  asyncPaymentSucceeded(id: string): StandInSession;
  asyncPaymentFailed(id: string): StandInSession;
  /** The session timed out or was expired. */
  expire(id: string): StandInSession;
  /** An event of `type` carrying a snapshot of the session, as Stripe posts it to a webhook endpoint. */
  event(type: string, sessionId: string, options?: { id?: string; created?: number }): Stripe.Event;
  /** The event's JSON and its Stripe-Signature header, signed with the webhook secret (or `secret`). */
  signedEvent(
    type: string,
    sessionId: string,
    options?: { id?: string; secret?: string; timestamp?: number },
  ): { payload: string; signature: string; event: Stripe.Event };
  /** Signs any payload the way Stripe signs webhooks. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
}

const API_VERSION = "2026-10-28.endive";
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/** Stripe's smallest charge in euros: 0,50 €. */
const MIN_AMOUNT_EUR_CENTS = 50;

const SESSION_PARAMS = new Set([
  "adaptive_pricing",
  "after_expiration",
  "allow_promotion_codes",
  "automatic_tax",
  "billing_address_collection",
  "cancel_url",
  "client_reference_id",
  "consent_collection",
  "currency",
  "custom_fields",
  "custom_text",
  "customer",
  "customer_creation",
  "customer_email",
  "customer_update",
  "discounts",
  "expand",
  "expires_at",
  "invoice_creation",
  "line_items",
  "locale",
  "metadata",
  "mode",
  "payment_intent_data",
  "payment_method_collection",
  "payment_method_types",
  "phone_number_collection",
  "return_url",
  "shipping_address_collection",
  "shipping_options",
  "submit_type",
  "success_url",
  "tax_id_collection",
  "ui_mode",
]);
const COUPON_PARAMS = new Set([
  "amount_off",
  "applies_to",
  "currency",
  "duration",
  "duration_in_months",
  "expand",
  "id",
  "max_redemptions",
  "metadata",
  "name",
  "percent_off",
  "redeem_by",
]);
const LOCALES = new Set(["auto", "fr", "fr-CA", "en", "en-GB", "de", "es", "it", "nl", "pt"]);

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, message, { type: "invalid_request_error", param, code });

/** Reads a form body as the Stripe SDK encodes it: `parent[child]`, arrays as `list[0]`, `list[1]`… */
export function parseStripeForm(text: string): FormBody {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]+\])*)$/.exec(key);
    if (!match) throw invalid(`Invalid parameter name: ${key}`, key);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1]!)];
    if (path.some((part) => part === "__proto__" || part === "constructor" || part === "prototype")) {
      throw invalid(`Invalid parameter name: ${key}`, key);
    }
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (next === undefined) node[part] = {};
      else if (typeof next === "string") throw invalid(`Invalid hash: ${key}`, key);
      node = node[part] as Record<string, FormValue>;
    }
    const last = path[path.length - 1]!;
    if (typeof node[last] === "object") throw invalid(`Invalid string: ${key}`, key);
    node[last] = value;
  }
  return arrayify(root) as FormBody;
}

/** Objects whose keys are 0, 1, 2… become arrays. */
function arrayify(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    const sorted = keys.map(Number).sort((a, b) => a - b);
    if (sorted.every((n, i) => n === i)) return sorted.map((n) => arrayify(value[String(n)]!));
  }
  return Object.fromEntries(keys.map((k) => [k, arrayify(value[k]!)]));
}

// ── Reading parameters as Stripe does ──────────────────────────────────────────────────────────────────────────

function str(body: Record<string, FormValue>, key: string, param: string, required = false): string | undefined {
  const value = body[key];
  if (value === undefined || value === "") {
    if (required) throw invalid(`Missing required param: ${param}.`, param, "parameter_missing");
    return undefined;
  }
  if (typeof value !== "string") throw invalid(`Invalid string: ${param}`, param);
  return value;
}

function int(body: Record<string, FormValue>, key: string, param: string, required = false): number | undefined {
  const value = str(body, key, param, required);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param, "parameter_invalid_integer");
  return Number(value);
}

function hash(body: Record<string, FormValue>, key: string, param: string): Record<string, FormValue> | undefined {
  const value = body[key];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "object" || Array.isArray(value)) throw invalid(`Invalid hash`, param);
  return value;
}

function list(body: Record<string, FormValue>, key: string, param: string): Record<string, FormValue>[] {
  const value = body[key];
  if (value === undefined || value === "") return [];
  if (!Array.isArray(value)) throw invalid(`Invalid array`, param);
  return value.map((item, i) => {
    if (typeof item !== "object" || Array.isArray(item)) throw invalid(`Invalid hash`, `${param}[${i}]`);
    return item;
  });
}

function bool(body: Record<string, FormValue>, key: string, param: string): boolean | undefined {
  const value = str(body, key, param);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalid(`Invalid boolean: ${value}`, param);
  return value === "true";
}

function metadataOf(body: Record<string, FormValue>): Record<string, string> {
  const metadata = hash(body, "metadata", "metadata") ?? {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(metadata)) {
    if (typeof value !== "string") throw invalid("Invalid metadata", `metadata[${key}]`);
    if (key.length > 40) throw invalid("Metadata keys can be at most 40 characters long.", `metadata[${key}]`);
    if (value.length > 500) throw invalid("Metadata values can be at most 500 characters long.", `metadata[${key}]`);
    out[key] = value;
  }
  if (Object.keys(out).length > 50) throw invalid("Metadata can have at most 50 keys.", "metadata");
  return out;
}

function rejectUnknown(body: FormBody, known: Set<string>) {
  for (const key of Object.keys(body)) {
    if (!known.has(key)) throw invalid(`Received unknown parameter: ${key}`, key, "parameter_unknown");
  }
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
function randomId(prefix: string, length: number, alphabet = ALPHANUMERIC): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startStripeStandIn(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? "sk_test_standin_4242424242";
  const webhookSecret = options.webhookSecret ?? "whsec_standin_secret_0123456789";
  // Only the webhook helpers of this client are used: it never sends a request.
  const signer = new Stripe(secretKey);

  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const coupons = new Map<string, StandInCoupon>();
  const refunds = new Map<string, StandInRefund>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let failures: { times: number; afterProcessing: boolean } = { times: 0, afterProcessing: false };
  type ActiveFault = StandInFault & { left: number; wait?: Promise<void>; onReach?: () => void };
  let faults: ActiveFault[] = [];
  const takeFault = (method: string, path: string): ActiveFault | null => {
    const found = faults.find(
      (f) =>
        f.left > 0 &&
        (!f.method || f.method === method) &&
        (typeof f.path === "string" ? f.path === path : f.path.test(path)),
    );
    if (!found) return null;
    found.left -= 1;
    faults = faults.filter((f) => f.left > 0);
    return found;
  };
  let baseUrl = "";

  const createCoupon = (body: FormBody): StandInCoupon => {
    rejectUnknown(body, COUPON_PARAMS);
    const amountOff = int(body, "amount_off", "amount_off");
    const percentOff = str(body, "percent_off", "percent_off");
    if ((amountOff === undefined) === (percentOff === undefined)) {
      throw invalid("You must pass exactly one of amount_off or percent_off.", "amount_off");
    }
    const currency = str(body, "currency", "currency");
    if (amountOff !== undefined) {
      if (amountOff < 1) throw invalid("Invalid positive integer", "amount_off");
      if (!currency) throw invalid("You must pass currency when passing amount_off.", "currency");
    }
    const duration = str(body, "duration", "duration") ?? "once";
    if (!["once", "repeating", "forever"].includes(duration)) {
      throw invalid(`Invalid duration: must be one of once, repeating, or forever`, "duration");
    }
    const id = str(body, "id", "id") ?? randomId("", 8);
    if (coupons.has(id)) throw invalid("Coupon already exists.", "id", "resource_already_exists");
    const coupon: StandInCoupon = {
      id,
      object: "coupon",
      amount_off: amountOff ?? null,
      percent_off: percentOff === undefined ? null : Number(percentOff),
      currency: currency?.toLowerCase() ?? null,
      duration,
      duration_in_months: int(body, "duration_in_months", "duration_in_months") ?? null,
      livemode: false,
      max_redemptions: int(body, "max_redemptions", "max_redemptions") ?? null,
      metadata: metadataOf(body),
      name: str(body, "name", "name") ?? null,
      redeem_by: int(body, "redeem_by", "redeem_by") ?? null,
      times_redeemed: 0,
      valid: true,
      created: nowSeconds(),
    };
    coupons.set(id, coupon);
    return coupon;
  };

  const createSession = (body: FormBody): StandInSession => {
    rejectUnknown(body, SESSION_PARAMS);
    const created = nowSeconds();
    const mode = str(body, "mode", "mode", true)!;
    if (!["payment", "setup", "subscription"].includes(mode)) {
      throw invalid(`Invalid mode: must be one of payment, setup, or subscription`, "mode");
    }
    const successUrl = str(body, "success_url", "success_url", true)!;
    const cancelUrl = str(body, "cancel_url", "cancel_url") ?? null;
    for (const [param, url] of [
      ["success_url", successUrl],
      ["cancel_url", cancelUrl],
    ] as const) {
      if (url !== null && !/^https?:\/\/\S+$/.test(url)) throw invalid(`Not a valid URL`, param, "url_invalid");
    }
    const locale = str(body, "locale", "locale") ?? null;
    if (locale !== null && !LOCALES.has(locale)) throw invalid(`Invalid locale: ${locale}`, "locale");
    let currency = str(body, "currency", "currency")?.toLowerCase();

    const items = list(body, "line_items", "line_items");
    if (mode === "payment" && items.length === 0) {
      throw invalid("You must specify either `line_items` or `prices` in `payment` mode.", "line_items");
    }
    let subtotal = 0;
    items.forEach((item, i) => {
      const param = `line_items[${i}]`;
      const quantity = int(item, "quantity", `${param}[quantity]`, true)!;
      if (quantity < 1) throw invalid("Quantity must be at least 1.", `${param}[quantity]`);
      const priceData = hash(item, "price_data", `${param}[price_data]`);
      if (!priceData) throw invalid(`Missing required param: ${param}[price_data].`, `${param}[price_data]`);
      const lineCurrency = str(priceData, "currency", `${param}[price_data][currency]`, true)!.toLowerCase();
      if (currency && lineCurrency !== currency) {
        throw invalid(
          `The line item currency ${lineCurrency} does not match the session currency ${currency}.`,
          `${param}[price_data][currency]`,
        );
      }
      currency = lineCurrency;
      const unitAmount = int(priceData, "unit_amount", `${param}[price_data][unit_amount]`, true)!;
      if (unitAmount < 0) throw invalid("Invalid non-negative integer", `${param}[price_data][unit_amount]`);
      const productData = hash(priceData, "product_data", `${param}[price_data][product_data]`);
      if (!productData) {
        throw invalid(
          `Missing required param: ${param}[price_data][product_data].`,
          `${param}[price_data][product_data]`,
        );
      }
      str(productData, "name", `${param}[price_data][product_data][name]`, true);
      subtotal += unitAmount * quantity;
    });
    if (!currency) throw invalid("Missing required param: currency.", "currency", "parameter_missing");

    let discount = 0;
    const discounts = list(body, "discounts", "discounts").map((d, i) => {
      const couponId = str(d, "coupon", `discounts[${i}][coupon]`, true)!;
      const coupon = coupons.get(couponId);
      if (!coupon) throw invalid(`No such coupon: '${couponId}'`, `discounts[${i}][coupon]`, "resource_missing");
      if (coupon.amount_off !== null && coupon.currency !== currency) {
        throw invalid(`The coupon's currency does not match the session's currency.`, `discounts[${i}][coupon]`);
      }
      discount += coupon.amount_off ?? Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
      return { coupon: couponId, promotion_code: null };
    });
    if (discounts.length > 1) throw invalid("You may only specify one discount.", "discounts");
    discount = Math.min(discount, subtotal);

    const shippingOptions = list(body, "shipping_options", "shipping_options").map((option, i) => {
      const param = `shipping_options[${i}][shipping_rate_data]`;
      const data = hash(option, "shipping_rate_data", param);
      if (!data) throw invalid(`Missing required param: ${param}.`, param);
      str(data, "display_name", `${param}[display_name]`, true);
      const type = str(data, "type", `${param}[type]`) ?? "fixed_amount";
      if (type !== "fixed_amount") throw invalid(`Invalid type: must be fixed_amount`, `${param}[type]`);
      const fixed = hash(data, "fixed_amount", `${param}[fixed_amount]`);
      if (!fixed) throw invalid(`Missing required param: ${param}[fixed_amount].`, `${param}[fixed_amount]`);
      const amount = int(fixed, "amount", `${param}[fixed_amount][amount]`, true)!;
      if (amount < 0) throw invalid("Invalid non-negative integer", `${param}[fixed_amount][amount]`);
      const rateCurrency = str(fixed, "currency", `${param}[fixed_amount][currency]`, true)!.toLowerCase();
      if (rateCurrency !== currency) {
        throw invalid(`The shipping rate's currency must match the session's currency.`, `${param}[fixed_amount]`);
      }
      return { shipping_amount: amount, shipping_rate: randomId("shr_", 24) };
    });
    if (shippingOptions.length > 5) throw invalid("You may only specify up to 5 shipping options.", "shipping_options");
    const shipping = shippingOptions[0]?.shipping_amount ?? 0;
    const total = subtotal - discount + shipping;
    if (mode === "payment" && total > 0 && currency === "eur" && total < MIN_AMOUNT_EUR_CENTS) {
      throw invalid("The Checkout Session's total amount due must add up to at least €0.50 eur", "line_items");
    }

    const expiresAt = int(body, "expires_at", "expires_at") ?? created + MAX_EXPIRY_SECONDS;
    if (expiresAt < created + MIN_EXPIRY_SECONDS) {
      throw invalid(
        "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
        "expires_at",
      );
    }
    if (expiresAt > created + MAX_EXPIRY_SECONDS) {
      throw invalid(
        "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
        "expires_at",
      );
    }

    const addressCollection = hash(body, "shipping_address_collection", "shipping_address_collection");
    const countries = addressCollection?.allowed_countries;
    if (addressCollection && (!Array.isArray(countries) || countries.some((c) => typeof c !== "string"))) {
      throw invalid(
        "Missing required param: shipping_address_collection[allowed_countries].",
        "shipping_address_collection[allowed_countries]",
      );
    }
    const phone = hash(body, "phone_number_collection", "phone_number_collection");
    const customerEmail = str(body, "customer_email", "customer_email") ?? null;
    if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
      throw invalid(`Invalid email address: ${customerEmail}`, "customer_email", "email_invalid");
    }

    const id = randomId("cs_test_", 58);
    const session: StandInSession = {
      id,
      object: "checkout.session",
      adaptive_pricing: { enabled: false },
      after_expiration: null,
      allow_promotion_codes: null,
      amount_subtotal: subtotal,
      amount_total: total,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null,
      cancel_url: cancelUrl,
      client_reference_id: str(body, "client_reference_id", "client_reference_id") ?? null,
      client_secret: null,
      collected_information: null,
      consent: null,
      consent_collection: null,
      created,
      currency,
      custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
      customer: null,
      customer_creation: "if_required",
      customer_details: null,
      customer_email: customerEmail,
      discounts,
      expires_at: expiresAt,
      invoice: null,
      livemode: false,
      locale,
      metadata: metadataOf(body),
      mode,
      payment_intent: null,
      payment_link: null,
      payment_method_collection: "if_required",
      payment_method_types: ["card"],
      payment_status: "unpaid",
      phone_number_collection: { enabled: phone ? bool(phone, "enabled", "phone_number_collection[enabled]")! : false },
      recovered_from: null,
      setup_intent: null,
      shipping_address_collection: addressCollection ? { allowed_countries: countries as string[] } : null,
      shipping_cost: shippingOptions[0]
        ? {
            amount_subtotal: shipping,
            amount_tax: 0,
            amount_total: shipping,
            shipping_rate: shippingOptions[0].shipping_rate,
          }
        : null,
      shipping_options: shippingOptions,
      status: "open",
      submit_type: null,
      subscription: null,
      success_url: successUrl,
      total_details: { amount_discount: discount, amount_shipping: shipping, amount_tax: 0 },
      ui_mode: "hosted",
      url: `${baseUrl}/c/pay/${id}`,
    };
    sessions.set(id, session);
    return session;
  };

  const findSession = (id: string): StandInSession => {
    const session = sessions.get(id);
    if (!session) {
      throw new StripeApiError(404, `No such checkout.session: '${id}'`, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "session",
      });
    }
    return session;
  };

  const expireSession = (id: string): StandInSession => {
    const session = findSession(id);
    if (session.status !== "open") {
      throw invalid(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = "expired";
    session.url = null;
    return session;
  };

  /** A refund of a paid session's payment intent: never more than what is left of the amount paid. */
  const createRefund = (body: FormBody): StandInRefund => {
    rejectUnknown(body, REFUND_PARAMS);
    const paymentIntent = str(body, "payment_intent", "payment_intent", true)!;
    const session = [...sessions.values()].find((s) => s.payment_intent === paymentIntent);
    if (!session || session.payment_status !== "paid") {
      throw new StripeApiError(404, `No such payment_intent: '${paymentIntent}'`, {
        type: "invalid_request_error",
        code: "resource_missing",
        param: "payment_intent",
      });
    }
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
    const left = session.amount_total - refunded;
    const amount = int(body, "amount", "amount") ?? left;
    if (amount < 1) throw invalid("Invalid positive integer", "amount");
    if (amount > left) {
      throw invalid(
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
        "amount",
        "amount_too_large",
      );
    }
    const reason = str(body, "reason", "reason") ?? null;
    if (reason !== null && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason)) {
      throw invalid(`Invalid reason: ${reason}`, "reason");
    }
    const refund: StandInRefund = {
      id: randomId("re_", 24),
      object: "refund",
      amount,
      charge: `ch_${paymentIntent.slice(3)}`,
      created: nowSeconds(),
      currency: session.currency,
      metadata: metadataOf(body),
      payment_intent: paymentIntent,
      reason,
      status: "succeeded",
      failure_reason: null,
    };
    refunds.set(refund.id, refund);
    return refund;
  };

  const listOf = (data: unknown[], url: string) => ({ object: "list", data, has_more: false, url });

  /** GET /v1/refunds?payment_intent=…: newest first, as Stripe lists them. */
  const listRefunds = (query: URLSearchParams) => {
    const paymentIntent = query.get("payment_intent");
    const found = [...refunds.values()]
      .filter((r) => !paymentIntent || r.payment_intent === paymentIntent)
      .reverse()
      .slice(0, Number(query.get("limit") ?? 10));
    return listOf(found, "/v1/refunds");
  };

  /** GET /v1/checkout/sessions?payment_intent=… */
  const listSessions = (query: URLSearchParams) => {
    const paymentIntent = query.get("payment_intent");
    const found = [...sessions.values()].filter((x) => !paymentIntent || x.payment_intent === paymentIntent);
    return listOf(found.slice(0, Number(query.get("limit") ?? 10)), "/v1/checkout/sessions");
  };

  /** The API itself: answers a parsed request, or throws a StripeApiError. */
  const route = (method: string, path: string, body: FormBody, query = new URLSearchParams()): unknown => {
    if (method === "GET" && path === "/v1/refunds") return listRefunds(query);
    if (method === "GET" && path === "/v1/checkout/sessions") return listSessions(query);
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (refund && method === "GET") {
      const found = refunds.get(decodeURIComponent(refund[1]!));
      if (!found) throw new StripeApiError(404, `No such refund: '${refund[1]}'`, { type: "invalid_request_error" });
      return found;
    }
    if (method === "POST" && path === "/v1/coupons") return createCoupon(body);
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(body);
    if (method === "POST" && path === "/v1/refunds") return createRefund(body);
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (one && method === "GET") return findSession(decodeURIComponent(one[1]!));
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire && method === "POST") return expireSession(decodeURIComponent(expire[1]!));
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`, {
      type: "invalid_request_error",
    });
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": randomId("req_", 14),
      "stripe-version": API_VERSION,
      ...headers,
    });
    res.end(JSON.stringify(body, null, 2));
  };

  const errorBody = (err: StripeApiError) => ({
    error: {
      ...(err.extra.code ? { code: err.extra.code } : {}),
      message: err.message,
      ...(err.extra.param ? { param: err.extra.param } : {}),
      type: err.extra.type ?? "api_error",
    },
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const { method, url, headers, rawBody } = await readStandInRequest(req);
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.search,
      headers,
      rawBody,
      body: {},
      status: 0,
    };
    requests.push(record);
    let fault: ActiveFault | null = null;
    const answer = (status: number, body: unknown, headers?: Record<string, string>) => {
      record.status = status;
      if (!fault) return send(res, status, body, headers);
      if (fault.kind === "lose") {
        record.status = 500;
        return send(res, 500, {
          error: { message: "An unknown error occurred (stand-in: answer lost).", type: "api_error" },
        });
      }
      if (fault.kind === "drop") {
        record.status = 0;
        res.socket?.destroy();
        return;
      }
      fault.onReach?.();
      const wait = fault.wait ?? new Promise<void>((resolve) => setTimeout(resolve, fault!.ms ?? 0));
      void wait.then(() => {
        if (!res.destroyed && !res.writableEnded) send(res, status, body, headers);
      });
    };

    const auth = req.headers.authorization ?? "";
    const key = /^Bearer (\S+)$/.exec(auth)?.[1];
    if (!key) {
      return answer(401, {
        error: {
          message:
            "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          type: "invalid_request_error",
        },
      });
    }
    if (key !== secretKey) {
      return answer(401, {
        error: {
          code: "api_key_invalid",
          message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
          type: "invalid_request_error",
        },
      });
    }

    fault = takeFault(method, url.pathname);
    const failing = failures.times > 0 ? failures : null;
    if (failing) failures = { ...failing, times: failing.times - 1 };
    const fail = () =>
      answer(500, { error: { message: "An unknown error occurred (stand-in failure).", type: "api_error" } });
    if (failing && !failing.afterProcessing) return fail();

    try {
      record.body = method === "GET" || method === "DELETE" ? {} : parseStripeForm(rawBody);
      const idempotencyKey = method === "POST" ? req.headers["idempotency-key"] : undefined;
      const echo: Record<string, string> = {};
      if (typeof idempotencyKey === "string") {
        echo["idempotency-key"] = idempotencyKey;
        const fingerprint = `${method} ${url.pathname} ${JSON.stringify(record.body)}`;
        const saved = idempotent.get(`${key} ${idempotencyKey}`);
        if (saved) {
          if (saved.fingerprint !== fingerprint) {
            throw new StripeApiError(
              400,
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              { type: "idempotency_error" },
            );
          }
          if (failing) return fail();
          return answer(saved.status, saved.body, { ...echo, "idempotent-replayed": "true" });
        }
        try {
          const body = route(method, url.pathname, record.body);
          idempotent.set(`${key} ${idempotencyKey}`, { fingerprint, status: 200, body: structuredClone(body) });
          if (failing) return fail();
          return answer(200, body, echo);
        } catch (err) {
          // Stripe keeps the outcome of a request that reached the endpoint, errors included.
          if (err instanceof StripeApiError && err.status === 400 && err.extra.type === "invalid_request_error") {
            idempotent.set(`${key} ${idempotencyKey}`, { fingerprint, status: 400, body: errorBody(err) });
          }
          throw err;
        }
      }
      const body = route(method, url.pathname, record.body, url.searchParams);
      if (failing) return fail();
      return answer(200, body);
    } catch (err) {
      if (err instanceof StripeApiError) return answer(err.status, errorBody(err));
      return answer(500, {
        error: { message: err instanceof Error ? err.message : String(err), type: "api_error" },
      });
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { message: String(err), type: "api_error" } });
      else res.destroy();
    });
  });
  baseUrl = await listenLocally(server);

  const customerDetails = (session: StandInSession, customer: StandInCustomer = {}) => {
    const address: StandInAddress | null = customer.address
      ? {
          city: customer.address.city ?? null,
          country: customer.address.country ?? null,
          line1: customer.address.line1 ?? null,
          line2: customer.address.line2 ?? null,
          postal_code: customer.address.postal_code ?? null,
          state: customer.address.state ?? null,
        }
      : null;
    session.customer_details = {
      address,
      email: customer.email ?? session.customer_email,
      name: customer.name ?? null,
      phone: customer.phone ?? null,
      tax_exempt: "none",
      tax_ids: [],
    };
    if (session.shipping_address_collection && address) {
      session.collected_information = { shipping_details: { name: customer.name ?? "", address } };
    }
  };

  const complete = (id: string, paymentStatus: "paid" | "unpaid", customer?: StandInCustomer) => {
    const session = findSession(id);
    if (session.status !== "open") throw new Error(`session ${id} is ${session.status}, not open`);
    customerDetails(session, customer);
    session.status = "complete";
    session.payment_status = paymentStatus;
    session.payment_intent = randomId("pi_", 24);
    session.url = null;
    return session;
  };

  const sign = (payload: string, signOptions: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({
      payload,
      secret: signOptions.secret ?? webhookSecret,
      ...(signOptions.timestamp === undefined ? {} : { timestamp: signOptions.timestamp }),
    });

  const event = (type: string, sessionId: string, eventOptions: { id?: string; created?: number } = {}) =>
    ({
      id: eventOptions.id ?? randomId("evt_", 24),
      object: "event",
      api_version: API_VERSION,
      created: eventOptions.created ?? nowSeconds(),
      data: { object: structuredClone(findSession(sessionId)) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }) as unknown as Stripe.Event;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    requests,
    requestsTo: (method, path) => requestsTo(requests, method, path),
    sessions,
    coupons,
    refunds,
    session: findSession,
    failNext: ({ times = 1, afterProcessing = false } = {}) => {
      failures = { times, afterProcessing };
    },
    fault: (f) => {
      faults.push({ ...f, left: f.times ?? 1 });
    },
    hold: (match) => {
      let release!: () => void;
      let reach!: () => void;
      const wait = new Promise<void>((resolve) => (release = resolve));
      const reached = new Promise<void>((resolve) => (reach = resolve));
      faults.push({ ...match, kind: "hold", left: match.times ?? 1, wait, onReach: reach });
      return { reached, release };
    },
    refundInDashboard: (paymentIntent, amount) => {
      const body: FormBody = { payment_intent: paymentIntent };
      if (amount !== undefined) body.amount = String(amount);
      return createRefund(body);
    },
    signedRefundEvent: (type, refundId, eventOptions = {}) => {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      const session = [...sessions.values()].find((x) => x.payment_intent === refund.payment_intent)!;
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === refund.payment_intent && r.status !== "failed" && r.status !== "canceled")
        .reduce((sum, r) => sum + r.amount, 0);
      const object =
        type === "charge.refunded"
          ? {
              id: refund.charge,
              object: "charge",
              amount: session.amount_total,
              amount_refunded: refunded,
              currency: session.currency,
              payment_intent: refund.payment_intent,
              refunded: refunded >= session.amount_total,
              status: "succeeded",
            }
          : structuredClone(refund);
      const built = {
        id: eventOptions.id ?? randomId("evt_", 24),
        object: "event",
        api_version: API_VERSION,
        created: nowSeconds(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      } as unknown as Stripe.Event;
      const payload = JSON.stringify(built, null, 2);
      return { payload, signature: sign(payload), event: built };
    },
    pay: (id, customer) => complete(id, "paid", customer),
    completeUnpaid: (id, customer) => complete(id, "unpaid", customer),
    asyncPaymentSucceeded: (id) => {
      const session = findSession(id);
      if (session.status !== "complete") throw new Error(`session ${id} is ${session.status}, not complete`);
      session.payment_status = "paid";
      return session;
    },
    asyncPaymentFailed: (id) => {
      const session = findSession(id);
      if (session.status !== "complete") throw new Error(`session ${id} is ${session.status}, not complete`);
      session.payment_status = "unpaid";
      return session;
    },
    expire: expireSession,
    event,
    signedEvent: (type, sessionId, signOptions = {}) => {
      const built = event(type, sessionId, { id: signOptions.id });
      const payload = JSON.stringify(built, null, 2);
      return { payload, signature: sign(payload, signOptions), event: built };
    },
    sign,
    reset: () => {
      requests.length = 0;
      sessions.clear();
      coupons.clear();
      refunds.clear();
      idempotent.clear();
      failures = { times: 0, afterProcessing: false };
      faults = [];
    },
    close: () => closeServer(server),
  };
}
