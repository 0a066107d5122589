CREATE TABLE "shop_identity" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"legal_form" text DEFAULT '' NOT NULL,
	"siren" text DEFAULT '' NOT NULL,
	"rcs_city" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"director" text DEFAULT '' NOT NULL,
	"host_name" text DEFAULT '' NOT NULL,
	"host_address" text DEFAULT '' NOT NULL,
	"host_phone" text DEFAULT '' NOT NULL,
	"mediator_name" text DEFAULT '' NOT NULL,
	"mediator_address" text DEFAULT '' NOT NULL,
	"mediator_website" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "shop_identity_single_row" CHECK ("shop_identity"."id" = 1)
);
