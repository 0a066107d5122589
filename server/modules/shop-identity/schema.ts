import { sql } from "drizzle-orm";
import { check, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { timestamptz } from "#server/db/columns";

/**
 * The company behind the shop (decision 093): one row, edited in the back office; an empty string is a detail not
 * known yet (« à compléter » on the pages). Seeded from the LEGAL_* variables while every detail is empty.
 */
export const shopIdentity = pgTable(
  "shop_identity",
  {
    /** Always 1: the shop has one identity. */
    id: smallint("id").primaryKey().default(1),
    companyName: text("company_name").notNull().default(""),
    legalForm: text("legal_form").notNull().default(""),
    siren: text("siren").notNull().default(""),
    rcsCity: text("rcs_city").notNull().default(""),
    vatNumber: text("vat_number").notNull().default(""),
    address: text("address").notNull().default(""),
    director: text("director").notNull().default(""),
    hostName: text("host_name").notNull().default(""),
    hostAddress: text("host_address").notNull().default(""),
    hostPhone: text("host_phone").notNull().default(""),
    mediatorName: text("mediator_name").notNull().default(""),
    mediatorAddress: text("mediator_address").notNull().default(""),
    mediatorWebsite: text("mediator_website").notNull().default(""),
    /** Null while only seeded from the variables; the last back-office edit otherwise. */
    updatedAt: timestamptz("updated_at"),
    updatedBy: text("updated_by"),
  },
  (t) => [check("shop_identity_single_row", sql`${t.id} = 1`)],
);
