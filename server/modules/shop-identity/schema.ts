import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { type LegalField, LEGAL_FIELD_NAMES } from "#core/legal-identity";
import { timestamptz } from "#server/db/columns";

/** One detail of the identity, as text: `''` while not known. */
const detail = (name: string) => text(name).notNull().default("");

/** A column per detail of core/legal-identity.ts, named after it in snake case (companyName: company_name). */
const legalDetails = Object.fromEntries(
  LEGAL_FIELD_NAMES.map((field) => [field, detail(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))]),
) as Record<LegalField, ReturnType<typeof detail>>;

/**
 * The company behind the shop (decision 093): one row, edited in the back office; an empty string is a detail not
 * known yet (« à compléter » on the pages). Seeded from the LEGAL_* variables while every detail is empty.
 */
export const shopIdentity = pgTable(
  "shop_identity",
  {
    /** Always 1: the shop has one identity. */
    id: smallint("id").primaryKey().default(1),
    ...legalDetails,
    /** Null while only seeded from the variables; the last back-office edit otherwise. */
    updatedAt: timestamptz("updated_at"),
    updatedBy: text("updated_by"),
  },
  (t) => [check("shop_identity_single_row", sql`${t.id} = 1`)],
);
