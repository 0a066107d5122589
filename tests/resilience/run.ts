// npm run test:resilience — two production instances on one PostgreSQL behind a round-robin proxy, proven under
// load: a rush on a stock of 10 and a code of 5 uses, one webhook delivered 20 times, kill -9 of an instance in the
// middle of a rush then its restart, a rolling restart under steady load, the shop's database connections cut every
// few seconds under mixed load (decision 076); `npm run bench:soak` adds a soak of RESILIENCE_SOAK_SECONDS (not in
// CI). Fails with the counts when a promise is broken; the figures go to docs/benchmarks.md. Decision 062.
// RESILIENCE_ONLY=faults runs the fault phase alone (while working on it).
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import Stripe from "stripe";
import { prepareDatabase } from "#server/bootstrap";
import { createLogger } from "#server/logger";
import { simulatedCardSessions } from "#server/modules/payments/schema";
import { deliveryAddress } from "#server/testing/addresses";
import { createSignedInAdmin } from "#server/testing/customers";
import { checkoutBody } from "#server/testing/checkout";
import { buildOnce, serverEntry, writeSection } from "../../bench/support";
import { loop, pool, Recorder, Shopper } from "./buyer";
import {
  ageReservations,
  codeCounts,
  paymentCounts,
  pendingOrders,
  rows,
  sentConfirmations,
  variantCounts,
} from "./checks";
import { Instance, startMailSink, startProxy, throwAwayDatabase } from "./cluster";

const basePort = Number(process.env.RESILIENCE_PORT ?? 3250);
const proxyPort = basePort;
const ports = [basePort + 1, basePort + 2];
const databaseUrl = process.env.RESILIENCE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/maisonh_resilience";
/** 0 (CI's run): no soak. `npm run bench:soak` sets 600. */
const soakSeconds = Math.max(0, Number(process.env.RESILIENCE_SOAK_SECONDS ?? 0));
/** The build and the data of the run: RESILIENCE_WORK_DIR keeps two runs on one checkout apart. */
const work = path.resolve(process.env.RESILIENCE_WORK_DIR ?? ".tmp/resilience");
const only = process.env.RESILIENCE_ONLY;
// CI hands it the browser tests' production build (RESILIENCE_BUILD_DIR with BENCH_SKIP_BUILD): one build per run.
const buildDir = path.resolve(process.env.RESILIENCE_BUILD_DIR ?? path.join(work, "build"));
const base = `http://127.0.0.1:${proxyPort}`;
const secret = `whsec_${randomBytes(16).toString("hex")}`;
/** The expiry job's period on the instances: the shortest the configuration allows. */
const EXPIRY_SECONDS = 5;

const RUSH = 200;
const STOCK = 10;
const USES = 5;
/** Stock-limited variants (10 each) and codes (5 uses each): one pair for the clean rush, one for the crash. */
const RUSH_VARIANT = "parfum_homme_7";
const CRASH_VARIANT = "parfum_homme_10";
const RUSH_CODE = "RESILIENCE5A";
const CRASH_CODE = "RESILIENCE5B";
/** Not stock-limited: the code rushes, the webhook, the steady load and the soak. */
const OPEN_VARIANT = "parfum_homme_1";

/**
 * The fault phase: the instances' connections (told apart by their application_name) terminated every
 * FAULT_EVERY_MS for FAULT_SECONDS under mixed load, on a variant with a large stock and a code with many uses.
 */
const FAULT_SECONDS = Math.max(5, Number(process.env.RESILIENCE_FAULT_SECONDS ?? 25));
const FAULT_EVERY_MS = 2_500;
const FAULT_VARIANT = "parfum_femme_1";
const FAULT_STOCK = 100_000;
const FAULT_CODE = "RESILIENCECOUPURES";
const INSTANCE_APPLICATION = "maisonh_resilience_instance";

