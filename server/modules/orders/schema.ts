import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ShippingAddress } from "#core/checkout";

export const ORDER_STATUSES = ["pending_payment", "paid", "expired", "cancelled", "failed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** After this the payment session is over and the reservations are released. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** When the stock and code reservations were given back (expired, failed, cancelled). */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /**
     * The expiry job does not ask this order's provider again before then: another instance is asking it, or the
     * provider did not answer and is asked again at a later run.
     */
    expiryCheckAfter: timestamp("expiry_check_after", { withTimezone: true }),
    /** Something the administrator must look at (a late payment without stock, an under-payment…). */
    attention: text("attention"),
    /** Placed with a simulated provider (demonstration): no real payment; the back office, analytics and invoices leave it out. */
    testMode: boolean("test_mode").notNull().default(false),
    /** SHA-256 of the client's network address, for the limit of unpaid orders per address. */
    clientAddressHash: text("client_address_hash"),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_pending_expiry_idx").on(t.status, t.expiresAt),
    index("orders_email_status_idx").on(t.email, t.status),
    index("orders_client_status_idx").on(t.clientAddressHash, t.status),
    check(
      "orders_amounts_positive",
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} >= 0 and ${t.shippingCents} >= 0 and ${t.totalCents} >= 0`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
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
  },
  (t) => [
    uniqueIndex("order_lines_order_position_uq").on(t.orderId, t.position),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
