import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { ADDITIONAL_STATUSES, INVOICE_STATUSES } from "./provider";
import { createdAt, timestamptz } from "#server/db/columns";

/** The built-in crypto payment page's invoices (the `simulated` provider): what BTCPay would keep on its side. */
export const simulatedCryptoInvoices = pgTable(
  "simulated_crypto_invoices",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id").notNull(),
    reference: text("reference").notNull(),
    /** The invoice's amount in euro cents. */
    amountCents: integer("amount_cents").notNull(),
    /** The chosen cryptocurrency: BTC, ETH… */
    currency: text("currency").notNull(),
    /** Units of `currency` for 1 € when the invoice was created. */
    rate: text("rate").notNull(),
    /** What must be paid in `currency` (decimal string). */
    cryptoAmount: text("crypto_amount").notNull(),
    /** What was received so far in `currency` (decimal string). */
    paidAmount: text("paid_amount").notNull().default("0"),
    /** A fake address, derived from the invoice id. */
    address: text("address").notNull(),
    /** Greenfield's status; a New invoice past `expiresAt` reads as Expired. */
    status: text("status", { enum: INVOICE_STATUSES }).notNull().default("New"),
    additionalStatus: text("additional_status", { enum: ADDITIONAL_STATUSES }).notNull().default("None"),
    buyerEmail: text("buyer_email"),
    description: text("description").notNull(),
    redirectUrl: text("redirect_url").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("simulated_crypto_invoices_order_idx").on(t.orderId)],
);
