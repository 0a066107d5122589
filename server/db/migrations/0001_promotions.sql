CREATE TYPE "public"."promo_type" AS ENUM('percentage', 'fixed_amount', 'free_shipping', 'bundle');--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" "promo_type" NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"bundle_size" integer,
	"minimum_amount_cents" integer DEFAULT 0 NOT NULL,
	"maximum_amount_cents" integer,
	"maximum_uses" integer,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"reserved_uses" integer DEFAULT 0 NOT NULL,
	"uses_per_customer" integer,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"category_restriction" text,
	"valid_until" timestamp with time zone,
	"owner_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_value_positive" CHECK ("promo_codes"."value" >= 0),
	CONSTRAINT "promo_codes_uses_within_maximum" CHECK ("promo_codes"."maximum_uses" is null or "promo_codes"."current_uses" + "promo_codes"."reserved_uses" <= "promo_codes"."maximum_uses"),
	CONSTRAINT "promo_codes_uses_positive" CHECK ("promo_codes"."current_uses" >= 0 and "promo_codes"."reserved_uses" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"order_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "promo_codes_owner_idx" ON "promo_codes" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_code_uq" ON "promo_redemptions" USING btree ("order_id","code");--> statement-breakpoint
CREATE INDEX "promo_redemptions_customer_idx" ON "promo_redemptions" USING btree ("code","customer_email");