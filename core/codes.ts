/**
 * A code as the shop keeps and compares it — a promotion code, a lot code, a currency: without the spaces around
 * it, upper-cased, so `  bienvenue10 ` is `BIENVENUE10`. The one rule, for the forms and the server.
 */
export const normaliseCode = (code: string) => code.trim().toUpperCase();
