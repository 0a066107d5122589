// The crypto payment pages' rules, pure: what there is to pay (stored crypto cart data or the page's query),
// the request bodies, the countdown and the French wording of each state. Money in integer cents.
import type { CartItem } from "#core/cart";
import type { ShippingAddress } from "#core/checkout";
import { validateShippingAddress } from "#core/delivery-address";
import { formatDecimal, groupDigits } from "#core/french-format";
import { CRYPTO_PAYMENT_MINUTES } from "#core/crypto";
import { eurosToCents } from "#core/money";
import { readStoredPromotion } from "./applied-promotion";
import { basketRequest, type CryptoCartData, type GiftRequest, readStoredJson } from "./checkout";
import type {
  CryptoCartRequest,
  CryptoCharge,
  CryptoOrderStatus,
  CryptoPackageRequest,
  CryptoStatusResponse,
  SimulatedCryptoInvoice,
} from "./crypto-client";

const isCents = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export function cryptoChargeStorageKey(shortName: string): string {
  return `${shortName}_crypto_charge`;
}

/** Stored crypto cart data (written by /checkout), or null when absent, unreadable or without a line. */
export function parseCryptoCartData(raw: string | null): CryptoCartData | null {
  const value = readStoredJson(raw);
  if (!isObject(value) || !Array.isArray(value.items) || value.items.length === 0) return null;
  const items: CryptoCartData["items"] = [];
  for (const i of value.items as unknown[]) {
    if (
      !isObject(i) ||
      typeof i.id !== "string" ||
      typeof i.name !== "string" ||
      !isCents(i.price) ||
      !Number.isSafeInteger(i.quantity) ||
      (i.quantity as number) < 1
    )
      return null;
    items.push({ id: i.id, name: i.name, price: i.price, quantity: i.quantity as number });
  }
  if (!isCents(value.total) || !isCents(value.final_total)) return null;
  if (!isObject(value.shipping_address)) return null;
  const address = validateShippingAddress(value.shipping_address);
  if (!address.ok) return null;
  // An entry written before decision 098 has the promotion's old shape: readStoredPromotion converts it.
  const applied_promo = readStoredPromotion(value.applied_promo);
  const guest_email = typeof value.guest_email === "string" && value.guest_email ? value.guest_email : null;
  const pickup = typeof value.pickup_point_id === "string" && value.pickup_point_id ? value.pickup_point_id : null;
  return {
    ...(pickup ? { pickup_point_id: pickup } : {}),
    ...(value.express === true && !pickup ? { express: true as const } : {}),
    ...(isObject(value.gift) ? { gift: value.gift as unknown as GiftRequest } : {}),
    items,
    total: value.total,
    final_total: value.final_total,
    applied_promo,
    shipping_address: address.address,
    guest_email,
    is_guest: guest_email !== null,
  };
}

/** One line of the order shown on the page. */
export interface OrderLine {
  id: string;
  name: string;
  unitCents: number;
  quantity: number;
  image?: string;
}

/** The figures of the stored basket, as the checkout showed them. */
export function cartSummary(data: CryptoCartData) {
  const subtotalCents = data.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  return {
    lines: data.items.map((i): OrderLine => ({ id: i.id, name: i.name, unitCents: i.price, quantity: i.quantity })),
    subtotalCents,
    discountCents: Math.max(0, subtotalCents - data.total),
    shippingCents: Math.max(0, data.final_total - data.total),
    totalCents: data.final_total,
    promoCode: data.applied_promo?.code ?? null,
  };
}

export interface CryptoQuery {
  /** Whether the address asked for something (then nothing else is paid in its place). */
  requested: boolean;
  packageId: string | null;
  /** `items=[{"id":"…","quantity":1}]`: ids and quantities only (prices are the catalogue's). */
  items: { id: string; quantity: number }[] | null;
  /** `total=29.99`: what a link claimed; only compared with the shop's own total. */
  totalCents: number | null;
}

