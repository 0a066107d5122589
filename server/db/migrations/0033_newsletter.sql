-- Issue 33: the newsletter with consent (decision 115): consents kept as their proof, newsletters, one delivery per subscriber.
CREATE TABLE "newsletter_deliveries" (
	"newsletter_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "newsletter_deliveries_newsletter_id_subscription_id_pk" PRIMARY KEY("newsletter_id","subscription_id"),
	CONSTRAINT "newsletter_deliveries_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"source" text NOT NULL,
	"wording" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirm_token_hash" text,
	"confirm_mail_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_lower" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email"))
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"product_id" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"test_sent_at" timestamp with time zone,
	"sending_at" timestamp with time zone,
	"recipients" integer DEFAULT 0 NOT NULL,
	"last_batch_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_sub" ON "newsletter_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_open_email" ON "newsletter_subscriptions" USING btree ("email") WHERE "newsletter_subscriptions"."withdrawn_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token" ON "newsletter_subscriptions" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "newsletters_sending_idx" ON "newsletters" USING btree ("id") WHERE "newsletters"."state" = 'sending';