const broken: string[] = [];
/** A promise checked: kept in the report, and the run fails at the end if any is broken. */
function expect(what: string, actual: number, expected: number) {
  const ok = actual === expected;
  console.error(`${ok ? "✓" : "✗"} ${what} : ${actual}${ok ? "" : ` (attendu ${expected})`}`);
  if (!ok) broken.push(`${what} : ${actual}, attendu ${expected}`);
}
function failuresOf(record: Recorder) {
  expect(`${record.name} — requêtes en échec`, record.failures.length, 0);
  for (const failure of record.failures.slice(0, 10)) console.error(`    ${failure}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, seconds: number, done: () => Promise<boolean>) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return true;
    await sleep(250);
  }
  console.error(`… ${what} : pas atteint en ${seconds} s`);
  return false;
}

interface PhaseRow {
  record: Recorder;
  note: string;
}
const phases: PhaseRow[] = [];
/** The soak's row, published in a section of its own: CI's run (no soak) leaves the last soak's figures alone. */
let soakRow: PhaseRow | undefined;
const rss: { instance: string; start: number; end: number; samples: number[] }[] = [];
/** RSS is read ten times during the soak: a leak grows steadily, a heap settling flattens. */
const RSS_SAMPLES = 10;
const durations: [string, number][] = [];
async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    durations.push([name, (performance.now() - started) / 1000]);
  }
}

async function main() {
  const runStarted = performance.now();
  mkdirSync(work, { recursive: true });
  await timed("construction", async () => buildOnce(buildDir));
  await throwAwayDatabase(databaseUrl, "RESILIENCE_DATABASE_URL", "create");
  const logger = createLogger({ NODE_ENV: "production", LOG_LEVEL: "silent" } as Parameters<typeof createLogger>[0]);
  const database = await prepareDatabase(
    { DATABASE_URL: databaseUrl, DATA_DIR: work, CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" },
    logger,
  );
  const db = database.db;
  await db.execute(sql`update product_variants set stock = ${STOCK} where id in (${RUSH_VARIANT}, ${CRASH_VARIANT})`);
  await db.execute(sql`update product_variants set stock = ${FAULT_STOCK} where id = ${FAULT_VARIANT}`);
  for (const [code, uses] of [
    [RUSH_CODE, USES],
    [CRASH_CODE, USES],
    [FAULT_CODE, FAULT_STOCK],
  ] as const) {
    await db.execute(sql`insert into promo_codes (code, name, type, value, maximum_uses)
      values (${code}, ${code}, 'fixed_amount', 100, ${uses})`);
  }

  const mail = await startMailSink();
  const proxy = await startProxy(proxyPort, ports);
  const instanceUrl = new URL(databaseUrl);
  instanceUrl.searchParams.set("application_name", INSTANCE_APPLICATION);
  const env = {
    DATABASE_URL: instanceUrl.toString(),
    BUILD_DIR: buildDir,
    PUBLIC_URL: base,
    TRUST_PROXY: "1",
    CARD_PROVIDER: "simulated",
    CRYPTO_PROVIDER: "simulated",
    PAYMENT_SIMULATOR_SECRET: secret,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    ORDER_EXPIRY_INTERVAL_SECONDS: String(EXPIRY_SECONDS),
    EVENTS_PER_MINUTE_PER_ADDRESS: "100000",
    // Out of the proxy's rotation (its readiness checks) before the listener closes (decision 066).
    SHUTDOWN_DRAIN_SECONDS: "1",
  };
  const instances = ports.map((port, i) => new Instance(`instance ${"AB"[i]}`, port, [serverEntry(buildDir)], env));
  try {
    await timed("démarrage des deux instances", () => Promise.all(instances.map((i) => i.start())));
    // A few journeys on each instance first: the first requests of a process compile its code.
    await pool(20, 4, () => new Shopper(base, new Recorder("échauffement")).buy(OPEN_VARIANT));

    if (!only) await rushesAndRestarts(db, instances, proxy, mail);
    if (!only || only === "faults") {
      await timed("coupures de connexions", () => connectionFaults(db, instances, mail.received));
    }
    if (!only && soakSeconds > 0) await soak(instances);

    await checkSettled(db, "à la fin", mail.received);
    for (const instance of instances) {
      expect(`${instance.name} — lignes de journal en erreur`, instance.errors.length, 0);
      expect(`${instance.name} — arrêts inattendus`, instance.exits.length, 0);
      for (const exit of instance.exits) console.error(`    ${exit}`);
    }
  } finally {
    await Promise.all(instances.map((i) => i.stop("SIGTERM")));
    proxy.server.close();
    mail.server.close(() => undefined);
    await database.close();
    await throwAwayDatabase(databaseUrl, "RESILIENCE_DATABASE_URL", "drop");
  }
  durations.push(["total", (performance.now() - runStarted) / 1000]);
  report();
}

type RigDb = Parameters<typeof paymentCounts>[0];

async function rushesAndRestarts(
  db: RigDb,
  instances: Instance[],
  proxy: Awaited<ReturnType<typeof startProxy>>,
  mail: { received: Map<string, number> },
) {
  const b = instances[1]!;
  // 1. The rush on two healthy instances.
  await timed("ruée (stock, code, webhook)", async () => {
    const stock = new Recorder("ruée sur un stock de 10");
    await pool(RUSH, RUSH, () => new Shopper(base, stock).buy(RUSH_VARIANT));
    phases.push({ record: stock.finish(), note: `${RUSH} acheteurs simultanés, 1 article chacun` });
    expect("ruée — commandes payées sur le stock de 10", stock.paid, STOCK);
    expect("ruée — acheteurs refusés (409, épuisé)", stock.refused, RUSH - STOCK);
    failuresOf(stock);
    const counted = await variantCounts(db, RUSH_VARIANT);
    expect("ruée — commandes payées en base", counted.paidOrders, STOCK);
    expect("ruée — stock restant en base", counted.stock, 0);

    const code = new Recorder("ruée sur un code de 5 utilisations");
    await pool(RUSH, RUSH, () => new Shopper(base, code).buy(OPEN_VARIANT, RUSH_CODE));
    phases.push({ record: code.finish(), note: `${RUSH} acheteurs simultanés avec le code` });
    expect("code — commandes payées avec le code", code.paid, USES);
    failuresOf(code);
    const uses = await codeCounts(db, RUSH_CODE);
    expect("code — utilisations confirmées (current_uses)", uses.currentUses, USES);
    expect("code — commandes payées en base avec le code", uses.paidOrders, USES);
    expect("code — utilisations réservées restantes", uses.reservedUses, 0);

    await sameWebhookTwentyTimes(db, mail.received);
  });

  // 2. kill -9 of instance B in the middle of the same rush, then its restart.
  await timed("ruée avec kill -9 et redémarrage", async () => {
    const crash = new Recorder("ruée, kill -9 de B au milieu");
    let restarted: Promise<void> | null = null;
    const killer = (async () => {
      await until("200 réponses reçues", 60, async () => crash.latencies.length >= RUSH);
      await b.stop("SIGKILL");
      console.error(`kill -9 de l'instance B après ${crash.requests} requêtes`);
      restarted = b.start();
    })();
    // The first six buyers leave at the payment page: their orders hold stock or a use until the window closes.
    await pool(RUSH, RUSH, (i) => {
      const shopper = new Shopper(base, crash);
      const leaves = i < 6;
      return i % 2 === 0
        ? shopper.buy(CRASH_VARIANT, undefined, leaves)
        : shopper.buy(OPEN_VARIANT, CRASH_CODE, leaves);
    });
    await killer;
    await restarted;
    phases.push({
      record: crash.finish(),
      note: `${RUSH} acheteurs (moitié stock de 10, moitié code de 5), ${crash.cut} requêtes coupées par le kill et reprises`,
    });
    failuresOf(crash);
    await checkSettled(db, "après le kill", mail.received);

    // Unpaid orders left by cut requests hold their stock until their window closes, and not before.
    const holding = await pendingOrders(db);
    expect("réservations impayées laissées par la ruée (au moins une)", holding > 0 ? 1 : 0, 1);
    await sleep((EXPIRY_SECONDS + 1) * 1000);
    expect("réservations impayées gardées pendant leur fenêtre", await pendingOrders(db), holding);
    await ageReservations(db, 32);
    await until("réservations libérées", 4 * EXPIRY_SECONDS + 10, async () => (await pendingOrders(db)) === 0);
    expect("réservations impayées restantes après leur fenêtre", await pendingOrders(db), 0);
    const stock = await variantCounts(db, CRASH_VARIANT);
    expect("kill — stock + articles payés = 10", stock.stock + stock.paidUnits, STOCK);
    const uses = await codeCounts(db, CRASH_CODE);
    expect("kill — current_uses = commandes payées avec le code", uses.currentUses, uses.paidOrders);
    expect("kill — utilisations réservées après expiration", uses.reservedUses, 0);

    // What was given back sells again: the stock and the code end exactly used up.
    const again = new Recorder("rachat du stock et du code libérés");
    await pool(40, 40, (i) =>
      i % 2 === 0
        ? new Shopper(base, again).buy(CRASH_VARIANT)
        : new Shopper(base, again).buy(OPEN_VARIANT, CRASH_CODE),
    );
    phases.push({ record: again.finish(), note: "40 acheteurs après la libération" });
    failuresOf(again);
    const finalStock = await variantCounts(db, CRASH_VARIANT);
    expect("kill — commandes payées sur le stock de 10, au total", finalStock.paidOrders, STOCK);
    expect("kill — stock restant", finalStock.stock, 0);
    const finalUses = await codeCounts(db, CRASH_CODE);
    expect("kill — commandes payées avec le code de 5, au total", finalUses.paidOrders, USES);
    expect("kill — current_uses", finalUses.currentUses, USES);
    await checkSettled(db, "après le rachat", mail.received);
  });

  // 3. Rolling restart under steady load.
  await timed("redémarrage progressif", async () => {
    const steady = new Recorder("charge régulière, redémarrage progressif");
    let restarting = true;
    const restart = (async () => {
      await sleep(2000);
      for (const instance of instances) {
        const code = await instance.stop("SIGTERM");
        expect(`${instance.name} — code de sortie après SIGTERM`, code ?? -1, 0);
        await instance.start();
        await sleep(1000);
      }
      restarting = false;
    })();
    await loop(
      10,
      () => restarting,
      () => new Shopper(base, steady).buy(OPEN_VARIANT),
    );
    await restart;
    phases.push({
      record: steady.finish(),
      note: `10 acheteurs en continu ; ${proxy.counts.retriedRefused} connexions refusées reprises sur l'autre instance par le proxy`,
    });
    failuresOf(steady);
    expect("redémarrage progressif — requêtes coupées", steady.cut, 0);
  });
}

