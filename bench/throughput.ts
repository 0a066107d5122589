// npm run bench — what the production server answers per second on this machine, in one run: the honey page's
// server rendering against a bare Node server sending the same bytes (the static ceiling), the promotion endpoints,
// and the checkout (order placed + simulated payment session). On the embedded database, and on PostgreSQL when
// BENCH_DATABASE_URL names a throw-away database (it is seeded and written to). Results in docs/benchmarks.md.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { prepareDatabase } from "#server/bootstrap";
import { createLogger } from "#server/logger";
import { deliveryAddress } from "#server/testing/addresses";
import { checkoutBody, guestEmail } from "#server/testing/checkout";

const port = Number(process.env.BENCH_PORT ?? 3210);
const staticPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const seconds = Math.max(2, Number(process.env.BENCH_SECONDS ?? 10));
const work = path.resolve(".tmp/bench-throughput");
const buildDir = path.join(work, "build");
const honeyPage = "/miel/sidr_malaki_yemen";

interface Measure {
  name: string;
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

const quiet = createLogger({ NODE_ENV: "production", LOG_LEVEL: "silent" });

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} ne répond pas`);
}

async function load(
  name: string,
  url: string,
  connections: number,
  request: Omit<Partial<autocannon.Request>, "body"> & {
    body?: () => string;
    /** Headers of each request on top of the fixed ones (a new client address for each checkout). */
    each?: () => Record<string, string>;
  } = {},
): Promise<Measure> {
  const { body, each, ...rest } = request;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { origin: base, "content-type": "application/json", ...(rest.headers ?? {}) },
    requests: [
      {
        ...rest,
        ...(body
          ? {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                body: body(),
                ...(each ? { headers: { ...req.headers, ...each() } } : {}),
              }),
            }
          : {}),
      } as autocannon.Request,
    ],
  });
  const ok = result["2xx"];
  const measure = {
    name,
    connections,
    perSecond: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
  console.error(
    `${name} — ${measure.perSecond.toFixed(0)}/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms, ${measure.errors} erreurs`,
  );
  return measure;
}

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

function startShop(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
      // As behind the shop's proxy: the client's address is read from X-Forwarded-For (see checkoutFromNewClient).
      TRUST_PROXY: "1",
      EVENTS_PER_MINUTE_PER_ADDRESS: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
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

async function withShop<T>(env: Record<string, string>, fn: () => Promise<T>): Promise<T> {
  const shop = startShop(env);
  try {
    await waitFor(`${base}/api/health`);
    return await fn();
  } finally {
    shop.kill();
    await new Promise((r) => shop.once("exit", r));
  }
}

async function measureTarget(label: string, database: { url: string } | { dataDir: string }): Promise<Measure[]> {
  await prepare(database);
  const env: Record<string, string> =
    "url" in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };
  const htmlFile = path.join(work, "honey.html");
  const rows = await withShop({ ...env, PAGE_CACHE_SECONDS: "0" }, async () => {
    const page = await fetch(base + honeyPage);
    if (!page.ok) throw new Error(`${honeyPage} : ${page.status}`);
    writeFileSync(htmlFile, await page.text());
    // Warm-up: the first renders compile and fill the engine's caches.
    await load(`${label} échauffement`, base + honeyPage, 10);
    return [
      await load(`${label} — page miel (SSR, sans cache de page)`, base + honeyPage, 10),
      await load(`${label} — POST /api/promotions/validate`, `${base}/api/promotions/validate`, 50, {
        method: "POST",
        body: () => JSON.stringify({ code: "PROMO5", cart_total: 42.5 }),
      }),
      await load(`${label} — POST /api/promotions/shipping`, `${base}/api/promotions/shipping`, 50, {
        method: "POST",
        body: () => JSON.stringify({ cart_total: 42.5, country: "France" }),
      }),
      await load(`${label} — commande + session de paiement`, `${base}/api/payments/checkout/cart`, 20, {
        method: "POST",
        body: newCheckout,
        each: checkoutFromNewClient,
      }),
    ];
  });
  rows.splice(
    1,
    0,
    await withShop(env, () => load(`${label} — page miel (cache de page public)`, base + honeyPage, 10)),
  );
  if ("url" in database) {
    // One process per core on the shared port (decision 050).
    const workers = String(availableParallelism());
    rows.push(
      ...(await withShop({ ...env, PAGE_CACHE_SECONDS: "0", WORKERS: workers }, async () => {
        // Both processes must be up and warm before the measure.
        await load(`${label} échauffement (${workers} processus)`, base + honeyPage, 10);
        return [
          await load(`${label} — page miel (SSR, ${workers} processus)`, base + honeyPage, 10),
          await load(
            `${label} — commande + session de paiement (${workers} processus)`,
            `${base}/api/payments/checkout/cart`,
            20,
            { method: "POST", body: newCheckout, each: checkoutFromNewClient },
          ),
        ];
      })),
    );
  }
  const ceiling = startStatic(htmlFile);
  try {
    await waitFor(`http://127.0.0.1:${staticPort}/`);
    rows.splice(2, 0, await load(`${label} — mêmes octets, serveur Node nu`, `http://127.0.0.1:${staticPort}/`, 10));
  } finally {
    ceiling.kill();
  }
  return rows;
}

async function main() {
  mkdirSync(work, { recursive: true });
  if (!process.env.BENCH_SKIP_BUILD || !existsSync(buildDir)) {
    const build = spawnSync("npx", ["react-router", "build"], {
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: "ignore",
    });
    if (build.status !== 0) throw new Error("la construction a échoué");
  }
  const dataDir = path.join(work, "data");
  rmSync(dataDir, { recursive: true, force: true });
  const rows = await measureTarget("embarquée", { dataDir });
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) rows.push(...(await measureTarget("PostgreSQL", { url: pgUrl })));

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
    "<!-- throughput:start -->",
    `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`npm run bench\` : construction de production, un processus, autocannon ${seconds} s par mesure depuis la même machine (2 cœurs), base embarquée neuve${pgUrl ? " puis PostgreSQL" : ""}, paiements simulés, chaque commande d'un nouvel e-mail et d'une nouvelle adresse client (X-Forwarded-For avec TRUST_PROXY=1, limites de commandes impayées par défaut) ; le cache de page public (décision 049) coupé sauf pour la mesure qui le nomme.`,
    "",
    ...table,
    "",
    `La page miel rapportée au plafond statique des mêmes octets : ${[ratio("embarquée"), ...(pgUrl ? [ratio("PostgreSQL")] : [])].join(" ; ")}.`,
    "<!-- throughput:end -->",
  ].join("\n");
  const file = path.resolve("docs/benchmarks.md");
  let doc = existsSync(file) ? readFileSync(file, "utf8") : "# Mesures\n";
  if (!doc.includes("<!-- throughput:start -->")) {
    doc = doc.replace(/\n*$/, "\n\n## Débit du serveur\n\n<!-- throughput:start -->\n<!-- throughput:end -->\n");
  }
  doc = doc.replace(/<!-- throughput:start -->[\s\S]*<!-- throughput:end -->/, section);
  writeFileSync(file, doc);
  console.log(table.join("\n"));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
