// Every module's tables, gathered for drizzle (typed queries) and drizzle-kit (migrations).
export * from "#server/modules/catalog/schema";
export * from "#server/modules/promotions/schema";
export * from "#server/modules/mail/schema";
export * from "#server/modules/accounts/schema";
export * from "#server/modules/orders/schema";
export * from "#server/modules/payments/schema";
export * from "#server/modules/crypto/schema";
export * from "#server/modules/audit/schema";
export * from "#server/modules/analytics/schema";
export * from "#server/modules/invoicing/schema";
export * from "#server/modules/lots/schema";
export * from "#server/modules/shop-identity/schema";
export * from "#server/modules/shipping/labels/schema";
export * from "#server/modules/shipping/tracking/schema";
export * from "#server/modules/reviews/schema";
export * from "#server/modules/newsletter/schema";