async function soak(instances: Instance[]) {
  // 5. Soak at moderate load.
  await timed("endurance", async () => {
    const soak = new Recorder(`endurance ${soakSeconds} s`);
    const warm = new Recorder("échauffement");
    await pool(40, 4, () => new Shopper(base, warm).buy(OPEN_VARIANT));
    const start = instances.map((i) => i.rss());
    const samples: number[][] = instances.map(() => []);
    const sampler = setInterval(
      () => instances.forEach((instance, i) => samples[i]!.push(instance.rss())),
      (soakSeconds * 1000) / RSS_SAMPLES,
    );
    const deadline = Date.now() + soakSeconds * 1000;
    await loop(
      4,
      () => Date.now() < deadline,
      async () => {
        const shopper = new Shopper(base, soak);
        const page = await shopper.call("GET", "/parfums-homme");
        if (page.status !== 200) soak.failures.push(`GET /parfums-homme → ${page.status}`);
        await shopper.buy(OPEN_VARIANT);
      },
    );
    clearInterval(sampler);
    instances.forEach((instance, i) =>
      rss.push({ instance: instance.name, start: start[i]!, end: instance.rss(), samples: samples[i]! }),
    );
    soakRow = { record: soak.finish(), note: "4 acheteurs en continu (page puis achat)" };
    failuresOf(soak);
    for (const r of rss) console.error(`${r.instance} : RSS ${mb(r.start)} → ${mb(r.end)}`);
  });
}