const MAX_LINES = 50;
const MAX_QUANTITY = 99;

/** Reads the page's query (spec §2: package, total, items). Anything malformed counts as asked but unusable. */
export function parseCryptoQuery(params: URLSearchParams): CryptoQuery {
  const pkg = params.get("package")?.trim() ?? "";
  const rawItems = params.get("items");
  const rawTotal = params.get("total")?.trim().replace(",", ".") ?? "";
  const totalCents = /^\d{1,7}(?:\.\d{1,2})?$/.test(rawTotal) ? eurosToCents(Number(rawTotal)) : null;
  let items: CryptoQuery["items"] = null;
  if (rawItems !== null && !pkg) {
    try {
      const list: unknown = JSON.parse(rawItems);
      if (Array.isArray(list) && list.length > 0 && list.length <= MAX_LINES) {
        const merged = new Map<string, number>();
        for (const entry of list) {
          if (!isObject(entry) || typeof entry.id !== "string" || entry.id.length === 0 || entry.id.length > 120)
            throw new Error("ligne");
          const quantity = entry.quantity ?? 1;
          if (!Number.isSafeInteger(quantity) || (quantity as number) < 1) throw new Error("quantité");
          merged.set(entry.id, Math.min(MAX_QUANTITY, (merged.get(entry.id) ?? 0) + (quantity as number)));
        }
        items = [...merged].map(([id, quantity]) => ({ id, quantity }));
      }
    } catch {
      items = null;
    }
  }
  return {
    requested: pkg !== "" || rawItems !== null,
    packageId: pkg && pkg.length <= 60 ? pkg : null,
    items,
    totalCents,
  };
}

/** The body of POST /api/crypto/create/cart for the stored basket, with the total the customer saw. */
export function cryptoCartRequest(data: CryptoCartData, currency: string): CryptoCartRequest {
  return {
    ...basketRequest({
      items: data.items,
      promo: data.applied_promo,
      address: data.shipping_address,
      totalCents: data.final_total,
      guestEmail: data.guest_email,
      pickupPointId: data.pickup_point_id,
      express: data.express,
      gift: data.gift,
    }),
    currency,
  };
}

/** The body for lines given by the page's address (priced by the catalogue), with the delivery form's address. */
export function cryptoItemsRequest(input: {
  lines: OrderLine[];
  address: ShippingAddress;
  signedIn: boolean;
  /** Lines plus the quoted delivery, when known: the server refuses a different total. */
  totalCents: number | null;
  currency: string;
}): CryptoCartRequest {
  return {
    ...basketRequest({
      items: input.lines,
      promo: null,
      address: input.address,
      totalCents: input.totalCents,
      guestEmail: input.signedIn ? null : input.address.email,
    }),
    currency: input.currency,
  };
}

export function cryptoPackageRequest(input: {
  packageId: string;
  address: ShippingAddress;
  signedIn: boolean;
  currency: string;
  originUrl: string;
}): CryptoPackageRequest {
  const guest = input.signedIn ? null : input.address.email;
  return {
    package_id: input.packageId,
    currency: input.currency,
    origin_url: input.originUrl,
    shipping_address: input.address,
    guest_email: guest,
    is_guest: guest !== null,
  };
}

/** "Payer avec BTC" */
export function payLabel(currency: string): string {
  return `Payer avec ${currency}`;
}

/** 38.26 → "38,26 $US": what `Intl` prints for fr-FR and USD, without building a formatter (decision 072). */
export function formatUsd(amount: number): string {
  return `${formatDecimal(amount, 2, 2)}\u00a0$US`;
}

/**
 * `"0.00123456"` → `0,00123456`, `"1234.5"` → `1 234,5`: a crypto amount written the French way, every decimal the
 * provider gave kept (it is the exact sum to send), thousands grouped by a narrow non-breaking space.
 */
export function formatCryptoAmount(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction] = match;
  return `${sign}${groupDigits(whole!)}${fraction ? `,${fraction}` : ""}`;
}

// The 15-minute window.

