import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database";
import { causeChain, pgErrorCode, UNIQUE_VIOLATION } from "./pg-error-code";

const coded = (message: string, code: string, cause?: unknown) =>
  Object.assign(new Error(message, cause === undefined ? {} : { cause }), { code });

describe("pgErrorCode", () => {
  it("reads the code of a driver's error", () => {
    expect(pgErrorCode(coded("deadlock detected", "40P01"))).toBe("40P01");
  });

  it("reads it under one or more wrappers, the outermost code first", () => {
    const driver = coded("could not serialize access", "40001");
    expect(pgErrorCode(new Error("Failed query: update …", { cause: driver }))).toBe("40001");
    expect(pgErrorCode(new Error("workflow", { cause: new Error("Failed query", { cause: driver }) }))).toBe("40001");
    expect(pgErrorCode(coded("lock not available", "55P03", driver))).toBe("55P03");
  });

  it("is undefined without a code, for a code that is not a string, and for what is not an object", () => {
    expect(pgErrorCode(new Error("plain"))).toBeUndefined();
    expect(pgErrorCode(Object.assign(new Error("exit"), { code: 1 }))).toBeUndefined();
    for (const thrown of [undefined, null, "23505", 23505, Symbol("x")]) expect(pgErrorCode(thrown)).toBeUndefined();
    expect(pgErrorCode(new Error("wrapper", { cause: "23505" }))).toBeUndefined();
  });

  it("ends on a cycle of causes and on an endless chain", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(pgErrorCode(a)).toBeUndefined();
    expect(causeChain(a)).toEqual([a, b]);
    let deep: Error = coded("too deep", "23505");
    for (let i = 0; i < 10; i++) deep = new Error(`level ${i}`, { cause: deep });
    expect(pgErrorCode(deep)).toBeUndefined();
    expect(causeChain(deep)).toHaveLength(5);
  });
});

describe("pgErrorCode on the shop's driver", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.execute(sql`create table coded_rows (code text primary key)`);
  });
  afterAll(() => database?.close());

  it("finds the unique violation under drizzle's wrapping", async () => {
    await database.db.execute(sql`insert into coded_rows values ('A')`);
    const failure: unknown = await database.db.execute(sql`insert into coded_rows values ('A')`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^Failed query/);
    expect(pgErrorCode(failure)).toBe(UNIQUE_VIOLATION);
  });
});