/**
 * The session marked paid at the (simulated) provider, which the shop learns only from the webhook: that event,
 * signed as the provider signs it.
 */
async function paidAtProvider(db: RigDb, sessionId: string) {
  await db
    .update(simulatedCardSessions)
    .set({ status: "complete", paymentStatus: "paid" })
    .where(eq(simulatedCardSessions.id, sessionId));
  const [session] = await db.select().from(simulatedCardSessions).where(eq(simulatedCardSessions.id, sessionId));
  const payload = JSON.stringify({
    id: `evt_resilience_${randomBytes(8).toString("hex")}`,
    object: "event",
    type: "checkout.session.completed",
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });
  const signature = new Stripe("sk_test_resilience").webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

/** That event delivered to the shop's webhook as the provider sends it; the answer, its body read. */
async function deliverWebhook(base: string, { payload, signature }: { payload: string; signature: string }) {
  const answer = await fetch(`${base}/api/payments/webhook/simulated`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
  await answer.arrayBuffer();
  return answer;
}

/**
 * The shop's database connections — both instances', told apart by their application_name — terminated every
 * FAULT_EVERY_MS (as a failover, a pooler's restart or an operator would) while buyers order and pay by the card page
 * or by webhook, with or without a code, and visitors read pages. Every request the cut fails answers 503 and is
 * sent again, as a customer would; afterwards no process has stopped, no order answered as placed or paid is
 * missing, none lacks its lines or its session, and the stock and the code's uses add up (decision 076).
 */
async function connectionFaults(db: RigDb, instances: Instance[], received: Map<string, number>) {
  const record = new Recorder("connexions coupées toutes les 2,5 s", true);
  const pages = new Recorder("pages pendant les coupures", true);
  const webhooks = { sent: 0, unavailable: 0 };
  const exitsBefore = instances.map((instance) => instance.exits.length);
  for (const instance of instances) instance.echoWarnings = false;
  const warningsBefore = instances.reduce((sum, instance) => sum + instance.warnings, 0);
  const killer = new pg.Client({ connectionString: databaseUrl });
  await killer.connect();
  let terminated = 0;
  let rounds = 0;
  const deadline = Date.now() + FAULT_SECONDS * 1000;
  const going = () => Date.now() < deadline;
  const cutting = (async () => {
    while (going()) {
      await sleep(FAULT_EVERY_MS);
      const killed = await killer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
        [INSTANCE_APPLICATION],
      );
      rounds += 1;
      terminated += killed.rowCount ?? 0;
    }
  })();
  // Paid at the provider, told by a webhook sent until the shop takes it (a provider retries on a 5xx).
  const byWebhook = async (session: string) => {
    const event = await paidAtProvider(db, session);
    for (let attempt = 0; attempt < 20; attempt++) {
      webhooks.sent += 1;
      const answer = await deliverWebhook(base, event);
      if (answer.status === 200) return;
      if (answer.status !== 503 || answer.headers.has("x-proxy")) {
        record.failures.push(`webhook → ${answer.status}`);
        return;
      }
      webhooks.unavailable += 1;
      await sleep(250);
    }
    record.failures.push("webhook → 503 20 fois de suite");
  };
  // An administrator refunds paid orders in full meanwhile, sending the same request key again after a 503.
  const admin = await createSignedInAdmin(db);
  const refunds = { asked: 0, done: 0, pending: 0, unavailable: 0, refused: 0 };
  const refundedAnswers: string[] = [];
  // Each order is asked by one asker only: two askers of one order would race (the second one's 400 is right).
  const taken = new Set<string>();
  const refundOne = async () => {
    const candidates = await rows<{ reference: string }>(
      db,
      sql`select o.reference from orders o
        where o.status = 'paid' and o.refunded_cents = 0
          and exists (select 1 from order_lines l where l.order_id = o.id and l.variant_id = ${FAULT_VARIANT})
          and not exists (select 1 from refund_intents i where i.order_id = o.id)
        order by o.paid_at limit 5`,
    );
    const order = candidates.find((c) => !taken.has(c.reference));
    if (!order) return sleep(200);
    taken.add(order.reference);
    refunds.asked += 1;
    const key = randomBytes(16).toString("hex");
    for (let attempt = 0; attempt < 20; attempt++) {
      const answer = await fetch(`${base}/api/admin/orders/${order.reference}/refunds`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: admin.cookie },
        body: JSON.stringify({ request_key: key, full: true }),
      });
      await answer.arrayBuffer();
      if (answer.status === 200) {
        refunds.done += 1;
        refundedAnswers.push(order.reference);
        return;
      }
      // Stripe's answer lost (202) or a refund of the order already waiting for it (409): the job settles it.
      if (answer.status === 202 || answer.status === 409) {
        refunds.pending += 1;
        return;
      }
      if (answer.status !== 503 || answer.headers.has("x-proxy")) {
        record.failures.push(`remboursement → ${answer.status}`);
        return;
      }
      refunds.unavailable += 1;
      await sleep(250);
    }
    refunds.refused += 1;
    record.failures.push("remboursement → 503 20 fois de suite");
  };
  let turn = 0;
  await Promise.all([
    cutting,
    // Two askers: on a loaded CI machine one asker asked a single refund in the whole window, and that one's answer
    // was lost (pending, settled later by the job), leaving « at least one done » to chance.
    loop(2, going, refundOne),
    loop(6, going, async () => {
      const i = turn++;
      const shopper = new Shopper(base, record, i % 3 === 0 ? byWebhook : undefined);
      await shopper.buy(FAULT_VARIANT, i % 2 === 0 ? FAULT_CODE : undefined, i % 5 === 4);
    }),
    loop(2, going, async () => {
      const visitor = new Shopper(base, pages);
      for (const path of ["/", "/parfums-homme", "/parfums-femme"]) {
        const page = await visitor.call("GET", path);
        if (page.status !== 200 && page.status !== 503) pages.failures.push(`GET ${path} → ${page.status}`);
      }
    }),
  ]);
  await killer.end();
  for (const instance of instances) instance.echoWarnings = true;
  phases.push({
    record: record.finish(),
    note: `${rounds} coupures, ${terminated} connexions terminées ; ${record.unavailable} réponses 503 reprises ; un tiers payé par webhook (${webhooks.sent} envois, ${webhooks.unavailable} en 503), la moitié avec un code, un sur cinq laissé impayé`,
  });
  phases.push({ record: pages.finish(), note: `2 visiteurs en continu, ${pages.unavailable} pages en 503 reprises` });
  phases.push({
    record: new Recorder("remboursements pendant les coupures").finish(),
    note: `${refunds.asked} remboursements complets demandés : ${refunds.done} faits, ${refunds.pending} en attente de la réponse du prestataire, ${refunds.unavailable} réponses 503 reprises avec la même clé`,
  });
  failuresOf(record);
  failuresOf(pages);
  expect("coupures — connexions terminées (au moins une par coupure)", terminated >= rounds ? 1 : 0, 1);
  expect("coupures — requêtes coupées par un arrêt d'instance", record.cut + pages.cut, 0);
  instances.forEach((instance, i) =>
    expect(`coupures — ${instance.name} : arrêts du processus`, instance.exits.length - exitsBefore[i]!, 0),
  );

  // Payments the buyers gave up on are settled by the expiry job, which asks the provider.
  await until("paiements encaissés réglés", 4 * EXPIRY_SECONDS + 10, async () => {
    return (await paymentCounts(db)).paidAtProviderNotPaid === 0;
  });
  // Refunds left waiting for the provider's answer (a cut between the call and its record) are settled by the
  // reconciliation job minutes later (decision 079, tested in refund-reconciliation.test.ts): counted, not awaited.
  const [open] = await rows<{ n: string }>(
    db,
    sql`select count(*) as n from refund_intents where status in ('pending', 'unknown')`,
  );
  const [refunded] = await rows<Record<string, string>>(
    db,
    sql`select
      (select count(*) from orders where status = 'refunded') as refunded,
      (select count(*) from json_array_elements_text(${JSON.stringify(refundedAnswers)}::json) as r(reference)
        join orders o on o.reference = r.reference where o.status <> 'refunded') as told_not_refunded,
      (select count(*) from orders o where o.refunded_cents <>
        coalesce((select sum(r.amount_cents) from order_refunds r where r.order_id = o.id), 0)) as wrong_refunded,
      (select count(*) from orders o where o.refunded_cents > o.total_cents) as over_refunded,
      (select count(*) from orders o where o.status = 'refunded' and (select count(*) from order_refunds r
        where r.order_id = o.id) <> 1) as refunded_not_once,
      (select count(*) from refund_intents where status = 'succeeded' and refund_id is null) as intents_unapplied`,
  );
  expect("coupures — remboursements faits au moins un", Number(refunded?.refunded) > 0 ? 1 : 0, 1);
  expect("coupures — remboursements annoncés faits et absents", Number(refunded?.told_not_refunded), 0);
  expect("coupures — montant remboursé ≠ somme des remboursements", Number(refunded?.wrong_refunded), 0);
  expect("coupures — commandes remboursées au-delà du total", Number(refunded?.over_refunded), 0);
  expect("coupures — commandes remboursées en entier plus d'une fois", Number(refunded?.refunded_not_once), 0);
  expect("coupures — remboursements réussis non enregistrés", Number(refunded?.intents_unapplied), 0);
  const orderCount = Number((await rows<{ n: string }>(db, sql`select count(*) as n from orders`))[0]?.n);
  const answered = await rows<{ session: string; status: string | null }>(
    db,
    sql`select s.session, o.status from json_array_elements_text(${JSON.stringify(record.placed)}::json) as s(session)
      left join orders o on o.provider_session_id = s.session`,
  );
  expect("coupures — commandes annoncées au client et absentes", answered.filter((o) => o.status === null).length, 0);
  const paid = new Set(record.paidSessions);
  expect(
    "coupures — commandes montrées payées et pas payées en base",
    // Refunded in full since: it was paid.
    answered.filter((o) => paid.has(o.session) && o.status !== "paid" && o.status !== "refunded").length,
    0,
  );
  const [half] = await rows<Record<string, string>>(
    db,
    sql`select
      (select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as without_lines,
      (select count(*) from orders o where o.provider_session_id is not null and not exists
        (select 1 from simulated_card_sessions s where s.id = o.provider_session_id)) as without_session,
      (select count(*) from orders o where o.subtotal_cents <>
        (select sum(l.line_total_cents) from order_lines l where l.order_id = o.id)) as wrong_totals`,
  );
  expect("coupures — commandes sans lignes", Number(half?.without_lines), 0);
  expect("coupures — commandes sans session de paiement", Number(half?.without_session), 0);
  expect("coupures — commandes dont le sous-total n'est pas la somme des lignes", Number(half?.wrong_totals), 0);
  const stock = await variantCounts(db, FAULT_VARIANT);
  expect(
    "coupures — stock + articles réservés + articles payés = stock initial",
    stock.stock + stock.pendingUnits + stock.paidUnits,
    FAULT_STOCK,
  );
  const uses = await codeCounts(db, FAULT_CODE);
  expect("coupures — current_uses = commandes payées avec le code", uses.currentUses, uses.paidOrders);
  expect("coupures — utilisations réservées = commandes impayées avec le code", uses.reservedUses, uses.pendingOrders);
  await checkSettled(db, "après les coupures", received);
  const warnings = instances.reduce((sum, instance) => sum + instance.warnings, 0) - warningsBefore;
  console.error(
    `coupures : ${rounds} coupures, ${terminated} connexions terminées, ${record.requests + pages.requests} requêtes (${record.unavailable + pages.unavailable} en 503 reprises), ${record.paid} commandes payées, ${refunds.done + refunds.pending} remboursées (${Number(open?.n)} en attente du rapprochement), ${instances.reduce((sum, instance, i) => sum + instance.exits.length - exitsBefore[i]!, 0)} arrêts de processus, ${orderCount} commandes vérifiées, ${warnings} avertissements journalisés`,
  );
}