/**
 * When the invoice expires on this browser's clock: the server's `expires_at` shifted by the difference between the
 * server's clock (the answer's Date header) and this one; 15 minutes from now if the date is unreadable. Never more
 * than the 15 minutes from now: the Date header counts whole seconds, which made a new invoice start at 15:01.
 */
export function deadlineFrom(expiresAt: string, serverTime: number | null, clientNow: number): number {
  const windowEnd = clientNow + CRYPTO_PAYMENT_MINUTES * 60_000;
  const expires = Date.parse(expiresAt);
  if (Number.isNaN(expires)) return windowEnd;
  return Math.min(windowEnd, expires - (serverTime ?? clientNow) + clientNow);
}

/** 754_000 ms → "12:34" (whole seconds rounded up, never below 00:00). */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/**
 * What a screen reader is told about the time left: a sentence that changes only at meaningful steps (10, 5, 2 and
 * 1 minute, 30 seconds, the end), never every second. Empty while more than 10 minutes remain.
 */
export function countdownAnnouncement(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds <= 0) return "Le délai de paiement est écoulé.";
  if (seconds <= 30) return "Moins de 30 secondes pour payer.";
  if (seconds <= 60) return "Moins d'une minute pour payer.";
  for (const minutes of [2, 5, 10]) {
    if (seconds <= minutes * 60) return `Moins de ${minutes} minutes pour payer.`;
  }
  return "";
}

// The order's state.

export interface StatusMessage {
  tone: "info" | "success" | "warning" | "error";
  title: string;
  text: string;
}

type StatusFields = Pick<CryptoStatusResponse, "status" | "invoice_status" | "additional_status">;

/** The French words of the crypto page for the order's state (pending, paid, expired, to be reviewed). */
export function cryptoStatusMessage(status: StatusFields): StatusMessage {
  switch (status.status) {
    case "paid":
      return {
        tone: "success",
        title: "Paiement confirmé",
        text: "Merci ! Votre paiement est confirmé : redirection vers votre confirmation de commande…",
      };
    case "expired":
      return {
        tone: "error",
        title: "Facture expirée",
        text: `Le délai de ${CRYPTO_PAYMENT_MINUTES} minutes est écoulé : cette facture ne peut plus être payée et la commande a été annulée. Aucun paiement n'a été reçu.`,
      };
    case "review":
      return status.additional_status === "PaidPartial" && status.invoice_status === "New"
        ? {
            tone: "warning",
            title: "Paiement à vérifier",
            text: "Le montant reçu est inférieur à celui de la facture. Vous pouvez envoyer le complément depuis la page de paiement avant la fin du délai ; sinon, notre équipe vérifiera la transaction et vous contactera par e-mail (complément ou remboursement).",
          }
        : {
            tone: "warning",
            title: "Paiement à vérifier",
            text: "Votre paiement présente une anomalie (montant différent de la facture ou paiement reçu après l'expiration). Notre équipe le vérifie et vous contactera par e-mail pour finaliser la commande ou vous rembourser. N'envoyez pas de nouveau paiement.",
          };
    case "pending":
      return status.invoice_status === "Processing"
        ? {
            tone: "info",
            title: "Paiement détecté",
            text: "Votre paiement a été vu sur le réseau : il attend ses confirmations. Cette page se met à jour toute seule.",
          }
        : {
            tone: "info",
            title: "En attente de votre paiement",
            text: "Payez depuis la page de paiement : cette page se met à jour toute seule dès que le paiement arrive.",
          };
  }
}

/** How long to wait before asking again: often while waiting, rarely once the invoice is closed; never once paid. */
export function nextPollDelay(status: CryptoOrderStatus | null): number | null {
  if (status === "paid") return null;
  if (status === "expired" || status === "review") return 10_000;
  return 3000;
}

