import { eq, like, type SQL, sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createShopContext } from "#server/app";
import { mailOutbox, orders, rateLimits } from "#server/db/schema";
import { parseEnv } from "#server/env";
import { createMailer } from "#server/modules/mail/service";
import { checkoutBody } from "#server/testing/checkout";
import { closeServer, listenLocally, mailCatcher, type ReceivedMail } from "#server/testing/smtp";
import { setupTestShop } from "#server/testing/test-shop";
import { startJobs } from "./scheduler";
import { shopJobs } from "./shop-jobs";

const shop = setupTestShop();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error("délai dépassé");
    await sleep(20);
  }
}

function captureLogger() {
  const lines: string[] = [];
  return { lines, logger: pino({ level: "info" }, { write: (line: string) => void lines.push(line) }) };
}

describe("startJobs", () => {
  it("runs each job repeatedly without overlapping, logs a failure without its address, and stops cleanly", async () => {
    const { lines, logger } = captureLogger();
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    let finishedAfterStop = false;
    let stopping = false;
    const stop = startJobs(
      [
        {
          name: "lente",
          everyMs: 5,
          firstAfterMs: 0,
          run: async () => {
            runs += 1;
            inFlight += 1;
            if (inFlight > 1) overlapped = true;
            await sleep(30);
            inFlight -= 1;
            if (stopping) finishedAfterStop = true;
          },
        },
        {
          name: "en-panne",
          everyMs: 5,
          firstAfterMs: 0,
          run: () => Promise.reject(new Error("échec pour claire@example.fr")),
        },
      ],
      logger,
    );
    await until(() => runs >= 3);
    stopping = true;
    await stop();
    // The run in progress was awaited; none starts afterwards.
    expect(inFlight).toBe(0);
    expect(finishedAfterStop).toBe(true);
    const runsAtStop = runs;
    await sleep(60);
    expect(runs).toBe(runsAtStop);
    expect(overlapped).toBe(false);

    const failures = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.job === "en-panne");
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures[0]).toMatchObject({ level: 50, err: { name: "Error", message: "échec pour <adresse>" } });
    expect(lines.join("\n")).not.toContain("claire@example.fr");
  });
});

it("logs a run cut by a lost database connection as a warning: the next run gets a new connection (decision 076)", async () => {
  const { lines, logger } = captureLogger();
  let runs = 0;
  const cut = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
  const stop = startJobs(
    [
      {
        name: "base-coupee",
        everyMs: 5,
        firstAfterMs: 0,
        run: () => {
          runs += 1;
          return Promise.reject(new Error("Failed query: select 1", { cause: cut }));
        },
      },
    ],
    logger,
  );
  await until(() => runs >= 2);
  await stop();
  const failures = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(failures.length).toBeGreaterThanOrEqual(1);
  for (const failure of failures) expect(failure).toMatchObject({ level: 40, err: { code: "57P01" } });
});

describe("the shop's jobs", () => {
  it("prune old sign-in limit counters, deliver the outbox and expire unpaid orders when the scheduler runs them", async () => {
    const day = 24 * 3600_000;
    await shop.db.insert(rateLimits).values([
      { key: "connexion:ancien-1", count: 5, expiresAt: new Date(Date.now() - 2 * day) },
      { key: "connexion:ancien-2", count: 5, expiresAt: new Date(Date.now() - day - 60_000) },
      { key: "connexion:recent", count: 2, expiresAt: new Date(Date.now() - 60_000) },
    ]);
    // An unpaid order whose payment window closed long ago.
    const placed = await shop.api.call<{ reference: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody(),
    });
    const { reference } = placed.body;
    await shop.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 3600_000) })
      .where(eq(orders.reference, reference));

    const logger = pino({ level: "silent" });
    const env = parseEnv({ NODE_ENV: "test" });
    // A mail committed but never sent (the process stopped before its immediate send).
    const received: ReceivedMail[] = [];
    const smtp = mailCatcher(received);
    const smtpUrl = `smtp://127.0.0.1:${await listenLocally(smtp)}`;
    const mailer = createMailer({ db: shop.db, logger, smtpUrl, from: env.MAIL_FROM });
    await mailer.queue(shop.db, { to: "claire@example.fr", subject: "Jamais partie", text: "Bonjour", html: "" });

    const context = createShopContext(env, shop.database, mailer, logger);
    const stop = startJobs(
      shopJobs({ shop: context, mailer, db: shop.db, expiryEveryMs: 60_000, firstAfterMs: 0 }),
      logger,
    );
    try {
      await until(async () => (await shop.db.$count(rateLimits)) === 1);
      await until(async () => {
        const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
        return order!.status === "expired";
      });
      await until(() => received.length >= 1);
    } finally {
      await stop();
      await closeServer(smtp);
    }
    expect(received.filter(({ raw }) => raw.includes("Subject: Jamais partie"))).toHaveLength(1);
    const left = await shop.db.select().from(rateLimits);
    expect(left.map((row) => row.key)).toEqual(["connexion:recent"]);
    expect(await shop.db.$count(mailOutbox, like(mailOutbox.subject, `%${reference}%`))).toBe(0);
  });
});

describe("the embedded database's maintenance", () => {
  it("vacuums and analyses the embedded database when the scheduler runs it; PostgreSQL is left to its autovacuum", async () => {
    const logger = pino({ level: "silent" });
    const env = parseEnv({ NODE_ENV: "test" });
    const mailer = createMailer({ db: shop.db, logger, from: env.MAIL_FROM });
    const context = createShopContext(env, shop.database, mailer, logger);
    const jobs = (maintainDatabase: (() => Promise<void>) | null) =>
      shopJobs({ shop: context, mailer, db: shop.db, expiryEveryMs: 60_000, firstAfterMs: 0, maintainDatabase });
    expect(jobs(null).map((job) => job.name)).not.toContain("entretien-de-la-base");
    if (shop.database.kind === "postgres") {
      expect(shop.database.maintain).toBeNull();
      return;
    }
    expect(jobs(shop.database.maintain).map((job) => job.name)).toContain("entretien-de-la-base");

    // Rows deleted as the hourly purge deletes them.
    const day = 24 * 3600_000;
    await shop.db.insert(rateLimits).values(
      Array.from({ length: 200 }, (_, i) => ({
        key: `vieux:${i}`,
        count: 1,
        expiresAt: new Date(Date.now() - 2 * day),
      })),
    );
    await shop.db.delete(rateLimits).where(like(rateLimits.key, "vieux:%"));
    const before = new Date();
    const firstRow = async <T>(query: SQL) => {
      const result = (await shop.db.execute(query)) as unknown as T[] | { rows: T[] };
      return (Array.isArray(result) ? result : result.rows)[0]!;
    };
    const seen = () =>
      firstRow<{ last_vacuum: Date | null; last_analyze: Date | null }>(
        sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'rate_limits'`,
      );
    const maintenance = jobs(shop.database.maintain).filter((job) => job.name === "entretien-de-la-base");
    const stop = startJobs(maintenance, logger);
    try {
      await until(async () => {
        const { last_vacuum, last_analyze } = await seen();
        return !!last_vacuum && !!last_analyze && new Date(last_vacuum) >= before && new Date(last_analyze) >= before;
      });
    } finally {
      await stop();
    }
    // The planner knows the table's size now (never analysed, PostgreSQL reports -1).
    const { reltuples } = await firstRow<{ reltuples: number }>(
      sql`select reltuples from pg_class where relname = 'rate_limits'`,
    );
    expect(Number(reltuples)).toBeGreaterThanOrEqual(0);
  });
});
