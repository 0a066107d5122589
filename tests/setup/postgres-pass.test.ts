import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  apiFiles,
  DATABASE_FREE,
  databaseBehaviourIn,
  postgresPass,
  serverTestFiles,
  SIGN_WITHOUT_BEHAVIOUR,
} from "../../vitest.config";

const pass = postgresPass();
const read = (file: string) => readFileSync(file, "utf8");

describe("CI's PostgreSQL pass (decision 094)", () => {
  it("has every file that says it tests concurrency, takes a lock or branches on PostgreSQL", () => {
    // Told apart from the rule's own signs: a test of concurrent work written without Promise.all is still caught.
    const says = /concurren|simultan|racing|two instances|for update|advisory lock|process\.env\.TEST_DATABASE_URL/i;
    const missing = serverTestFiles().filter(
      (file) => !DATABASE_FREE.includes(file) && says.test(read(file)) && !pass.includes(file),
    );
    expect(missing).toEqual([]);
  });

  it("reads the rule's signs in a file's text", () => {
    expect(databaseBehaviourIn("const answers = await Promise.all(Array.from({ length: 40 }, checkout));")).toEqual([
      "work at once",
    ]);
    expect(databaseBehaviourIn("await tx.execute(sql`select stock from v where id = 1 for update`)")).toContain(
      "row or advisory locks",
    );
    expect(databaseBehaviourIn("describe.skipIf(!process.env.TEST_DATABASE_URL)")).toEqual([
      "a branch on the run's PostgreSQL server",
    ]);
    expect(databaseBehaviourIn("select name from pg_prepared_statements")).toEqual(["named statements"]);
    expect(databaseBehaviourIn('it("formats a price in euros", () => expect(euros(1999)).toBe("19,99 €"));')).toEqual(
      [],
    );
  });

  it("leaves out the files that test no database behaviour, and keeps the database's own", () => {
    expect(pass).not.toContain("server/http/fuzz.test.ts");
    expect(pass).not.toContain("server/http/guards.test.ts");
    for (const file of [
      "server/workflows/checkout.test.ts",
      "server/api/database-faults.test.ts",
      "server/db/connection-loss.test.ts",
      "server/db/reusable-query.test.ts",
      "server/db/move.test.ts",
      "server/bootstrap.test.ts",
      // Their branch on TEST_DATABASE_URL is in the rig they share (server/testing/crash-rig.ts).
      "server/workflows/crash-recovery.test.ts",
      "server/workflows/refund-crash-recovery.test.ts",
    ]) {
      expect(pass).toContain(file);
    }
    expect(pass.filter((file) => DATABASE_FREE.includes(file))).toEqual([]);
    // An exception names a file that shows a sign: otherwise it is stale.
    const stale = Object.keys(SIGN_WITHOUT_BEHAVIOUR).filter(
      (file) => !existsSync(file) || databaseBehaviourIn(read(file)).length === 0,
    );
    expect(stale).toEqual([]);
    expect(DATABASE_FREE.filter((file) => !existsSync(file))).toEqual([]);
  });

  it("is what the API project runs on PostgreSQL with TEST_PG_SCOPE=database; everything otherwise", () => {
    const url = "postgres://ci@127.0.0.1/ci";
    expect(apiFiles({})).toEqual({ include: ["server/**/*.test.ts"], exclude: [] });
    expect(apiFiles({ TEST_DATABASE_URL: url })).toEqual({ include: ["server/**/*.test.ts"], exclude: DATABASE_FREE });
    expect(apiFiles({ TEST_DATABASE_URL: url, TEST_PG_SCOPE: "database" })).toEqual({ include: pass, exclude: [] });
    expect(apiFiles({ TEST_PG_SCOPE: "database" }).include).toEqual(["server/**/*.test.ts"]);
  });
});
