-- Issue 33: a marketing mail's one-click unsubscribe address, sent as the List-Unsubscribe headers (RFC 8058).
ALTER TABLE "mail_outbox" ADD COLUMN "list_unsubscribe_url" text;