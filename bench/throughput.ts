// npm run bench — what the production server answers per second on this machine, in one run: the honey page's
// server rendering against a bare Node server sending the same bytes (the static ceiling), the promotion endpoints,
// and the checkout (order placed + simulated payment session). On the embedded database, and on PostgreSQL when
// BENCH_DATABASE_URL names a throw-away database (it is seeded and written to). Results in docs/benchmarks.md.
import { type ChildProcess, spawn } from "node:child_process";
import { randomInt } from "node:crypto";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { prepareDatabase } from "#server/bootstrap";
import { createLogger } from "#server/logger";
import { deliveryAddress } from "#server/testing/addresses";
import { checkoutBody, guestEmail } from "#server/testing/checkout";
import {
  load,
  type Measure,
  onEachDatabase,
  processCpuMs,
  serverEntry,
  waitFor,
  withShop,
  writeSection,
} from "./support";

const port = Number(process.env.BENCH_PORT ?? 3210);
const staticPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const seconds = Math.max(2, Number(process.env.BENCH_SECONDS ?? 10));
const work = path.resolve(".tmp/bench-throughput");
const buildDir = path.join(work, "build");
const honeyPage = "/miel/sidr_malaki_yemen";
// BENCH_ONLY=pages: only the honey page (render, page cache, static ceiling) and the promotion check; the section
// of docs/benchmarks.md is left as it was.
const onlyPages = process.env.BENCH_ONLY === "pages";
// BENCH_ONLY=checkout: only the checkout (one process, and one per core on PostgreSQL); docs/benchmarks.md untouched.
const onlyCheckout = process.env.BENCH_ONLY === "checkout";

const quiet = createLogger({ NODE_ENV: "production", LOG_LEVEL: "silent" });

/** Every format of the catalogue in near-endless stock, so the checkout measure never runs out. */
async function prepare(database: { url: string } | { dataDir: string }) {
  const db = await prepareDatabase(
    {
      DATABASE_URL: "url" in database ? database.url : undefined,
      DATA_DIR: "dataDir" in database ? database.dataDir : work,
      CARD_PROVIDER: "simulated",
      CRYPTO_PROVIDER: "simulated",
    },
    quiet,
  );
  await db.db.execute(sql`update product_variants set stock = 1000000 where stock is not null`);
  await db.close();
}

/** A bare Node server answering every request with `html` (the static ceiling of the same bytes). */
function startStatic(file: string): ChildProcess {
  const code = `const b=require("fs").readFileSync(${JSON.stringify(file)});require("http").createServer((q,s)=>{s.writeHead(200,{"content-type":"text/html; charset=utf-8","content-length":b.length});s.end(b)}).listen(${staticPort},"127.0.0.1")`;
  return spawn(process.execPath, ["-e", code], { stdio: "inherit" });
}

/**
 * A new guest's basket checkout each time, from a new client address, as a shop's concurrent buyers are: one e-mail
 * and one address may each hold only a few unpaid orders (MAX_PENDING_ORDERS…, left at their defaults), and the
 * checkouts of one client queue on its advisory locks (decision 053). The e-mails and addresses (IPv6 documentation
 * prefix, one /64 each, sent as X-Forwarded-For to a server with TRUST_PROXY=1) are new on each run, so the bench
 * can run again on the same PostgreSQL database within the 30 minutes that the previous run's orders stay unpaid.
 */
const run = Date.now().toString(36);
const newCheckout = () => {
  const email = guestEmail(`bench-${run}`);
  return JSON.stringify(
    checkoutBody({ origin_url: base, guest_email: email, shipping_address: deliveryAddress(email) }),
  );
};
const addressBase = randomInt(0x10000);
let clients = 0;
const checkoutFromNewClient = () => {
  clients += 1;
  const network = `${((addressBase + (clients >>> 16)) & 0xffff).toString(16)}:${(clients & 0xffff).toString(16)}`;
  return { "x-forwarded-for": `2001:db8:${network}::1` };
};

// Chromium's Accept-Encoding.
const browserEncodings = "gzip, deflate, br, zstd";
// As behind the shop's proxy: the client's address is read from X-Forwarded-For (see checkoutFromNewClient).
const withThisShop = <T>(env: Record<string, string>, fn: () => Promise<T>) =>
  withShop(port, buildDir, { TRUST_PROXY: "1", ...env }, fn);
const measure = (
  name: string,
  url: string,
  connections: number,
  request?: Parameters<typeof load>[4],
): Promise<Measure> => load(name, url, connections, seconds, request);

const checkoutRequest = { method: "POST", body: newCheckout, each: checkoutFromNewClient } as const;
const checkoutOf = (label: string, processes = "") =>
  measure(
    `${label} — commande + session de paiement${processes}`,
    `${base}/api/payments/checkout/cart`,
    20,
    checkoutRequest,
  );

/**
 * The checkout alone, after 3 s of warm-up (elsewhere the page measures before it warm the server up), with the CPU
 * it cost per order: the server's processes, and PostgreSQL's when its server runs on this machine — steadier than
 * the rate on a shared machine where the shop, the database and autocannon take turns on the cores.
 */
