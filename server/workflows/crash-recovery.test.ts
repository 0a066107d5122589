import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createShopContext } from "#server/app";
import { type Database, openDatabase } from "#server/db/client";
import { mailOutbox, orders, productVariants, simulatedCardSessions } from "#server/db/schema";
import { parseEnv } from "#server/env";
import { catalogSeed } from "#server/modules/catalog/seed-data";
import { createMailer } from "#server/modules/mail/service";
import { deliveryAddress } from "#server/testing/addresses";
import { checkoutBody } from "#server/testing/checkout";
import { createTestApp } from "#server/testing/test-app";
import { expireStaleOrders } from "./expire-orders";

// Item 16 of issue 11: the process is killed (SIGKILL, from inside, by the test-only crash point) after the
// simulated provider recorded a card payment and before the shop fulfilled the order. Restarted on the same data,
// the shop must find the order paid, its stock kept and one confirmation mail, not expire it.

const SECRET = "secret-du-simulateur-crash-test";
const VARIANT = "tahl_saoudien_250g";
const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Where the shop keeps its data across the crash: an on-disk PGlite, or a fresh PostgreSQL database. */
async function dataTarget(): Promise<{ env: Record<string, string>; open: () => Promise<Database> }> {
  if (serverUrl) {
    const name = `maisonh_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
    await adminQuery(`create database ${name}`);
    cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return { env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ url: url.toString() }) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "maisonh-crash-"));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: path.join(dir, "pglite") }) };
}

/** Starts the API in a child process; resolves with its address once it listens. */
function startChild(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/testing/crash-recovery-server.ts"], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", PAYMENT_SIMULATOR_SECRET: SECRET, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    let stdout = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /PORT (\d+)/.exec(stdout)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
    });
    child.once("exit", (code, signal) => reject(new Error(`le serveur s'est arrêté (${code ?? signal}) : ${stderr}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once("exit", (code, signal) => resolve(signal ?? code));
  });

const post = (base: string, route: string, body: unknown) =>
  fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const order = (email: string, quantity: number) =>
  checkoutBody({ items: [{ id: VARIANT, quantity }], shipping_address: deliveryAddress(email), guest_email: email });

describe("a card payment taken during a crash", () => {
  it("is found paid after a restart: stock kept, one confirmation mail, the unpaid order released", async () => {
    const seeded = catalogSeed.honeys.find((h) => h.id === "tahl_saoudien")!.stock!["250g"]!;
    expect(seeded).toBeGreaterThan(3);
    const target = await dataTarget();
    const { child, base } = await startChild({ ...target.env, TEST_CRASH_POINT: "simulated-card-paid" });
    cleanups.push(async () => void child.kill("SIGKILL"));

    // Two orders in flight: one will be paid when the process dies, the other never.
    const paidAnswer = (await (
      await post(base, "/api/payments/checkout/cart", order("paye@example.fr", 2))
    ).json()) as {
      url: string;
      reference: string;
    };
    const unpaidAnswer = (await (
      await post(base, "/api/payments/checkout/cart", order("impaye@example.fr", 1))
    ).json()) as { url: string; reference: string };
    const sessionId = paidAnswer.url.split("/").pop()!;

    // The payment: the simulator records it, then the process is killed before the shop fulfils the order.
    const paying = await post(base, `/api/payments/simulated/${sessionId}/pay`, {
      card_number: "4242 4242 4242 4242",
    }).catch((err: unknown) => err);
    expect(paying).toBeInstanceOf(Error);
    expect(await exited(child)).toBe("SIGKILL");

    // Restarted on the same data, half an hour and more later.
    const database = await target.open();
    cleanups.unshift(() => database.close());
    const orderOf = async (reference: string) =>
      (await database.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
    const stock = async () =>
      (await database.db.select().from(productVariants).where(eq(productVariants.id, VARIANT)))[0]!.stock;
    const mailsAbout = (reference: string) =>
      database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${reference}%`));

    // What the crash left: paid at the provider, still pending at the shop, nothing mailed.
    const [session] = await database.db
      .select()
      .from(simulatedCardSessions)
      .where(eq(simulatedCardSessions.id, sessionId));
    expect(session).toMatchObject({ status: "complete", paymentStatus: "paid" });
    expect((await orderOf(paidAnswer.reference)).status).toBe("pending_payment");
    expect(await mailsAbout(paidAnswer.reference)).toHaveLength(0);
    expect(await stock()).toBe(seeded - 3);

    const logger = pino({ level: "silent" });
    const env = parseEnv({ NODE_ENV: "test", PAYMENT_SIMULATOR_SECRET: SECRET });
    const mailer = createMailer({ db: database.db, logger, from: env.MAIL_FROM });
    const restarted = {
      ...createShopContext(env, database, mailer, logger),
      now: () => new Date(Date.now() + 45 * 60_000),
    };
    const report = await expireStaleOrders(restarted);
    expect(report).toMatchObject({ paid: 1, released: 1, waiting: 0, flagged: 0 });

    expect(await orderOf(paidAnswer.reference)).toMatchObject({ status: "paid", attention: null, releasedAt: null });
    expect((await orderOf(unpaidAnswer.reference)).status).toBe("expired");
    expect(await stock()).toBe(seeded - 2);
    expect(await mailsAbout(paidAnswer.reference)).toHaveLength(1);

    // The customer's success page and another expiry run find it paid, and mail nothing more.
    const app = createTestApp(database, { PAYMENT_SIMULATOR_SECRET: SECRET });
    const statusAnswer = await app.request(`/api/payments/checkout/status/${sessionId}`);
    expect(await statusAnswer.json()).toMatchObject({ payment_status: "paid", reference: paidAnswer.reference });
    expect(await expireStaleOrders(restarted)).toMatchObject({ paid: 0, released: 0 });
    expect(await mailsAbout(paidAnswer.reference)).toHaveLength(1);
    expect(await stock()).toBe(seeded - 2);
  }, 120_000);
});
