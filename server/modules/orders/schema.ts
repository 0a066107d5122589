import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { ShippingAddress } from "#core/checkout";
import { FREE_REFUND_REASON_IDS } from "#core/free-refund";
import { DELIVERY_METHODS } from "#core/delivery-methods";
import type { GiftSnapshot } from "#core/gift";
import type { PickupPointSnapshot } from "#core/pickup-point";
import type { VatPart } from "#core/vat";
import { cascadeRef, createdAt, identityId, stampedAt, timestamptz } from "#server/db/columns";

export const ORDER_STATUSES = ["pending_payment", "paid", "expired", "cancelled", "failed", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where a paid order is on its way to the customer: null until the team starts preparing it. */
export const FULFILMENT_STATUSES = ["preparing", "shipped", "delivered"] as const;
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number];

/**
 * An order is an immutable snapshot of what was sold, at which price, to whom: written once when the customer
 * leaves for the payment page; afterwards only its status, payment and flags change.
 */
export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** Short reference shown to the customer: MH-XXXXXXXX */
    reference: text("reference").notNull().unique(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending_payment"),
    userId: text("user_id"),
    /** Lower-cased; for a direct purchase it is filled by the payment page. */
    email: text("email"),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    /** Home (every order placed before decision 103), a pickup point (kept in `pickupPoint`) or express (decision 109). */
    deliveryMethod: text("delivery_method", { enum: DELIVERY_METHODS }).notNull().default("home"),
    /** The carrier's point as it was when the order was placed; null for a home delivery. */
    pickupPoint: jsonb("pickup_point").$type<PickupPointSnapshot>(),
    /** The parcel's weight the delivery was priced on (lines and packaging, decision 109): the label form's first value. */
    parcelWeightGrams: integer("parcel_weight_grams"),
    paymentMethod: text("payment_method", { enum: ["card", "crypto"] }).notNull(),
    /** simulated, stripe, btcpay… */
    provider: text("provider").notNull(),
    /** The provider's checkout session or invoice id: one order per payment. */
    providerSessionId: text("provider_session_id").unique(),
    paymentUrl: text("payment_url"),
    /** A direct purchase names its package (the payment status's metadata.package_name). */
    packageName: text("package_name"),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    promoCode: text("promo_code"),
    promoName: text("promo_name"),
    shippingCents: integer("shipping_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    /** SHA-256 of the secret in the confirmation mail's link (set when paid), which lets a guest see the order. */
    accessTokenHash: text("access_token_hash"),
    createdAt: createdAt(),
    /** After this the payment session is over and the reservations are released. */
    expiresAt: timestamptz("expires_at").notNull(),
    paidAt: timestamptz("paid_at"),
    /** When the stock and code reservations were given back (expired, failed, cancelled). */
    releasedAt: timestamptz("released_at"),
    /**
     * The expiry job does not ask this order's provider again before then: another instance is asking it, or the
     * provider did not answer and is asked again at a later run.
     */
    expiryCheckAfter: timestamptz("expiry_check_after"),
    /** Something the administrator must look at (a late payment without stock, an under-payment…). */
    attention: text("attention"),
    /** Placed with a simulated provider (demonstration): no real payment; the back office, analytics and invoices leave it out. */
    testMode: boolean("test_mode").notNull().default(false),
    /** The shipping's VAT, shared between the goods' rates (decision 036); null when free or placed before it. */
    shippingVat: jsonb("shipping_vat").$type<VatPart[]>(),
    /** A gift (decision 112): the card's message, the wrapping asked, the recipient when another; null: not a gift. */
    gift: jsonb("gift").$type<GiftSnapshot>(),
    /** The gift wrapping's price (GIFT_WRAPPING_CENTS when ordered), part of the total; 0 without wrapping. */
    giftWrappingCents: integer("gift_wrapping_cents").notNull().default(0),
    /** The wrapping's VAT, shared between the goods' rates like the shipping's; null without wrapping. */
    giftWrappingVat: jsonb("gift_wrapping_vat").$type<VatPart[]>(),
    /** SHA-256 of the client's network address, for the limit of unpaid orders per address. */
    clientAddressHash: text("client_address_hash"),
    fulfilment: text("fulfilment", { enum: FULFILMENT_STATUSES }),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    trackingUrl: text("tracking_url"),
    preparingAt: timestamptz("preparing_at"),
    shippedAt: timestamptz("shipped_at"),
    deliveredAt: timestamptz("delivered_at"),
    /** When the one review invitation of the order was written (decision 110); null: not yet. */
    reviewInvitedAt: timestamptz("review_invited_at"),
    /** Sum of the refunds made (order_refunds); the order is `refunded` when it reaches the total. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** When the team marked the `attention` note as dealt with, and what it wrote. */
    attentionResolvedAt: timestamptz("attention_resolved_at"),
    attentionResolution: text("attention_resolution"),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_pending_expiry_idx").on(t.status, t.expiresAt),
    index("orders_email_status_idx").on(t.email, t.status),
    index("orders_client_status_idx").on(t.clientAddressHash, t.status),
    index("orders_created_idx").on(t.createdAt),
    check("orders_gift_wrapping_positive", sql`${t.giftWrappingCents} >= 0`),
    check("orders_refund_within_total", sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`),
    check(
      "orders_amounts_positive",
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

/** The first columns of a row about one order: its number, and the order's id (the row goes with the order). */
const ofOrder = () => ({ id: identityId(), orderId: cascadeRef("order_id", () => orders.id) });

export const orderLines = pgTable(
  "order_lines",
  {
    ...ofOrder(),
    position: integer("position").notNull(),
    variantId: text("variant_id").notNull(),
    name: text("name").notNull(),
    image: text("image").notNull(),
    category: text("category").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** Units taken from a limited stock for this line (0 for unlimited variants, or once given back). */
    stockReserved: integer("stock_reserved").notNull().default(0),
    /** Units refunded (and put back in stock) by the team. */
    refundedQuantity: integer("refunded_quantity").notNull().default(0),
    /** The product's VAT rate when the order was placed, in basis points (decision 036). */
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    /** The line's share of the order's discount, its base HT and its VAT after it (TTC = base + VAT); null before 036. */
    discountShareCents: integer("discount_share_cents"),
    baseCents: integer("base_cents"),
    vatCents: integer("vat_cents"),
  },
  (t) => [
    uniqueIndex("order_lines_order_position_uq").on(t.orderId, t.position),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_refund_within_quantity", sql`${t.refundedQuantity} between 0 and ${t.quantity}`),
  ],
);

/**
 * The first columns of a refund request, asked (refund_intents) and made (order_refunds): the order, the back
 * office form's key (or `stripe:<refund id>` for a refund made on Stripe's side) with which a second click finds
 * the row, the amount and the units refunded per order line.
 */
const refundRequest = () => ({
  ...ofOrder(),
  requestKey: text("request_key").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  lines: jsonb("lines").$type<{ lineId: number; quantity: number }[]>().notNull(),
});

/** stripe (through the SDK), simulated, or manual (crypto: the team pays back by hand). */
const REFUND_METHODS = ["stripe", "simulated", "manual"] as const;

/** A refund of a paid order, in full or of some lines: made once per request key, whatever the clicks. */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    ...refundRequest(),
    includesShipping: boolean("includes_shipping").notNull().default(false),
    /** A free amount (no unit, no whole shipping): why — shipping, goodwill, other (decision 089); null otherwise. */
    freeReason: text("free_reason", { enum: FREE_REFUND_REASON_IDS }),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    providerRefundId: text("provider_refund_id"),
    note: text("note").notNull().default(""),
    actorEmail: text("actor_email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_refunds_order_idx").on(t.orderId), check("order_refunds_positive", sql`${t.amountCents} > 0`)],
);

/**
 * pending: written, the provider asked or about to be; unknown: asked, its answer lost (both reconciled by the
 * job); succeeded: made at the provider and applied in the shop (order_refunds row); failed: refused, nothing moved.
 */
export const REFUND_INTENT_STATUSES = ["pending", "succeeded", "failed", "unknown"] as const;
export type RefundIntentStatus = (typeof REFUND_INTENT_STATUSES)[number];

/**
 * A refund asked of the provider (decision 079): committed before the call, answered in another transaction, and
 * reconciled by a job when the answer never came (crash, lost response). One per request key; a refund made on
 * the provider's side (Stripe's dashboard) gets one too, keyed by the provider's refund id.
 */
export const refundIntents = pgTable(
  "refund_intents",
  {
    ...refundRequest(),
    /** What each line's units chosen are worth (the credit note's lines). */
    lineAmounts: jsonb("line_amounts").$type<{ lineId: number; quantity: number; amountCents: number }[]>().notNull(),
    includesShipping: boolean("includes_shipping").notNull().default(false),
    /** A free amount's reason (decision 089): its credit note has one line per VAT rate instead of the lines'. */
    freeReason: text("free_reason", { enum: FREE_REFUND_REASON_IDS }),
    method: text("method", { enum: REFUND_METHODS }).notNull(),
    note: text("note").notNull().default(""),
    /** The administrator's e-mail, or `Stripe` for a refund made on Stripe's side. */
    actorEmail: text("actor_email").notNull(),
    status: text("status", { enum: REFUND_INTENT_STATUSES }).notNull().default("pending"),
    providerRefundId: text("provider_refund_id").unique(),
    /** Why the provider refused, or what is known of a call left unanswered. */
    failure: text("failure"),
    /** The reconciliation job leaves an open intent alone until then (in flight, claimed, or asked again later). */
    checkAfter: stampedAt("check_after"),
    /** How many times the reconciliation job asked the provider about it. */
    checks: integer("checks").notNull().default(0),
    /** The refund applied in the shop once the provider made it. */
    refundId: integer("refund_id").references(() => orderRefunds.id),
    createdAt: createdAt(),
    answeredAt: timestamptz("answered_at"),
  },
  (t) => [
    index("refund_intents_order_idx").on(t.orderId),
    index("refund_intents_open_idx")
      .on(t.checkAfter)
      .where(sql`${t.status} in ('pending', 'unknown')`),
    check("refund_intents_positive", sql`${t.amountCents} > 0`),
  ],
);

/** The team's comments on an order (resolving a flag, a call with the customer…). */
export const orderNotes = pgTable(
  "order_notes",
  {
    ...ofOrder(),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_notes_order_idx").on(t.orderId)],
);

/** A line a withdrawal covers: the order line's id, its name and the units sent back (all those not refunded). */
export interface WithdrawalLine {
  lineId: number;
  name: string;
  quantity: number;
}

/**
 * A customer's declaration of withdrawal (Code de la consommation L221-18, decision 040), sent from the order page.
 * At most one open declaration per order (unique while `processed_at` is null): a second submission finds it.
 */
export const orderWithdrawals = pgTable(
  "order_withdrawals",
  {
    ...ofOrder(),
    /** Every line of the order, or the ones the customer chose. */
    allLines: boolean("all_lines").notNull(),
    lines: jsonb("lines").$type<WithdrawalLine[]>().notNull(),
    /** The customer confirmed the items are unopened and sealed (the CGV's hygiene exceptions, L221-28). */
    unopenedConfirmed: boolean("unopened_confirmed").notNull(),
    /** Who declared it, as the declaration states it (the order's buyer). */
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    /** `account` (signed-in owner) or `link` (the confirmation mail's key). */
    via: text("via", { enum: ["account", "link"] }).notNull(),
    createdAt: createdAt(),
    /** When the team dealt with it (parcel received, refund made), and who. */
    processedAt: timestamptz("processed_at"),
    processedBy: text("processed_by"),
  },
  (t) => [
    uniqueIndex("order_withdrawals_one_open_uq")
      .on(t.orderId)
      .where(sql`${t.processedAt} is null`),
    index("order_withdrawals_open_idx")
      .on(t.createdAt)
      .where(sql`${t.processedAt} is null`),
  ],
);