async function measureCheckout(label: string, env: Record<string, string>): Promise<Measure[]> {
  const server = () => processCpuMs((_, commandLine) => commandLine.includes(serverEntry(buildDir)));
  const postgres = () => processCpuMs((name) => name === "postgres");
  const warmedUp =
    (processes = "") =>
    async () => {
      await load(`${label} échauffement`, `${base}/api/payments/checkout/cart`, 20, 3, checkoutRequest);
      const [server0, postgres0] = [server(), postgres()];
      const measured = await checkoutOf(label, processes);
      const orders = measured.perSecond * seconds;
      const perOrder = (ms: number) => `${(ms / orders).toFixed(2).replace(".", ",")} ms`;
      console.error(
        `${measured.name} — CPU par commande : serveur ${perOrder(server() - server0)}, PostgreSQL de cette machine ${perOrder(postgres() - postgres0)}`,
      );
      return measured;
    };
  const rows = [await withThisShop(env, warmedUp())];
  if (env.DATABASE_URL) {
    const workers = String(availableParallelism());
    rows.push(await withThisShop({ ...env, WORKERS: workers }, warmedUp(` (${workers} processus)`)));
  }
  return rows;
}

async function measureTarget(label: string, database: { url: string } | { dataDir: string }): Promise<Measure[]> {
  await prepare(database);
  const env: Record<string, string> =
    "url" in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };
  if (onlyCheckout) return measureCheckout(label, env);
  const htmlFile = path.join(work, "honey.html");
  const rows = await withThisShop({ ...env, PAGE_CACHE_SECONDS: "0" }, async () => {
    const page = await fetch(base + honeyPage);
    if (!page.ok) throw new Error(`${honeyPage} : ${page.status}`);
    writeFileSync(htmlFile, await page.text());
    // Warm-up: the first renders compile and fill the engine's caches.
    await measure(`${label} échauffement`, base + honeyPage, 10);
    return [
      await measure(`${label} — page miel (SSR, sans cache de page)`, base + honeyPage, 10),
      // What a browser gets: it always accepts compression, and the page is then compressed at each request.
      await measure(`${label} — page miel (SSR, sans cache de page, gzip comme un navigateur)`, base + honeyPage, 10, {
        headers: { "accept-encoding": browserEncodings },
      }),
      await measure(`${label} — POST /api/promotions/validate`, `${base}/api/promotions/validate`, 50, {
        method: "POST",
        body: () => JSON.stringify({ code: "PROMO5", cart_total: 42.5 }),
      }),
      ...(onlyPages
        ? []
        : [
            await measure(`${label} — POST /api/promotions/shipping`, `${base}/api/promotions/shipping`, 50, {
              method: "POST",
              body: () => JSON.stringify({ cart_total: 42.5, country: "France" }),
            }),
            await checkoutOf(label),
          ]),
    ];
  });
  rows.splice(
    1,
    0,
    await withThisShop(env, () => measure(`${label} — page miel (cache de page public)`, base + honeyPage, 10)),
  );
  if ("url" in database && !onlyPages) {
    // One process per core on the shared port (decision 050).
    const workers = String(availableParallelism());
    rows.push(
      ...(await withThisShop({ ...env, PAGE_CACHE_SECONDS: "0", WORKERS: workers }, async () => {
        // Both processes must be up and warm before the measure.
        await measure(`${label} échauffement (${workers} processus)`, base + honeyPage, 10);
        return [
          await measure(`${label} — page miel (SSR, ${workers} processus)`, base + honeyPage, 10),
          await checkoutOf(label, ` (${workers} processus)`),
        ];
      })),
    );
  }
  const ceiling = startStatic(htmlFile);
  try {
    await waitFor(`http://127.0.0.1:${staticPort}/`);
    rows.splice(2, 0, await measure(`${label} — mêmes octets, serveur Node nu`, `http://127.0.0.1:${staticPort}/`, 10));
  } finally {
    ceiling.kill();
  }
  return rows;
}

async function main() {
  const { rows, pgUrl } = await onEachDatabase(work, measureTarget);

  const table = [
    "| mesure | connexions | par seconde | p50 | p99 | erreurs |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) => `| ${r.name} | ${r.connections} | ${r.perSecond.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} |`,
    ),
  ];
  const ratio = (label: string) => {
    const of = (name: string) => rows.find((r) => r.name === `${label} — ${name}`)?.perSecond ?? NaN;
    const bare = of("mêmes octets, serveur Node nu");
    const ssr = of("page miel (SSR, sans cache de page)");
    const cached = of("page miel (cache de page public)");
    return `${label} : rendu ${((100 * ssr) / bare).toFixed(1)} %, cache de page ${((100 * cached) / bare).toFixed(1)} %`;
  };
  const section = [
    `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`npm run bench\` : construction de production, un processus, autocannon ${seconds} s par mesure depuis la même machine (2 cœurs), base embarquée neuve${pgUrl ? " puis PostgreSQL" : ""}, paiements simulés, chaque commande d'un nouvel e-mail et d'une nouvelle adresse client (X-Forwarded-For avec TRUST_PROXY=1, limites de commandes impayées par défaut) ; le cache de page public (décision 049) coupé sauf pour la mesure qui le nomme.`,
    "",
    ...table,
    "",
    `La page miel rapportée au plafond statique des mêmes octets : ${[ratio("embarquée"), ...(pgUrl ? [ratio("PostgreSQL")] : [])].join(" ; ")}.`,
  ].join("\n");
  console.log(table.join("\n"));
  if (onlyPages || onlyCheckout) return;
  writeSection("throughput", "Débit du serveur", section);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
