-- Issue 32 (decision 106): every tracking event the carrier posted, once by its id; applied or not, with why.
CREATE TABLE "carrier_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"parcel_id" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"note" text,
	CONSTRAINT "carrier_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE INDEX "carrier_events_parcel_idx" ON "carrier_events" USING btree ("parcel_id","occurred_at");