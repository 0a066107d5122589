// npm run test:resilience — two production instances on one PostgreSQL behind a round-robin proxy, proven under
// load: a rush on a stock of 10 and a code of 5 uses, one webhook delivered 20 times, kill -9 of an instance in the
// middle of a rush then its restart, a rolling restart under steady load, a soak. Fails with the counts when a
// promise is broken; the figures go to docs/benchmarks.md. Decision 062.
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
import { Instance, startMailSink, startProxy } from "./cluster";

const basePort = Number(process.env.RESILIENCE_PORT ?? 3250);
const proxyPort = basePort;
const ports = [basePort + 1, basePort + 2];
const smtpPort = basePort + 3;
const databaseUrl = process.env.RESILIENCE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/maisonh_resilience";
const soakSeconds = Math.max(5, Number(process.env.RESILIENCE_SOAK_SECONDS ?? 60));
const work = path.resolve(".tmp/resilience");
const buildDir = path.join(work, "build");
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

/** The named database, created fresh and dropped at the end: its name must say it is a throw-away one. */
async function freshDatabase(url: string, action: "create" | "drop") {
  const name = new URL(url).pathname.slice(1);
  if (!/resilience/.test(name))
    throw new Error(`RESILIENCE_DATABASE_URL : « ${name} » sera effacée, son nom doit contenir « resilience »`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    if (action === "create") await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

interface PhaseRow {
  record: Recorder;
  note: string;
}
const phases: PhaseRow[] = [];
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
  await freshDatabase(databaseUrl, "create");
  const logger = createLogger({ NODE_ENV: "production", LOG_LEVEL: "silent" } as Parameters<typeof createLogger>[0]);
  const database = await prepareDatabase(
    { DATABASE_URL: databaseUrl, DATA_DIR: work, CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" },
    logger,
  );
  const db = database.db;
  await db.execute(sql`update product_variants set stock = ${STOCK} where id in (${RUSH_VARIANT}, ${CRASH_VARIANT})`);
  for (const code of [RUSH_CODE, CRASH_CODE]) {
    await db.execute(sql`insert into promo_codes (code, name, type, value, maximum_uses)
      values (${code}, ${code}, 'fixed_amount', 100, ${USES})`);
  }

  const mail = startMailSink(smtpPort);
  const env = {
    DATABASE_URL: databaseUrl,
    BUILD_DIR: buildDir,
    PUBLIC_URL: base,
    TRUST_PROXY: "1",
    CARD_PROVIDER: "simulated",
    CRYPTO_PROVIDER: "simulated",
    PAYMENT_SIMULATOR_SECRET: secret,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ORDER_EXPIRY_INTERVAL_SECONDS: String(EXPIRY_SECONDS),
    EVENTS_PER_MINUTE_PER_ADDRESS: "100000",
    // Out of the proxy's rotation (its readiness checks) before the listener closes (decision 066).
    SHUTDOWN_DRAIN_SECONDS: "1",
  };
  const instances = ports.map((port, i) => new Instance(`instance ${"AB"[i]}`, port, [serverEntry(buildDir)], env));
  const b = instances[1]!;
  const proxy = startProxy(proxyPort, ports);
  try {
    await timed("démarrage des deux instances", () => Promise.all(instances.map((i) => i.start())));
    // A few journeys on each instance first: the first requests of a process compile its code.
    await pool(20, 4, () => new Shopper(base, new Recorder("échauffement")).buy(OPEN_VARIANT));

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

    // 4. Soak at moderate load.
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
      phases.push({ record: soak.finish(), note: "4 acheteurs en continu (page puis achat)" });
      failuresOf(soak);
      for (const r of rss) console.error(`${r.instance} : RSS ${mb(r.start)} → ${mb(r.end)}`);
    });

    await checkSettled(db, "à la fin", mail.received);
    for (const instance of instances)
      expect(`${instance.name} — lignes de journal en erreur`, instance.errors.length, 0);
  } finally {
    await Promise.all(instances.map((i) => i.stop("SIGTERM")));
    proxy.server.close();
    mail.server.close(() => undefined);
    await database.close();
    await freshDatabase(databaseUrl, "drop");
  }
  durations.push(["total", (performance.now() - runStarted) / 1000]);
  report();
}

/** One webhook event, signed as the provider signs it, delivered 20 times at once alternately to both instances. */
async function sameWebhookTwentyTimes(db: Parameters<typeof paymentCounts>[0], received: Map<string, number>) {
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
  // Paid at the provider; the shop learns it only from the webhook.
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
  const answers = await Promise.all(
    Array.from({ length: 20 }, async () => {
      const started = performance.now();
      record.requests += 1;
      const response = await fetch(`${base}/api/payments/webhook/simulated`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      });
      await response.arrayBuffer();
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
    console.error(`    ${counts.claimedUnsent} e-mail(s) pris par l'instance tuée : renvoyés à la fin du bail (5 min)`);
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

function report() {
  const table = [
    "| phase | conditions | durée | requêtes | commandes payées | commandes/s | p50 | p99 | échecs | coupées par le kill |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...phases.map(
      ({ record: r, note }) =>
        `| ${r.name} | ${note} | ${r.seconds.toFixed(1)} s | ${r.requests} | ${r.paid} | ${(r.paid / r.seconds).toFixed(1)} | ${ms(r.percentile(50))} | ${ms(r.percentile(99))} | ${r.failures.length} | ${r.cut} |`,
    ),
  ];
  const section = [
    `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`npm run test:resilience\` (décision 062) : deux instances de production (paiements simulés, une base PostgreSQL neuve) derrière un proxy tourniquet local, sur la même machine que les clients (2 cœurs partagés). Latences par requête HTTP vue du client, à travers le proxy ; commandes/s : commandes payées (commande, paiement, page de confirmation) par seconde de la phase.`,
    "",
    ...table,
    "",
    `Mémoire résidente (RSS) pendant l'endurance de ${soakSeconds} s : ${rss.map((r) => `${r.instance} ${mb(r.start)} → ${mb(r.end)}`).join(" ; ")}.`,
    "",
    `Relevés toutes les ${Math.round(soakSeconds / RSS_SAMPLES)} s (Mo) : ${rss.map((r) => `${r.instance} ${r.samples.map(megabytes).join(", ")}`).join(" ; ")}.`,
    "",
    `Durées : ${durations.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(" ; ")}.`,
    "",
    broken.length === 0
      ? "Toutes les promesses vérifiées sont tenues."
      : `**Promesses non tenues (${broken.length})** : ${broken.join(" ; ")}.`,
  ].join("\n");
  console.log(table.join("\n"));
  writeSection("resilience", "Résilience : deux instances, un PostgreSQL", section);
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
