-- Issue 33 (decision 110): customer reviews by verified buyers — one invitation per order (its link kept as a hash),
-- one review per order line, moderated; the order records when its invitation was written.
CREATE TABLE "customer_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moderated_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	CONSTRAINT "customer_reviews_rating_range" CHECK ("customer_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"author" text NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_reviews" ADD CONSTRAINT "customer_reviews_invitation_id_review_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."review_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_reviews_order_line_uq" ON "customer_reviews" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "customer_reviews_product_idx" ON "customer_reviews" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "customer_reviews_status_idx" ON "customer_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_order_uq" ON "review_invitations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_token_uq" ON "review_invitations" USING btree ("token_hash");
