import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { rowsOf } from "#server/db/tables";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database";
import { isConnectionLost } from "./connection-lost";

// A PostgreSQL failover, a pooler's restart or an operator's pg_terminate_backend cuts a connection the shop holds,
// possibly inside a transaction. The process must live on: the transaction rejects, nothing of it stays, the next
// query runs on a new connection (issue 29, decision 076).
describe.skipIf(!process.env.TEST_DATABASE_URL)("a connection cut by PostgreSQL", () => {
  let database: TestDatabase;
  let killer: pg.Client;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.execute(sql`create table cut_rows (n int not null)`);
    killer = new pg.Client({ connectionString: database.url });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await database?.close();
  });
  beforeEach(async () => {
    uncaught.length = 0;
    process.on("uncaughtException", onUncaught);
    await database.db.execute(sql`delete from cut_rows`);
  });
  afterEach(() => {
    process.off("uncaughtException", onUncaught);
  });

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const backendPid = async (tx: Parameters<Parameters<TestDatabase["db"]["transaction"]>[0]>[0]) =>
    (await rowsOf<{ pid: number }>(tx, "select pg_backend_pid() as pid"))[0]!.pid;
  const written = async () =>
    Number((await rowsOf<{ n: string }>(database.db, "select count(*) as n from cut_rows"))[0]!.n);

  it("between two statements of a transaction: the transaction rejects, nothing is written, the process lives on", async () => {
    const warnings: unknown[][] = [];
    const shop = await openDatabase(
      { url: database.url! },
      { logger: { warn: (...args: unknown[]) => warnings.push(args) } as never },
    );
    const attempt = shop.db.transaction(async (tx) => {
      await tx.execute(sql`insert into cut_rows values (1)`);
      await killer.query("select pg_terminate_backend($1)", [await backendPid(tx)]);
      // The server's notice and the socket's end reach the checked-out client while no query runs on it.
      await sleep(300);
      await tx.execute(sql`insert into cut_rows values (2)`);
    });
    const failure = await attempt.then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isConnectionLost(failure)).toBe(true);
    await sleep(100);
    expect(uncaught).toEqual([]);
    expect(await written()).toBe(0);
    expect(await shop.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    await shop.close();
    // One warning for the lost connection (the server's notice and the socket's end), with its code only.
    expect(warnings).toEqual([
      [
        { code: "57P01", reason: "terminating connection due to administrator command", checkedOut: true },
        expect.stringMatching(/^connexion à la base de données perdue/),
      ],
    ]);
  });

  it("during a statement of a transaction, again and again: no connection is leaked, the next queries work", async () => {
    const size = 10; // the pool's default size: one leaked connection per cut would exhaust it
    for (let i = 0; i < size + 2; i++) {
      const attempt = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into cut_rows values (${i})`);
        const pid = await backendPid(tx);
        // Sent now (a drizzle query runs when awaited): the connection is cut while PostgreSQL runs it.
        const waiting = tx.execute(sql`select pg_sleep(5)`).then(
          () => null,
          (err: unknown) => err,
        );
        for (let tries = 0; tries < 100; tries++) {
          const active = await killer.query(
            "select 1 from pg_stat_activity where pid = $1 and query like '%pg_sleep%' and state = 'active'",
            [pid],
          );
          if (active.rowCount) break;
          await sleep(10);
        }
        await killer.query("select pg_terminate_backend($1)", [pid]);
        throw (await waiting) ?? new Error("pg_sleep n'a pas été interrompu");
      });
      const failure = await attempt.then(
        () => null,
        (err: unknown) => err,
      );
      expect(isConnectionLost(failure)).toBe(true);
    }
    await sleep(100);
    expect(uncaught).toEqual([]);
    expect(await written()).toBe(0);
    expect(database.connections().total).toBeLessThanOrEqual(1);
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });

  it("on an idle connection of the pool: the next query opens a new one", async () => {
    await database.db.execute(sql`select 1`);
    await killer.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await sleep(200);
    expect(uncaught).toEqual([]);
    expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
  });
});
