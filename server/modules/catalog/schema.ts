import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { PRODUCT_KINDS } from "#core/catalog";
import type { PhotoVariant } from "#core/product-photos";
import type { InformationIngredient, InformationOrigin, PerfumePyramid } from "#core/product-information";
import { cascadeKey, cascadeRef, createdAt, identityId, stampedAt, timestamps, timestamptz } from "#server/db/columns";

export const productKind = pgEnum("product_kind", PRODUCT_KINDS);

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    kind: productKind("kind").notNull(),
    name: text("name").notNull(),
    title: text("title"),
    subtitle: text("subtitle"),
    description: text("description").notNull(),
    ritual: text("ritual"),
    /** Perfume line: Mr.H or Mme.H */
    collection: text("collection"),
    /** Honey category: yemen, oman, … */
    category: text("category"),
    country: text("country"),
    countryFlag: text("country_flag"),
    origin: text("origin"),
    notes: jsonb("notes")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    properties: jsonb("properties")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    image: text("image").notNull(),
    rating: doublePrecision("rating").notNull(),
    badge: text("badge"),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** VAT rate in basis points (550 = 5,5 %), one of core/vat.ts's French rates; prices stay TTC (decision 036). */
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    ...timestamps(),
  },
  (t) => [
    index("products_kind_position_idx").on(t.kind, t.position),
    check("products_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check("products_vat_rate_known", sql`${t.vatRateBp} in (2000, 1000, 550, 210)`),
  ],
);

