CREATE TABLE "refund_intents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_intents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"request_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"line_amounts" jsonb NOT NULL,
	"includes_shipping" boolean DEFAULT false NOT NULL,
	"method" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"failure" text,
	"check_after" timestamp with time zone DEFAULT now() NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "refund_intents_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "refund_intents_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refund_intents_positive" CHECK ("refund_intents"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "refund_intents" ADD CONSTRAINT "refund_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_intents" ADD CONSTRAINT "refund_intents_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_intents_order_idx" ON "refund_intents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refund_intents_open_idx" ON "refund_intents" USING btree ("check_after") WHERE "refund_intents"."status" in ('pending', 'unknown');