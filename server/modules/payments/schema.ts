import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, stampedAt, timestamptz } from "#server/db/columns";

/** Every provider event acted on, once: a redelivered event finds its row and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    orderId: text("order_id"),
    receivedAt: stampedAt("received_at"),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] }), index("payment_events_order_idx").on(t.orderId)],
);

/** The built-in card payment page's sessions (the `simulated` provider): what Stripe would keep on its side. */
export const simulatedCardSessions = pgTable("simulated_card_sessions", {
  id: text("id").primaryKey(),
  orderId: text("order_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  lines: jsonb("lines").$type<{ name: string; quantity: number; unitPriceCents: number }[]>().notNull(),
  customerEmail: text("customer_email"),
  packageName: text("package_name"),
  /** Whether the page must ask for an e-mail and a delivery address (a direct purchase). */
  collectAddress: boolean("collect_address").notNull().default(false),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  /** open → complete (paid) or expired (declined, cancelled, timed out) */
  status: text("status", { enum: ["open", "complete", "expired"] })
    .notNull()
    .default("open"),
  paymentStatus: text("payment_status", { enum: ["unpaid", "paid"] })
    .notNull()
    .default("unpaid"),
  /** What the payment page collected (direct purchase). */
  customerDetails: jsonb("customer_details").$type<Record<string, string>>(),
  createdAt: createdAt(),
  expiresAt: timestamptz("expires_at").notNull(),
});