/** Where to go once paid: the server's path of the shop, else the success page for this charge. */
export function paidDestination(redirectUrl: string | null, chargeId: string): string {
  if (redirectUrl && redirectUrl.startsWith("/") && !redirectUrl.startsWith("//")) return redirectUrl;
  return `/paiement/succes?session_id=${encodeURIComponent(chargeId)}`;
}

// The created charge, kept for this tab (a reload, or a phone coming back from the wallet app, finds it again).

/** What the page shows of the order (it is the same before and after the invoice is created). */
export type CryptoOrderView =
  | {
      kind: "cart";
      lines: OrderLine[];
      subtotalCents: number;
      discountCents: number;
      shippingCents: number;
      totalCents: number;
      promoCode: string | null;
    }
  | { kind: "package"; packageId: string; lines: OrderLine[]; totalCents: number }
  | { kind: "items"; lines: OrderLine[]; subtotalCents: number };

export interface StoredCharge {
  /** The page's query when the invoice was created: another query is another order. */
  search: string;
  charge: CryptoCharge;
  /** When the invoice expires, on this browser's clock. */
  deadline: number;
  order: CryptoOrderView;
  /** The basket as it was, to put back if the invoice expires. */
  basket: CartItem[];
}

/** How long after its expiry a kept invoice is still shown again (a payment seen late may still be confirming). */
export const KEPT_CHARGE_GRACE_MS = 60 * 60_000;

/** The charge kept for this query, or null (absent, unreadable, for another order or long expired). */
export function parseStoredCharge(raw: string | null, search: string, now: number): StoredCharge | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredCharge>;
    const charge = value.charge;
    if (
      value.search !== search ||
      typeof value.deadline !== "number" ||
      now > value.deadline + KEPT_CHARGE_GRACE_MS ||
      !isObject(value.order) ||
      !Array.isArray(value.order.lines) ||
      !isObject(charge) ||
      typeof charge.charge_id !== "string" ||
      typeof charge.hosted_url !== "string" ||
      typeof charge.crypto_amount !== "string" ||
      typeof charge.amount !== "number"
    )
      return null;
    return { ...(value as StoredCharge), basket: Array.isArray(value.basket) ? value.basket : [] };
  } catch {
    return null;
  }
}

// The simulated invoice page.

type InvoiceFields = Pick<
  SimulatedCryptoInvoice,
  "invoice_status" | "additional_status" | "crypto_amount" | "paid_amount" | "due_amount" | "currency"
>;

/** The invoice's state in French, from BTCPay's status and additional status. */
export function invoiceStatusText(invoice: InvoiceFields): string {
  const { currency: code } = invoice;
  const partial = `${invoice.paid_amount} ${code} reçus sur ${invoice.crypto_amount} ${code}`;
  switch (invoice.invoice_status) {
    case "New":
      return invoice.additional_status === "PaidPartial"
        ? `Paiement partiel : ${partial}, reste ${invoice.due_amount} ${code}`
        : "En attente de paiement";
    case "Processing":
      return "Paiement reçu, en attente de confirmations";
    case "Settled":
      if (invoice.additional_status === "PaidOver") return `Payée, montant supérieur à la facture (${partial})`;
      if (invoice.additional_status === "PaidLate") return "Payée après l'expiration";
      return "Payée";
    case "Expired":
      if (invoice.additional_status === "PaidLate") return `Expirée, paiement reçu en retard (${partial})`;
      if (invoice.additional_status === "PaidPartial") return `Expirée après un paiement partiel (${partial})`;
      return "Expirée, aucun paiement reçu";
    case "Invalid":
      return "Invalide";
    default:
      return invoice.invoice_status;
  }
}

/** The order's state as the shop sees it, in French. */
export function orderStatusText(status: CryptoOrderStatus): string {
  switch (status) {
    case "pending":
      return "En attente de paiement";
    case "paid":
      return "Payée : la commande est confirmée";
    case "expired":
      return "Annulée : facture expirée";
    case "review":
      return "À vérifier par la boutique";
  }
}

/** The QR code's SVG (made by our server) as an image address: shown by <img>, so nothing in it can run. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