/** One webhook event, signed as the provider signs it, delivered 20 times at once alternately to both instances. */
async function sameWebhookTwentyTimes(db: RigDb, received: Map<string, number>) {
  const record = new Recorder("même webhook livré 20 fois");
  const shopper = new Shopper(base, record);
  const placed = await shopper.call(
    "POST",
    "/api/payments/checkout/cart",
    checkoutBody({
      items: [{ id: OPEN_VARIANT, quantity: 1 }],
      origin_url: base,
      guest_email: shopper.email,
      shipping_address: deliveryAddress(shopper.email),
    }),
  );
  const sessionId = String(placed.body.url).split("/").pop()!;
  const event = await paidAtProvider(db, sessionId);
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const started = performance.now();
      record.requests += 1;
      const response = await deliverWebhook(base, event);
      record.latencies.push(performance.now() - started);
      return response.status;
    }),
  );
  expect("webhook — livraisons acceptées (200) sur 20", answers.filter((s) => s === 200).length, 20);
  const [row] = await rows<{ status: string; events: string; mails: string }>(
    db,
    sql`select o.status, o.id,
      (select count(*) from payment_events e where e.order_id = o.id) as events,
      (select count(*) from mail_outbox m where m.dedupe_key = 'commande-payee:' || o.id) as mails
      from orders o where o.provider_session_id = ${sessionId}`,
  );
  expect("webhook — commande payée", row?.status === "paid" ? 1 : 0, 1);
  expect("webhook — événements enregistrés", Number(row?.events), 1);
  expect("webhook — e-mails de confirmation en file", Number(row?.mails), 1);
  await until("e-mail du webhook reçu", 20, async () => (received.get(shopper.email) ?? 0) > 0);
  await sleep(1000);
  expect("webhook — e-mails reçus par le serveur SMTP", received.get(shopper.email) ?? 0, 1);
  if (row?.status === "paid") record.paid += 1;
  phases.push({ record: record.finish(), note: "une commande payée chez le fournisseur, l'événement envoyé 20 fois" });
}

