// npm run bench:growth — the catalogue grown to 10 000 more honeys (a bench seed, never the shop's): the honey
// collection, the catalogue and its search, as one visitor waits for them (one connection), before and after the
// growth, on the embedded database and, with BENCH_DATABASE_URL (a throw-away database), on PostgreSQL.
// Results in docs/benchmarks.md.
import { sql } from "drizzle-orm";
import path from "node:path";
import { prepareDatabase } from "#server/bootstrap";
import { createLogger } from "#server/logger";
import { seedCatalog } from "#server/modules/catalog/seed";
import { CATALOGUE_PAGE_SIZE, COLLECTION_PAGE_SIZE } from "#server/modules/catalog/views";
import { catalogSeed } from "#server/modules/catalog/seed-data";
import { type BenchDatabase, databaseEnv, load, type Measure, onEachDatabase, withShop, writeSection } from "./support";

const port = Number(process.env.BENCH_PORT ?? 3220);
const base = `http://127.0.0.1:${port}`;
const seconds = Math.max(2, Number(process.env.BENCH_SECONDS ?? 6));
const extraHoneys = Math.max(1, Number(process.env.BENCH_GROWTH_PRODUCTS ?? 10_000));
const work = path.resolve(".tmp/bench-growth");
const buildDir = path.join(work, "build");
const quiet = createLogger({ NODE_ENV: "production", LOG_LEVEL: "silent" });

const PAGES = [
  { name: "collection des miels", path: "/miels-collection" },
  { name: "collection des miels, page 2 d'une origine", path: "/miels-collection?categorie=yemen&page=2" },
  { name: "catalogue", path: "/catalogue" },
  { name: "recherche « sidr » triée par prix", path: "/catalogue?q=sidr&tri=prix-croissant" },
];

async function open(database: BenchDatabase) {
  return prepareDatabase(
    {
      DATABASE_URL: "url" in database ? database.url : undefined,
      DATA_DIR: "dataDir" in database ? database.dataDir : work,
      CARD_PROVIDER: "simulated",
      CRYPTO_PROVIDER: "simulated",
    },
    quiet,
  );
}

/** `extraHoneys` copies of the shop's honeys, new ids and names, five hundred per transaction. */
async function grow(database: BenchDatabase) {
  const shop = await open(database);
  try {
    const honeys = catalogSeed.honeys;
    for (let from = 0; from < extraHoneys; from += 500) {
      const batch = Array.from({ length: Math.min(500, extraHoneys - from) }, (_, i) => {
        const n = from + i + 1;
        const model = honeys[n % honeys.length]!;
        return { ...model, id: `${model.id}_essai_${n}`, name: `${model.name} — lot d'essai ${n}` };
      });
      await seedCatalog(shop.db, { honeys: batch, perfumes: [], wellness: [], packages: [] }, { exampleReviews: true });
    }
    // Fresh statistics for the planner, as PostgreSQL's autovacuum would soon take them after such a load.
    await shop.db.execute(sql`analyze`);
  } finally {
    await shop.close();
  }
}

// Each page as the first view after a write reads it (the catalogue's read cache emptied, decision 051: every order
// empties it), then as the next views do (kept in it); the public page cache is off in both.
const MODES = [
  { name: "première vue après une écriture", cacheSeconds: "0" },
  { name: "vues suivantes", cacheSeconds: "10" },
];

async function measurePages(label: string, env: Record<string, string>): Promise<Measure[]> {
  const rows: Measure[] = [];
  for (const mode of MODES) {
    const shopEnv = { ...env, PAGE_CACHE_SECONDS: "0", CATALOGUE_CACHE_SECONDS: mode.cacheSeconds };
    rows.push(...(await withShop(port, buildDir, shopEnv, () => measureEach(`${label} (${mode.name})`))));
  }
  return rows;
}

async function measureEach(label: string): Promise<Measure[]> {
  const rows: Measure[] = [];
  for (const page of PAGES) {
    const answer = await fetch(base + page.path);
    if (!answer.ok) throw new Error(`${page.path} : ${answer.status}`);
    await load(`${label} échauffement`, base + page.path, 1, 2);
    rows.push(await load(`${label} — ${page.name}`, base + page.path, 1, seconds));
  }
  return rows;
}

async function measureTarget(label: string, database: BenchDatabase) {
  const env = databaseEnv(database);
  await (await open(database)).close();
  const before = await measurePages(label, env);
  await grow(database);
  const after = await measurePages(label, env);
  return MODES.flatMap((mode, m) =>
    PAGES.map((page, i) => ({
      label: `${label}, ${mode.name}`,
      page,
      before: before[m * PAGES.length + i]!,
      after: after[m * PAGES.length + i]!,
    })),
  );
}

async function main() {
  const { rows } = await onEachDatabase(work, measureTarget);
  const table = [
    `| base | page | catalogue du magasin : p50 / p99 | avec ${extraHoneys.toLocaleString("fr-FR")} miels de plus : p50 / p99 | rapport des p50 |`,
    "|---|---|---|---|---|",
    ...rows.map(
      ({ label, page, before, after }) =>
        `| ${label} | ${page.name} (\`${page.path}\`) | ${before.p50} / ${before.p99} ms | ${after.p50} / ${after.p99} ms | ${(after.p50 / Math.max(1, before.p50)).toFixed(1)} |`,
    ),
  ];
  writeSection(
    "growth",
    "Croissance du catalogue",
    [
      `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`npm run bench:growth\` : construction de production, un processus, cache de page public coupé ; chaque page lue comme la première vue après une écriture (cache de lecture du catalogue vide : chaque commande le vide, décision 051) puis comme les vues suivantes ; un visiteur à la fois (une connexion, autocannon ${seconds} s par page), base neuve au catalogue du magasin puis la même avec ${extraHoneys.toLocaleString("fr-FR")} miels d'essai de plus (copies des miels du magasin, jamais dans la boutique) ; même machine (2 cœurs). Une page de collection montre ${COLLECTION_PAGE_SIZE} produits au plus, une page du catalogue ${CATALOGUE_PAGE_SIZE} (pagination).`,
      "",
      ...table,
    ].join("\n"),
  );
  console.log(table.join("\n"));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
