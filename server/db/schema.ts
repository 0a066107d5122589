// Every module's tables, gathered for drizzle (typed queries) and drizzle-kit (migrations).
export * from "../modules/catalog/schema";
export * from "../modules/promotions/schema";
export * from "../modules/mail/schema";
export * from "../modules/accounts/schema";
export * from "../modules/orders/schema";
export * from "../modules/payments/schema";
export * from "../modules/crypto/schema";