/** No payment lost, one confirmation mail per paid order, each received once by the SMTP server. */
async function checkSettled(db: Parameters<typeof paymentCounts>[0], when: string, received: Map<string, number>) {
  await until(`e-mails envoyés (${when})`, 30, async () => {
    const c = await paymentCounts(db);
    return c.unsentMails === c.claimedUnsent;
  });
  const counts = await paymentCounts(db);
  expect(`${when} — paiements encaissés sans commande payée`, counts.paidAtProviderNotPaid, 0);
  expect(`${when} — commandes payées sans exactement un e-mail de confirmation`, counts.withoutOneMail, 0);
  expect(`${when} — e-mails de confirmation de commandes impayées`, counts.mailsOfUnpaid, 0);
  expect(`${when} — e-mails non envoyés hors bail d'une instance tuée`, counts.unsentMails - counts.claimedUnsent, 0);
  if (counts.claimedUnsent > 0) {
    console.error(
      `    ${counts.claimedUnsent} e-mail(s) pris par un envoi interrompu (instance tuée, connexion coupée) : renvoyés à la fin du bail (5 min)`,
    );
  }
  const sent = await sentConfirmations(db);
  let missing = 0;
  let doubled = 0;
  for (const [to, n] of sent) {
    const got = received.get(to) ?? 0;
    if (got < n) missing += n - got;
    if (got > n) doubled += got - n;
  }
  expect(`${when} — e-mails envoyés jamais reçus`, missing, 0);
  expect(`${when} — e-mails reçus en double`, doubled, 0);
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const mb = (bytes: number) => `${megabytes(bytes)} Mo`;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const HEADER = [
  "| phase | conditions | durée | requêtes | commandes payées | commandes/s | p50 | p99 | échecs | coupées par le kill |",
  "|---|---|---|---|---|---|---|---|---|---|",
];
const rowOf = ({ record: r, note }: PhaseRow) =>
  `| ${r.name} | ${note} | ${r.seconds.toFixed(1)} s | ${r.requests} | ${r.paid} | ${(r.paid / r.seconds).toFixed(1)} | ${ms(r.percentile(50))} | ${ms(r.percentile(99))} | ${r.failures.length} | ${r.cut} |`;

function report() {
  const table = [...HEADER, ...phases.map(rowOf)];
  const section = [
    `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`npm run test:resilience\` (décision 062) : deux instances de production (paiements simulés, une base PostgreSQL neuve) derrière un proxy tourniquet local, sur la même machine que les clients (2 cœurs partagés). Latences par requête HTTP vue du client, à travers le proxy ; commandes/s : commandes payées (commande, paiement, page de confirmation) par seconde de la phase. L'endurance est mesurée à part (\`npm run bench:soak\`, section suivante).`,
    "",
    ...table,
    "",
    `Durées : ${durations.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(" ; ")}.`,
    "",
    broken.length === 0
      ? "Toutes les promesses vérifiées sont tenues."
      : `**Promesses non tenues (${broken.length})** : ${broken.join(" ; ")}.`,
  ].join("\n");
  console.log(table.join("\n"));
  if (soakRow) console.log(rowOf(soakRow));
  // A partial run (RESILIENCE_ONLY) leaves the published figures alone.
  if (only) return;
  writeSection("resilience", "Résilience : deux instances, un PostgreSQL", section);
  if (!soakRow) return;
  const soakSection = [
    `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`npm run bench:soak\` (décision 062, hors CI) : la même épreuve, puis ${soakSeconds} s de charge modérée sur les deux instances.`,
    "",
    ...HEADER,
    rowOf(soakRow),
    "",
    `Mémoire résidente (RSS) pendant l'endurance de ${soakSeconds} s : ${rss.map((r) => `${r.instance} ${mb(r.start)} → ${mb(r.end)}`).join(" ; ")}.`,
    "",
    `Relevés toutes les ${Math.round(soakSeconds / RSS_SAMPLES)} s (Mo) : ${rss.map((r) => `${r.instance} ${r.samples.map(megabytes).join(", ")}`).join(" ; ")}.`,
  ].join("\n");
  writeSection("soak", "Endurance : deux instances sous charge modérée", soakSection);
}

main()
  .then(() => {
    if (broken.length > 0) {
      console.error(`\nRÉSILIENCE : ${broken.length} promesse(s) non tenue(s) :\n- ${broken.join("\n- ")}`);
      process.exit(1);
    }
    console.error("\nRésilience : toutes les promesses sont tenues.");
    process.exit(0);
  })
  .catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
