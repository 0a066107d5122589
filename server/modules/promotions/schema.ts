import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { PROMO_TYPES } from "#core/pricing";
import { createdAt, identityId, timestamptz } from "#server/db/columns";

export const promoType = pgEnum("promo_type", PROMO_TYPES);

export const promoCodes = pgTable(
  "promo_codes",
  {
    /** Upper case; codes are matched case-insensitively by upper-casing the input. */
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    type: promoType("type").notNull(),
    /** percentage: hundredths of a percent (1500 = 15 %); fixed_amount and bundle: cents; free_shipping: 0 */
    value: integer("value").notNull().default(0),
    /** bundle: number of items of the restricted category in one bundle */
    bundleSize: integer("bundle_size"),
    minimumAmountCents: integer("minimum_amount_cents").notNull().default(0),
    /** Cap on the discount */
    maximumAmountCents: integer("maximum_amount_cents"),
    maximumUses: integer("maximum_uses"),
    /** Uses confirmed by a payment */
    currentUses: integer("current_uses").notNull().default(0),
    /** Uses held by orders waiting for payment */
    reservedUses: integer("reserved_uses").notNull().default(0),
    /** How many orders one customer may use it for; null: no limit */
    usesPerCustomer: integer("uses_per_customer"),
    freeShipping: boolean("free_shipping").notNull().default(false),
    active: boolean("active").notNull().default(true),
    categoryRestriction: text("category_restriction"),
    validUntil: timestamptz("valid_until"),
    /** A personal code (welcome, reward) belongs to one account. */
    ownerUserId: text("owner_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    check("promo_codes_code_upper", sql`${t.code} = upper(${t.code})`),
    check("promo_codes_value_positive", sql`${t.value} >= 0`),
    check(
      "promo_codes_uses_within_maximum",
      sql`${t.maximumUses} is null or ${t.currentUses} + ${t.reservedUses} <= ${t.maximumUses}`,
    ),
    check("promo_codes_uses_positive", sql`${t.currentUses} >= 0 and ${t.reservedUses} >= 0`),
    index("promo_codes_owner_idx").on(t.ownerUserId),
  ],
);

/** One use of a code by one order: reserved when the order is placed, confirmed at payment, released on expiry. */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: identityId(),
    code: text("code")
      .notNull()
      .references(() => promoCodes.code, { onDelete: "cascade", onUpdate: "cascade" }),
    orderId: text("order_id").notNull(),
    /** Lower-cased e-mail of the customer (guests included) */
    customerEmail: text("customer_email").notNull(),
    /** The account that used it: once-per-customer codes are counted per account (guests cannot use them). */
    customerUserId: text("customer_user_id"),
    status: text("status", { enum: ["reserved", "confirmed", "released"] })
      .notNull()
      .default("reserved"),
    discountCents: integer("discount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promo_redemptions_order_code_uq").on(t.orderId, t.code),
    index("promo_redemptions_customer_idx").on(t.code, t.customerEmail),
    index("promo_redemptions_account_idx").on(t.code, t.customerUserId),
  ],
);
