// What the benchmarks share: a production build, the shop started on it, autocannon measures, docs/benchmarks.md.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

export interface Measure {
  name: string;
  connections: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export type BenchDatabase = { url: string } | { dataDir: string };

export function databaseEnv(database: BenchDatabase): Record<string, string> {
  return "url" in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };
}

/** A production build in `buildDir`, reused when BENCH_SKIP_BUILD is set and one is there. */
export function buildOnce(buildDir: string) {
  if (process.env.BENCH_SKIP_BUILD && existsSync(path.join(buildDir, "node", "main.js"))) return;
  // The pages and the compiled server (`npm run build`), as production runs them.
  const build = spawnSync("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: "ignore",
  });
  if (build.status !== 0) throw new Error("la construction a échoué");
}

export async function waitFor(url: string) {
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

/**
 * CPU time (user + system, ms) used so far by this machine's processes that `match` their name and command line,
 * read from /proc (Linux; 0 elsewhere). A process gone between the listing and the read counts 0.
 */
export function processCpuMs(match: (name: string, commandLine: string) => boolean, proc = "/proc"): number {
  const read = (pid: string, file: string) => {
    try {
      return readFileSync(path.join(proc, pid, file), "utf8");
    } catch {
      return "";
    }
  };
  let pids: string[];
  try {
    pids = readdirSync(proc).filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const pid of pids) {
    if (!match(read(pid, "comm").trim(), read(pid, "cmdline").replace(/\0/g, " "))) continue;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks, 1/100 s).
    const stat = read(pid, "stat");
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    ticks += (Number(fields[11]) || 0) + (Number(fields[12]) || 0);
  }
  return ticks * 10;
}

/** The compiled server of a build (`npm run build`): what production runs. */
export function serverEntry(buildDir: string): string {
  return path.join(buildDir, "node", "main.js");
}

/**
 * Node's options for the measured server, from BENCH_NODE_OPTIONS (Node refuses profiler flags in NODE_OPTIONS):
 * `BENCH_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=.tmp/profiles"` profiles what a bench measures.
 */
export function benchNodeOptions(value = process.env.BENCH_NODE_OPTIONS): string[] {
  return value?.split(/\s+/).filter(Boolean) ?? [];
}

/** The production server on `port`, its logs to the terminal; `env` comes last (the database, the bench's settings). */
export function startShop(port: number, buildDir: string, env: Record<string, string>): ChildProcess {
  const base = `http://127.0.0.1:${port}`;
  return spawn(process.execPath, [...benchNodeOptions(), serverEntry(buildDir)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      BUILD_DIR: buildDir,
      LOG_LEVEL: "warn",
      EVENTS_PER_MINUTE_PER_ADDRESS: "100000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}

/** Runs `fn` while the shop serves on `port`, then stops it. */
export async function withShop<T>(
  port: number,
  buildDir: string,
  env: Record<string, string>,
  fn: () => Promise<T>,
): Promise<T> {
  const shop = startShop(port, buildDir, env);
  try {
    await waitFor(`http://127.0.0.1:${port}/api/health`);
    return await fn();
  } finally {
    shop.kill();
    await new Promise((r) => shop.once("exit", r));
  }
}

/** `connections` clients sending requests back to back for `seconds`; only 2xx answers count. */
export async function load(
  name: string,
  url: string,
  connections: number,
  seconds: number,
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
    headers: { origin: new URL(url).origin, "content-type": "application/json", ...(rest.headers ?? {}) },
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
  const measure = {
    name,
    connections,
    perSecond: result["2xx"] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
  console.error(
    `${name} — ${measure.perSecond.toFixed(0)}/s, p50 ${measure.p50} ms, p99 ${measure.p99} ms, ${measure.errors} erreurs`,
  );
  return measure;
}

/** Replaces the `<!-- key:start -->…<!-- key:end -->` section of docs/benchmarks.md (added under `heading`). */
export function writeSection(key: string, heading: string, body: string) {
  const file = path.resolve("docs/benchmarks.md");
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  let doc = existsSync(file) ? readFileSync(file, "utf8") : "# Mesures\n";
  if (!doc.includes(start)) doc = doc.replace(/\n*$/, `\n\n## ${heading}\n\n${start}\n${end}\n`);
  const from = doc.indexOf(start);
  const to = doc.indexOf(end) + end.length;
  writeFileSync(file, `${doc.slice(0, from)}${start}\n${body}\n${end}${doc.slice(to)}`);
}

/**
 * A production build in `work`, then `measure` on a fresh embedded database there and, when BENCH_DATABASE_URL
 * names a throw-away database, on PostgreSQL; their rows in that order.
 */
export async function onEachDatabase<T>(
  work: string,
  measure: (label: string, database: BenchDatabase) => Promise<T[]>,
): Promise<{ rows: T[]; pgUrl: string | undefined }> {
  mkdirSync(work, { recursive: true });
  buildOnce(path.join(work, "build"));
  const dataDir = path.join(work, "data");
  rmSync(dataDir, { recursive: true, force: true });
  const rows = await measure("embarquée", { dataDir });
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) rows.push(...(await measure("PostgreSQL", { url: pgUrl })));
  return { rows, pgUrl };
}
