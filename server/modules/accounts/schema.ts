import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cascadeKey, cascadeRef, createdAt, identityId, stampedAt, timestamps, timestamptz } from "#server/db/columns";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    /** Trimmed and lower-cased */
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    fullName: text("full_name").notNull().default(""),
    role: text("role", { enum: ["customer", "admin"] })
      .notNull()
      .default("customer"),
    isVerified: boolean("is_verified").notNull().default(false),
    totalSpentCents: integer("total_spent_cents").notNull().default(0),
    orderCount: integer("order_count").notNull().default(0),
    /** The personal 7 € code given at verification */
    welcomePromoCode: text("welcome_promo_code"),
    createdAt: createdAt(),
    lastLogin: timestamptz("last_login"),
  },
  (t) => [check("users_email_lower", sql`${t.email} = lower(${t.email})`)],
);

/** The first columns of an account's secret token (session, link…): its SHA-256, the only form kept, and the account. */
const userToken = () => ({
  tokenHash: text("token_hash").primaryKey(),
  userId: cascadeRef("user_id", () => users.id),
});

/** Opaque session tokens, stored only as their SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    ...userToken(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    /** When this session passed the administrator's second factor; null for a customer or before it. */
    secondFactorAt: timestamptz("second_factor_at"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * An administrator's TOTP secret (RFC 6238). Written at the first admin sign-in, confirmed by a first right code;
 * `lastStep` is the time step of the last accepted code, so a code is accepted once.
 */
export const secondFactors = pgTable("second_factors", {
  userId: cascadeKey("user_id", () => users.id),
  /** Base32 secret (decision 024: kept readable, as the server must compute codes from it). */
  secret: text("secret").notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamptz("confirmed_at"),
  lastStep: integer("last_step"),
});

/** Single-use recovery codes of an administrator, stored only as their SHA-256. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: cascadeRef("user_id", () => users.id),
    createdAt: createdAt(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("recovery_codes_user_idx").on(t.userId)],
);

export const emailVerifications = pgTable(
  "email_verifications",
  {
    ...userToken(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("email_verifications_user_idx").on(t.userId)],
);

/**
 * Attempt counters shared by every server instance: one row per key (`login:email:<hash>`, `reset:ip:<address>`…)
 * and window. A slot is taken by one atomic upsert, so concurrent requests can never take more than the limit.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** End of the current window; the next attempt after it starts a new window. */
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("rate_limits_expires_idx").on(t.expiresAt)],
);

/** Password reset links: single use, stored only as their SHA-256, valid one hour; a newer link replaces older ones. */
export const passwordResets = pgTable(
  "password_resets",
  {
    ...userToken(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("password_resets_user_idx").on(t.userId), index("password_resets_expires_idx").on(t.expiresAt)],
);

/** A 10 € voucher per 100 € spent: one row per account and threshold. */
export const rewards = pgTable(
  "rewards",
  {
    id: identityId(),
    userId: cascadeRef("user_id", () => users.id),
    thresholdCents: integer("threshold_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    code: text("code").notNull().unique(),
    earnedAt: stampedAt("earned_at"),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [uniqueIndex("rewards_user_threshold_uq").on(t.userId, t.thresholdCents)],
);

/** Orders already counted in an account's total_spent: crediting is idempotent per order. */
export const accountOrderCredits = pgTable("account_order_credits", {
  orderId: text("order_id").primaryKey(),
  userId: cascadeRef("user_id", () => users.id),
  amountCents: integer("amount_cents").notNull(),
  creditedAt: stampedAt("credited_at"),
});

/** The basket of a signed-in customer, so it follows the account to another browser. */
export const savedCarts = pgTable("saved_carts", {
  userId: cascadeKey("user_id", () => users.id),
  items: jsonb("items").$type<{ id: string; quantity: number }[]>().notNull(),
  updatedAt: stampedAt("updated_at"),
});

/**
 * The customer's address book (decision 113): the checkout's delivery fields without the e-mail (the account's),
 * at most ADDRESS_BOOK_MAX per account, one default per account — enforced by the partial unique index.
 */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: identityId(),
    userId: cascadeRef("user_id", () => users.id),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    address2: text("address2").notNull().default(""),
    postalCode: text("postal_code").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index("saved_addresses_user_idx").on(t.userId),
    uniqueIndex("saved_addresses_one_default_uq")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * A change of the account's e-mail awaiting the link mailed to the new address: stored only as the link's SHA-256,
 * single use, valid EMAIL_CHANGE_HOURS; a newer request replaces the account's earlier ones.
 */
export const emailChanges = pgTable(
  "email_changes",
  {
    ...userToken(),
    newEmail: text("new_email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("email_changes_user_idx").on(t.userId)],
);

/**
 * A customer's favourite products (decision 114): one row per account and product, whatever the parallel adds. The
 * product id is the catalogue's, without a foreign key: a product taken off sale or removed stays listed as such.
 */
export const favourites = pgTable(
  "favourites",
  {
    userId: cascadeRef("user_id", () => users.id),
    productId: text("product_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