/** What goes in a basket: a honey format, a Shilajit offer, a perfume, a package. Its id is the basket line id. */
export const productVariants = pgTable(
  "product_variants",
  {
    id: text("id").primaryKey(),
    productId: cascadeRef("product_id", () => products.id),
    label: text("label").notNull(),
    description: text("description"),
    /** Honey format id: 50g, 90g or 250g (shown « 50 g », core/catalog.ts formatLabel) */
    format: text("format"),
    /** Net weight of one unit in grams: a honey format, a Shilajit pot (an offer of `quantity` pots weighs that many times it). */
    weightGrams: integer("weight_grams"),
    /** Volume of one unit in millilitres: a perfume's bottle; null when unknown (no price per litre shown). */
    volumeMl: integer("volume_ml"),
    /**
     * What one unit of this offer weighs packed for shipping, in grams (jar or bottle and its wrapping): the owner's
     * figure, edited in the back office; null until given, the net content then counts instead (decision 109).
     */
    shippingWeightGrams: integer("shipping_weight_grams"),
    /** Units of the product in this offer (Shilajit packs). */
    quantity: integer("quantity").notNull().default(1),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents"),
    /** Units left; null means unlimited. */
    stock: integer("stock"),
    /** At or under this many units left (but not sold out), the back office shows the variant as running low. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(5),
    image: text("image").notNull(),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    index("product_variants_product_idx").on(t.productId),
    // The storefront's "has something to buy" test, answered from the index alone (decision 057).
    index("product_variants_active_product_idx")
      .on(t.productId)
      .where(sql`${t.active}`),
    check("product_variants_price_positive", sql`${t.priceCents} >= 0`),
    check("product_variants_stock_positive", sql`${t.stock} is null or ${t.stock} >= 0`),
    check("product_variants_low_stock_threshold_positive", sql`${t.lowStockThreshold} >= 0`),
    check(
      "product_variants_measures_positive",
      sql`coalesce(${t.weightGrams}, 1) > 0 and coalesce(${t.volumeMl}, 1) > 0 and coalesce(${t.shippingWeightGrams}, 1) > 0`,
    ),
  ],
);

/**
 * Every price a variant has had, from when: the catalogue's price as first entry, then each change made in the
 * back office (written in the change's transaction). Never updated; the legal "lowest price of the last 30 days"
 * is read from it (price-history.ts).
 */
export const priceHistory = pgTable(
  "price_history",
  {
    id: identityId(),
    variantId: cascadeRef("variant_id", () => productVariants.id),
    priceCents: integer("price_cents").notNull(),
    validFrom: stampedAt("valid_from"),
    /** The administrator who set it; null for the catalogue's own price (seed, migration). */
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
  },
  (t) => [
    index("price_history_variant_idx").on(t.variantId, t.validFrom),
    check("price_history_price_positive", sql`${t.priceCents} >= 0`),
  ],
);

export const honeyDetails = pgTable("honey_details", {
  productId: cascadeKey("product_id", () => products.id),
  gallery: jsonb("gallery").$type<string[]>().notNull(),
  characteristics: jsonb("characteristics").$type<Record<string, string>>().notNull(),
  benefits: jsonb("benefits").$type<string[]>().notNull(),
  usageTips: jsonb("usage_tips").$type<string[]>().notNull(),
  /** Trusted HTML from the seed or an administrator; sanitised again when rendered. */
  detailedDescription: text("detailed_description").notNull(),
  /** True when generated from the default template rather than written for this honey. */
  isDefault: boolean("is_default").notNull().default(false),
});

/**
 * A product's regulatory information (core/product-information.ts, decision 084): every fact null while unknown
 * (« à compléter »). The net quantity is the variants' weight or volume, the minimum durability the lots'.
 */
export const productInformation = pgTable(
  "product_information",
  {
    productId: cascadeKey("product_id", () => products.id),
    legalName: text("legal_name"),
    ingredients: jsonb("ingredients").$type<InformationIngredient[]>(),
    origins: jsonb("origins").$type<InformationOrigin[]>(),
    storage: text("storage"),
    operator: text("operator"),
    concentration: text("concentration"),
    pyramid: jsonb("pyramid").$type<PerfumePyramid>(),
    precautions: text("precautions"),
    paoMonths: integer("pao_months"),
    updatedAt: stampedAt("updated_at"),
    /** The administrator who last changed it (e-mail); null for the catalogue's own facts (seed, migration). */
    updatedBy: text("updated_by"),
  },
  (t) => [check("product_information_pao_positive", sql`${t.paoMonths} is null or ${t.paoMonths} > 0`)],
);

/**
 * The folded text (lower case, no accents) of a product's name, description and notes that the catalogue's search
 * reads (decision 057): written by the trigger `products_search` of migration 0016 on every insert or change of
 * those columns, never by the application.
 */
export const productSearch = pgTable("product_search", {
  productId: cascadeKey("product_id", () => products.id),
  folded: text("folded").notNull(),
});

/**
 * One row whose version is renewed by statement triggers (migration 0017) whenever what the storefront lists may
 * change — a product or variant added, removed, switched on or off, moved to another kind, category or line — and
 * never by a stock or price change: the collection's counts are kept per version (decision 057).
 */
export const catalogueListing = pgTable("catalogue_listing", {
  id: smallint("id").primaryKey(),
  /** A new random value at each change: never the same twice, even when a backup brings the table back. */
  version: text("version")
    .notNull()
    .default(sql`gen_random_uuid()::text`),
});

export const productReviews = pgTable(
  "product_reviews",
  {
    id: text("id").primaryKey(),
    productId: cascadeRef("product_id", () => products.id),
    author: text("author").notNull(),
    rating: smallint("rating").notNull(),
    comment: text("comment").notNull(),
    reviewedOn: date("reviewed_on", { mode: "string" }).notNull(),
  },
  (t) => [
    index("product_reviews_product_idx").on(t.productId),
    check("product_reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** A product's photos in their order (decision 030); the files are in the media store, under `variants[].key`. */
export const productPhotos = pgTable(
  "product_photos",
  {
    id: text("id").primaryKey(),
    productId: cascadeRef("product_id", () => products.id),
    position: integer("position").notNull(),
    alt: text("alt").notNull(),
    /** The original's size after EXIF rotation. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<PhotoVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("product_photos_product_position_idx").on(t.productId, t.position)],
);

export const STOCK_ALERT_STATES = ["pending", "confirmed", "notified", "unsubscribed"] as const;
export const stockAlertState = pgEnum("stock_alert_state", STOCK_ALERT_STATES);

/**
 * « Me prévenir » on a sold-out variant (issue 33, decision 111): pending until its address confirms by the mailed
 * link, then confirmed until the variant can be bought again, then notified (once: the alert is done). One live
 * (pending or confirmed) alert per address and variant. Only hashes of the links' tokens are kept.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: identityId(),
    variantId: cascadeRef("variant_id", () => productVariants.id),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The account that asked, when signed in (its RGPD export and erasure find the alert by it too). */
    userId: text("user_id"),
    state: stockAlertState("state").notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    /** The last confirmation mail: another is sent at most every few minutes. */
    confirmMailedAt: timestamptz("confirm_mailed_at"),
    createdAt: createdAt(),
    confirmedAt: timestamptz("confirmed_at"),
    notifiedAt: timestamptz("notified_at"),
    unsubscribedAt: timestamptz("unsubscribed_at"),
  },
  (t) => [
    uniqueIndex("stock_alerts_live_idx")
      .on(t.email, t.variantId)
      .where(sql`${t.state} in ('pending', 'confirmed')`),
    index("stock_alerts_variant_state_idx").on(t.variantId, t.state, t.createdAt),
    index("stock_alerts_email_idx").on(t.email),
    check("stock_alerts_email_length", sql`char_length(${t.email}) <= 254`),
  ],
);
