import fc from "fast-check";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/tables";
import { deliveryAddress } from "#server/testing/addresses";
import { createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import { BODY_LIMITS } from "./guards";

// Every route of the API, read from the app's own route table (a new route is fuzzed the day it is added), is sent
// malformed and hostile requests. Expected: never a 5xx; every 4xx is JSON with a French `detail`; a refused request
// writes nothing to the database.

// Generated requests per route: 8 in `npm test` and CI, the full 25 in `npm run test:fuzz` (decision 094).
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

const shop = setupTestShop();
let bearer: string;
const realIds: string[] = [];
const variantIds: string[] = [];
const counts = { routes: 0, requests: 0, byStatus: new Map<number, number>() };

/** Tables a refused request may legitimately write: the counters of the sign-in and abuse limits. */
const LIMIT_TABLES = /login_failures|attempt|rate_limit|throttle|request_limits/;
let snapshotSql: string;

async function snapshot(): Promise<string> {
  return JSON.stringify(await rowsOf<Record<string, unknown>>(shop.db, snapshotSql));
}

const ADDRESS = deliveryAddress();

// The one test's data: written before it, since the shop is reset before each test.
beforeEach(async () => {
  known = undefined;
  realIds.length = 0;
  variantIds.length = 0;
  bearer = (await createSignedInCustomer(shop.db)).token;
  const tables = await rowsOf<{ table_name: string }>(
    shop.db,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const names = tables.map((t) => t.table_name).filter((name) => !LIMIT_TABLES.test(name));
  snapshotSql = names
    .map(
      (name) =>
        `select '${name}' as t, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
    )
    .join(" union all ");

  const products = (await (await shop.app.request("/api/catalog/products")).json()) as {
    products: { id: string; variants: { id: string }[] }[];
  };
  for (const product of products.products) {
    realIds.push(product.id);
    for (const variant of product.variants) variantIds.push(variant.id);
  }
  // A real order, card session and crypto invoice, so that path parameters also reach existing records.
  const card = (
    await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
      body: { items: [{ id: "parfum_homme_1", quantity: 1 }], shipping_address: ADDRESS },
    })
  ).body;
  realIds.push(card.reference, card.url.split("/").pop()!);
  const crypto = (
    await shop.api.call<{ charge_id?: string; reference?: string }>("POST", "/api/crypto/create/cart", {
      body: { items: [{ id: "parfum_homme_2", quantity: 1 }], shipping_address: ADDRESS, currency: "BTC" },
    })
  ).body;
  if (crypto.charge_id) realIds.push(crypto.charge_id);
  if (crypto.reference) realIds.push(crypto.reference);
}, 120_000);

afterAll(async () => {
  const statuses = [...counts.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.info(
    `fuzz (${shop.database.kind}) : ${counts.routes} routes, ${counts.requests} requêtes, statuts ${statuses.join(" ")}`,
  );
});

const NASTY_STRINGS = [
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "🐝",
  "x".repeat(1024 * 1024),
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "inconnu_999",
  "PROMO5",
  "claire@exemple.fr",
];
const NASTY_NUMBERS = [-1, 0, 0.5, 1.5, 99.999, 100, 1000, 1e9, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER];
const PATH_VALUES = [
  "inconnu",
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E0%A4%A",
  "%",
  encodeURIComponent("x".repeat(5000)),
  "..%2F..%2Fetc%2Fpasswd",
  "-1",
  "1e309",
  "__proto__",
  "%F0%9F%90%9D",
];

/** Field names used by the shop's bodies and queries: generated bodies mix them with hostile values. */
const FIELDS = [
  "code",
  "items",
  "id",
  "quantity",
  "cart_total",
  "country",
  "email",
  "password",
  "full_name",
  "token",
  "shipping_address",
  "guest_email",
  "is_guest",
  "promo_code",
  "final_total",
  "final_total_cents",
  "origin_url",
  "package_id",
  "currency",
  "card_number",
  "mode",
  "kind",
  "cle",
  "name",
  "type",
  "data",
  "__proto__",
  "constructor",
];

function valueArb(): fc.Arbitrary<unknown> {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, true, false, null),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(...variantIds, ...realIds),
      fc.constant(ADDRESS),
      fc.record({
        id: fc.constantFrom<unknown>(...variantIds.slice(0, 8), ...NASTY_STRINGS.slice(0, 6), 42),
        quantity: fc.constantFrom<unknown>(...NASTY_NUMBERS, 1, 2, "3", null),
      }),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom(...FIELDS), tie("value"), { maxKeys: 5 }),
    ),
  }));
  return value;
}

interface Case {
  path: string;
  body?: string;
  contentType?: string;
  auth: boolean;
}

function bodyArb(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...FIELDS), valueArb(), { maxKeys: 8 }).map((o) => JSON.stringify(o)),
    fc
      .record({
        items: fc.array(
          fc.record({ id: fc.constantFrom(...variantIds), quantity: fc.constantFrom<unknown>(...NASTY_NUMBERS, 1) }),
          { maxLength: 3 },
        ),
        shipping_address: fc.oneof(fc.constant<unknown>(ADDRESS), valueArb()),
        code: fc.oneof(fc.constantFrom("PROMO5", "PACK50", "BIENVENUE10"), valueArb()),
        currency: fc.constantFrom<unknown>("BTC", "ETH", "DOGE", null),
      })
      .map((o) => JSON.stringify(o)),
    valueArb().map((v) => JSON.stringify(v) ?? "null"),
  );
}

/** Bodies every write route receives, whatever it expects. */
const FIXED_BODIES: { body?: string; contentType?: string }[] = [
  {},
  { body: "{", contentType: "application/json" },
  { body: "nul", contentType: "application/json" },
  { body: '{"a":}', contentType: "application/json" },
  { body: "", contentType: "application/json" },
  { body: "null", contentType: "application/json" },
  { body: "[]", contentType: "application/json" },
  { body: '"texte"', contentType: "application/json" },
  { body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}', contentType: "application/json" },
  { body: '{"code":"PROMO5"}', contentType: "text/plain" },
  { body: '{"code":"PROMO5"}', contentType: "text/plain;application/json" },
  { body: "code=PROMO5", contentType: "application/x-www-form-urlencoded" },
  {
    body: "--x\r\nContent-Disposition: form-data; name=a\r\n\r\nb\r\n--x--",
    contentType: "multipart/form-data; boundary=x",
  },
  { body: '{"code":"\\u0000","items":[{"id":"\\ud800","quantity":1}]}', contentType: "application/json" },
  { body: "[".repeat(100_000) + "]".repeat(100_000), contentType: "application/json" },
  { body: JSON.stringify({ data: "x".repeat(BODY_LIMITS.webhook + 10) }), contentType: "application/json" },
];

const QUERIES = [
  "",
  "?kind=%00",
  "?token=%00",
  "?cle=%00",
  `?q=${"x".repeat(100_000)}`,
  "?kind=voiture&kind=miel",
  "?%E0%A4%A=1",
];

const FRENCH =
  /[éèàçêùôî]|\b(le|la|les|de|du|des|un|une|est|pour|vous|votre|au|aux|ce|cette|requis|invalide|introuvable|requête|inconnue?|ou|et|pas|doit|trop|aucune?)\b/i;

const failures: string[] = [];
function check(ok: boolean, message: string) {
  if (!ok && failures.length < 40) failures.push(message);
}

/**
 * The database's state as last hashed, with the write-ahead log's position then: a request after which the position
 * has not moved wrote nothing (no second hash needed); one that moved it is hashed again. On a PostgreSQL server
 * shared with other test files the position always moves, and every check hashes, as before.
 */
let known: { lsn: string; hash: string } | undefined;
async function walPosition(): Promise<string> {
  const [row] = await rowsOf<{ lsn: string }>(shop.db, "select pg_current_wal_insert_lsn()::text as lsn");
  return row!.lsn;
}
async function stateSince(last: { lsn: string; hash: string } | undefined) {
  const lsn = await walPosition();
  return last && last.lsn === lsn ? last : { lsn, hash: await snapshot() };
}

async function send(method: string, c: Case): Promise<void> {
  known = await stateSince(known);
  const before = known.hash;
  const headers: Record<string, string> = {};
  if (c.contentType) headers["content-type"] = c.contentType;
  if (c.auth) headers.authorization = `Bearer ${bearer}`;
  const res = await shop.app.request(c.path, { method, headers, body: c.body });
  counts.requests++;
  counts.byStatus.set(res.status, (counts.byStatus.get(res.status) ?? 0) + 1);
  const text = await res.text();
  const where = `${method} ${c.path.slice(0, 120)} ${c.contentType ?? ""} ${(c.body ?? "").slice(0, 200)}`;
  check(res.status < 500, `${res.status} pour ${where} : ${text.slice(0, 300)}`);
  if (res.status >= 400 && res.status < 500) {
    check((res.headers.get("content-type") ?? "").includes("application/json"), `pas de JSON : ${where}`);
    let detail: unknown;
    try {
      detail = (JSON.parse(text) as { detail?: unknown }).detail;
    } catch {
      detail = undefined;
    }
    check(
      typeof detail === "string" && FRENCH.test(detail),
      `detail absent ou pas en français (${String(detail)}) : ${where}`,
    );
    known = await stateSince(known);
    check(known.hash === before, `une requête refusée (${res.status}) a écrit en base : ${where}`);
  }
}

function fill(path: string, value: () => string): string {
  return path.replace(/:[A-Za-z]+/g, () => value());
}

describe("fuzz of every API route", () => {
  it("answers every hostile request without a 5xx, in French, and writes nothing when it refuses", async () => {
    const table = shop.app.routes.filter(
      (r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.includes("*"),
    );
    const routes = [...new Map(table.map((r) => [`${r.method} ${r.path}`, r])).values()];
    expect(routes.length).toBeGreaterThan(25);
    counts.routes = routes.length;
    const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

    for (const route of routes) {
      const method = route.method;
      const writes = method !== "GET" && method !== "HEAD";
      const params = [...PATH_VALUES, ...realIds];
      const paramCount = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
      let i = 0;
      for (const value of paramCount > 0 ? params : [""]) {
        await send(method, {
          path: fill(route.path, () => value),
          auth: i++ % 2 === 0,
          ...(writes ? { body: "{}", contentType: "application/json" } : {}),
        });
      }
      for (const query of QUERIES) {
        await send(method, { path: fill(route.path, () => pick(params, i++)) + query, auth: i % 2 === 0 });
      }
      if (writes) {
        for (const fixed of FIXED_BODIES) {
          await send(method, { path: fill(route.path, () => pick(realIds, i++)), auth: i % 3 === 0, ...fixed });
        }
      }
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...params),
          fc.boolean(),
          writes ? bodyArb() : fc.constant(undefined),
          async (value, auth, body) => {
            await send(method, {
              path: fill(route.path, () => value),
              auth,
              ...(body === undefined ? {} : { body, contentType: "application/json" }),
            });
          },
        ),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
      );
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
