import { readdirSync, readFileSync } from "node:fs";

/**
 * A hand-written statement of the migrations (server/db/migrations), whatever the number of the one that holds it, to
 * run again on a test database: the text from `opening` to the next semicolon, included.
 */
export function migrationStatement(opening: string): string {
  const migration = readdirSync("server/db/migrations")
    .filter((name) => name.endsWith(".sql"))
    .map((name) => readFileSync(`server/db/migrations/${name}`, "utf8"))
    .find((text) => text.includes(opening))!;
  const start = migration.indexOf(opening);
  return migration.slice(start, migration.indexOf(";", start) + 1);
}

/** The statements of one migration (server/db/migrations/`name`.sql), to run again on rows as the ones before left them. */
export function migrationStatements(name: string): string[] {
  return readFileSync(`server/db/migrations/${name}.sql`, "utf8").split("--> statement-breakpoint");
}
