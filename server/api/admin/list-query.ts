// The query parameters every back-office list shares (orders, products, customers, the journal).
import { z } from "@hono/zod-openapi";
import { firstValue } from "../contract";

/** A list's page, from 1. */
export const pageQuery = firstValue(z.coerce.number().int().min(1).max(100_000).default(1));

/** A list's search words, trimmed, 120 characters at most. */
export const searchQuery = firstValue(
  z.string().trim().max(120, "Recherche trop longue (120 caractères au plus).").optional(),
);
