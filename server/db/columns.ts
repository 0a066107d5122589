// The column shapes every module's tables repeat, written once (Drizzle's "reusable column definitions"). Each is a
// function: a table gets its own column builder. They write the SQL the tables wrote by hand — checked with
// `npm run db:generate`, which finds nothing to migrate.
import { type AnyPgColumn, integer, text, timestamp } from "drizzle-orm/pg-core";

/** `timestamp with time zone`: the shop keeps every instant with its zone. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** An instant the database fills at insert (`not null default now()`): created_at, sent_at, received_at… */
export const stampedAt = (name: string) => timestamptz(name).notNull().defaultNow();

/** `created_at`, filled at insert. */
export const createdAt = () => stampedAt("created_at");

/** `created_at` and `updated_at`, both filled at insert; the writer sets `updated_at` on a change. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: stampedAt("updated_at") });

/** A row number the database gives (`integer generated always as identity`). */
export const identityId = () => integer("id").primaryKey().generatedAlwaysAsIdentity();

/** A text key to another table's row, deleted with it (`not null … on delete cascade`). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: "cascade" });

/** A one-to-one extension of another table's row: its key is the row's, deleted with it. */
export const cascadeKey = (name: string, target: () => AnyPgColumn) =>
  text(name).primaryKey().references(target, { onDelete: "cascade" });
