CREATE TABLE "lot_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_allocations_quantity_positive" CHECK ("lot_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "lot_recall_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_recall_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" text NOT NULL,
	"email" text NOT NULL,
	"actor_email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"harvest_date" date NOT NULL,
	"best_before" date NOT NULL,
	"region" text NOT NULL,
	"producer" text NOT NULL,
	"quantity_received" integer NOT NULL,
	"remaining" integer NOT NULL,
	"moisture_percent" real,
	"hmf_mg_kg" real,
	"diastase" real,
	"pollen_summary" text DEFAULT '' NOT NULL,
	"analysis_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_code_unique" UNIQUE("code"),
	CONSTRAINT "lots_remaining_within_received" CHECK ("lots"."remaining" >= 0 and "lots"."remaining" <= "lots"."quantity_received"),
	CONSTRAINT "lots_best_before_after_harvest" CHECK ("lots"."best_before" > "lots"."harvest_date")
);
--> statement-breakpoint
ALTER TABLE "lot_allocations" ADD CONSTRAINT "lot_allocations_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_recall_notices" ADD CONSTRAINT "lot_recall_notices_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_allocations_line_lot_uq" ON "lot_allocations" USING btree ("order_line_id","lot_id");--> statement-breakpoint
CREATE INDEX "lot_allocations_lot_idx" ON "lot_allocations" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "lot_allocations_order_idx" ON "lot_allocations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_recall_notices_lot_email_uq" ON "lot_recall_notices" USING btree ("lot_id","email");--> statement-breakpoint
CREATE INDEX "lots_product_idx" ON "lots" USING btree ("product_id","best_before","harvest_date");--> statement-breakpoint
-- hand-written: the lots' links to the catalogue and the orders (tables of other modules, so not in the lots schema).
ALTER TABLE "lots" ADD CONSTRAINT "lots_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_variant_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "lot_allocations" ADD CONSTRAINT "lot_allocations_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "lot_allocations" ADD CONSTRAINT "lot_allocations_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade;
