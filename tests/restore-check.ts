// `npm run test:restore` (CI, after the PostgreSQL API tests): proves a backup restores. On the PostgreSQL server of
// TEST_DATABASE_URL (a role allowed to create databases), a shop is filled through its workflows — account, paid and
// unpaid orders, a promotion code used, a photo —, saved with `pg_dump`, restored with `pg_restore` into a fresh
// database; the restored one must hold the same rows (count and checksum of every table, every sequence), answer
// the back office's orders as the original did, start, and take a new order with exact stock and code uses. Both
// throw-away databases are dropped at the end. Prints what it measured; exits 1 on any difference.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { prepareDatabase } from "#server/bootstrap";
import { backupPostgres, BackupError, redactedUrl, restorePostgres } from "#server/db/backup";
import { type Database, openDatabase } from "#server/db/client";
import { compareFingerprints } from "#server/db/move";
import { orders, productVariants, promoCodes } from "#server/db/schema";
import { fingerprint } from "#server/db/tables";
import { apiClient } from "#server/testing/api-client";
import { fillShop, STOCKED_VARIANT } from "#server/testing/busy-shop";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { createTestApp } from "#server/testing/test-app";
import { throwAwayDatabase } from "#server/testing/test-database";

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error("TEST_DATABASE_URL manquant : le serveur PostgreSQL où créer les bases jetables de l'essai.");
  process.exit(2);
}
const silent = pino({ level: "silent" });
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const dataDir = mkdtempSync(path.join(tmpdir(), "maisonh-restore-"));
const env = {
  DATA_DIR: dataDir,
  CARD_PROVIDER: "simulated",
  PAYMENT_SIMULATOR_SECRET: "secret-de-l-essai-restauration",
};
const databases: Awaited<ReturnType<typeof throwAwayDatabase>>[] = [];
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? "ok  " : "ÉCHEC"} ${what}`);
  if (!ok) failures.push(what);
};

const start = (url: string) =>
  prepareDatabase(
    { DATABASE_URL: url, DATA_DIR: dataDir, CARD_PROVIDER: "simulated", CRYPTO_PROVIDER: "simulated" },
    silent,
  );

/** What the back office shows of every order: the list and each order's page. */
async function backOffice(database: Database, cookie: string, references: string[]) {
  const api = apiClient(createTestApp(database, env));
  const list = await api.call("GET", "/api/admin/orders", { headers: { cookie } });
  const pages = [];
  for (const reference of references) {
    pages.push((await api.call("GET", `/api/admin/orders/${reference}`, { headers: { cookie } })).body);
  }
  return JSON.stringify({ status: list.status, list: list.body, pages });
}

async function counters(database: Database) {
  const [variant] = await database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, STOCKED_VARIANT));
  const [code] = await database.db
    .select({ uses: promoCodes.currentUses })
    .from(promoCodes)
    .where(eq(promoCodes.code, "PROMO5"));
  return { stock: variant!.stock!, uses: code!.uses };
}

async function main() {
  const file = path.join(dataDir, "sauvegarde.dump");
  // Named after the server's database (maisonh_ci in CI).
  for (const label of ["restore_src", "restore_dst"]) databases.push(await throwAwayDatabase(serverUrl!, label));
  const [sourceUrl, restoredUrl] = databases.map((d) => d.url) as [string, string];
  console.log(`Serveur ${redactedUrl(serverUrl!)} : bases jetables ${databases.map((d) => d.name).join(" et ")}`);

  const source = await start(sourceUrl);
  let expected, references, view, cookie;
  try {
    const filled = await fillShop(createTestApp(source, env), source.db, "restauration");
    references = filled.orders.map((o) => o.reference);
    ({ cookie } = await createSignedInAdmin(source.db));
    view = await backOffice(source, cookie, references);
    expected = await fingerprint(source.db);
    console.log(`Boutique remplie : ${filled.orders.length} commandes (${elapsed()})`);

    await backupPostgres(sourceUrl, file);
  } finally {
    await source.close();
  }
  const size = statSync(file);
  check(
    (size.mode & 0o077) === 0,
    `sauvegarde de ${size.size} octets lisible par son propriétaire seul (${elapsed()})`,
  );

  await restorePostgres(file, restoredUrl);
  // Compared before the shop starts on it: starting renews the listing's version (a cache key), nothing else.
  const copy = await openDatabase({ url: restoredUrl });
  try {
    const differences = compareFingerprints(expected, await fingerprint(copy.db));
    const tables = Object.values(expected).filter((v) => typeof v !== "string");
    const rows = tables.reduce((sum, v) => sum + v.rows, 0);
    check(
      differences.length === 0,
      `restaurée : ${tables.length} tables, ${rows} lignes, sommes de contrôle et séquences identiques${differences.length ? ` — ${differences.join(" ; ")}` : ""} (${elapsed()})`,
    );
  } finally {
    await copy.close();
  }
  const restored = await start(restoredUrl);
  try {
    check((await backOffice(restored, cookie, references)) === view, "le back-office montre les mêmes commandes");
    const health = await createTestApp(restored, env).request("/api/health");
    check(health.status === 200, `GET /api/health → ${health.status}`);

    const before = await counters(restored);
    const api = apiClient(createTestApp(restored, env));
    const placed = await api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody({ items: [{ id: STOCKED_VARIANT, quantity: 1 }], promo_code: { code: "PROMO5" } }),
    });
    if (placed.status !== 200) throw new Error(`commande refusée après restauration : ${JSON.stringify(placed.body)}`);
    await payOnSimulatedPage(api, placed.body.url);
    const after = await counters(restored);
    const [order] = await restored.db.select().from(orders).where(eq(orders.reference, placed.body.reference));
    check(
      order?.status === "paid" && after.stock === before.stock - 1 && after.uses === before.uses + 1,
      `nouvelle commande payée sur la base restaurée : stock ${before.stock} → ${after.stock}, PROMO5 ${before.uses} → ${after.uses}`,
    );
  } finally {
    await restored.close();
  }

  const refused = await restorePostgres(file, restoredUrl).then(
    () => "",
    (err: unknown) => (err instanceof BackupError ? err.message : String(err)),
  );
  check(/n'est pas vide/.test(refused), "une restauration dans une base non vide est refusée");
  // The address is shown without its password (the password may equal the user's name, which is shown).
  const password = new URL(serverUrl!).password;
  check(
    !password || (!refused.includes(`:${password}@`) && refused.includes(":***@")),
    "aucun mot de passe dans les messages",
  );
}

try {
  await main();
} catch (err) {
  failures.push(String(err));
  console.error(err);
} finally {
  for (const database of databases) await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  failures.length
    ? `Restauration : ${failures.length} échec(s) (${elapsed()})`
    : `Restauration vérifiée (${elapsed()})`,
);
process.exit(failures.length ? 1 : 0);
