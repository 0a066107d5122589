// npm run bench:lighthouse — Lighthouse 12 (mobile preset) on the production build, results in docs/benchmarks.md.
// Exits non-zero when a page falls below the floor, so it can guard CI.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const pages = ["/", "/miels-collection", "/miel/sidr_malaki_yemen", "/parfums-homme", "/autres-collection"];
// Performance: the floor judged is 95 on the median of the runs, the target 100 (docs/decisions/018 and 055); the
// LCP ceiling leaves a margin over the 1.2 s target for a loaded 2-core machine.
const floor = { performance: 95, accessibility: 100, seo: 100, "best-practices": 95 };
const maxLcpMs = 1500;
// Issue 16's target is 100 Ko; the floor is what decision 058 reached (104,3 KiB) with a small margin.
const maxProductPageJs = 106 * 1024;
const runsPerPage = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// CI's floor (BENCH_FIRST_MET=1): a page is judged on its first run that meets the floor, measured again (up to
// runsPerPage runs, then the median is judged) only when it does not — a real regression misses it every time,
// a stall of a loaded machine once; three runs of every page took three minutes of CI.
const firstMet = process.env.BENCH_FIRST_MET === "1";
const work = path.resolve(".tmp/bench");
// Lighthouse's mobile preset slows the CPU 4× so that a high-end desktop (benchmarkIndex 1 500–2 000) plays a
// mid-tier phone (≈ 500); its documentation (docs/throttling.md, « Calibrating the CPU slowdown ») asks a slower host
// to lower the multiplier — a host of index 1 050 slowed 4× plays a phone of ≈ 260, the low end. The multiplier is
// this host's index over 500 (4× at 2 000, as before on the faster machines), at least 1 (docs/decisions/068).
// LIGHTHOUSE_CPU_SLOWDOWN sets it by hand.
const targetBenchmarkIndex = 500;

interface Row {
  page: string;
  scores: Record<keyof typeof floor, number>;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /** The run's CPU multiplier and the benchmarkIndex Lighthouse measured at its start. */
  cpu: number;
  benchmarkIndex: number;
}

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("le serveur n'a pas démarré");
}

// A run that Lighthouse itself could not finish (runtimeError) is measured again, once.
async function measure(url: string, port: number, throttling?: Throttling): Promise<Result> {
  // Every run is a first visit: Lighthouse empties the HTTP cache but, by default, keeps the origin's localStorage,
  // where a previous run noted the brand's faces as cached (app/lib/brand-fonts.ts) — a state no visitor has.
  const options: NonNullable<Parameters<typeof lighthouse>[1]> = {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(floor),
    clearStorageTypes: ["file_systems", "shader_cache", "service_workers", "cache_storage", "local_storage"],
    ...(throttling ? { throttling } : {}),
  };
  let result = await lighthouse(url, options);
  if (result?.lhr.runtimeError) {
    console.error(`${url} — erreur Lighthouse (${result.lhr.runtimeError.code}), nouvelle mesure`);
    result = await lighthouse(url, options);
  }
  if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  if (result.lhr.runtimeError)
    console.error(`${url} — erreur Lighthouse : ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

type Throttling = NonNullable<Result["configSettings"]["throttling"]>;

/**
 * The mobile preset's throttling with the CPU multiplier for this host. Lighthouse measures the host's
 * benchmarkIndex at the start of every run, and on a shared machine it moves by half within minutes: the multiplier
 * follows the median of the last three indices seen (three runs of a small page first, then each page's runs), and
 * a run whose own index called for a multiplier more than 20 % away is not judged while another run remains.
 */
class Calibration {
  private readonly indices: number[] = [];
  private preset: Throttling | undefined;
  observe(run: Result) {
    this.preset ??= run.configSettings.throttling;
    if (run.environment.benchmarkIndex > 0) this.indices.push(run.environment.benchmarkIndex);
  }
  get index(): number {
    const sorted = this.indices.slice(-3).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? NaN;
  }
  get throttling(): Throttling | undefined {
    if (!this.preset) return undefined;
    return { ...this.preset, cpuSlowdownMultiplier: multiplierFor(this.index) };
  }
}

const byHand = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
function multiplierFor(benchmarkIndex: number): number {
  return byHand > 0 ? byHand : Math.max(1, Math.round((10 * benchmarkIndex) / targetBenchmarkIndex) / 10);
}

/** Whether the run was slowed as its own benchmarkIndex asked, within 20 %. */
function calibrated(run: Result): boolean {
  const wanted = multiplierFor(run.environment.benchmarkIndex);
  return Math.abs((run.configSettings.throttling.cpuSlowdownMultiplier ?? 4) - wanted) <= 0.2 * wanted;
}

/** What is judged and reported of a run. */
function rowOf(page: string, lhr: Result): Row {
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  return {
    page,
    scores: Object.fromEntries(
      Object.keys(floor).map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Row["scores"],
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Where a run falls below the floor, in French; empty when it meets it. */
function failuresOf(row: Row): string[] {
  const failures: string[] = [];
  for (const [id, min] of Object.entries(floor)) {
    const score = row.scores[id as keyof typeof floor];
    if (score < min) failures.push(`${row.page} : ${id} ${score} < ${min}`);
  }
  if (!(row.cls <= 0.001)) failures.push(`${row.page} : CLS ${row.cls.toFixed(3)} > 0`);
  if (!(row.lcp <= maxLcpMs))
    failures.push(`${row.page} : LCP ${(row.lcp / 1000).toFixed(2)} s > ${maxLcpMs / 1000} s`);
  if (row.page.startsWith("/miel/") && row.jsBytes > maxProductPageJs) {
    failures.push(`${row.page} : ${(row.jsBytes / 1024).toFixed(1)} Ko de JavaScript > ${maxProductPageJs / 1024} Ko`);
  }
  return failures;
}

// The run with the median performance score is the one judged and reported (its metrics with it).
function medianRun(runs: Result[]): Result {
  const byScore = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byScore[Math.floor(byScore.length / 2)]!;
}

async function main() {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const buildDir = path.join(work, "build");
  const env = { ...process.env, BUILD_DIR: buildDir };
  const build = spawnSync("npm", ["run", "build"], { env, stdio: "ignore" });
  if (build.status !== 0) throw new Error("la construction a échoué");

  const server: ChildProcess = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], {
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows: Row[] = [];
  const calibration = new Calibration();
  try {
    await waitForServer();
    for (let i = 0; i < 3; i++) calibration.observe(await measure(`${base}/mentions-legales`, chrome.port));
    for (const page of pages) {
      // Warm the server once so the measure is of the page, not of a cold start.
      await fetch(base + page);
      // Lighthouse varies from run to run on a shared 2-core machine (TBT above all): as its own documentation
      // advises, the page is measured several times and the median run is the one judged and reported.
      const runs: Result[] = [];
      let met: Result | undefined;
      while (!met && runs.length < runsPerPage) {
        const run = await measure(base + page, chrome.port, calibration.throttling);
        calibration.observe(run);
        runs.push(run);
        if (firstMet && calibrated(run) && failuresOf(rowOf(page, run)).length === 0) met = run;
      }
      const judged = runs.filter(calibrated);
      const lhr = met ?? medianRun(judged.length ? judged : runs);
      // The judged run's whole report, to read the LCP breakdown, the blocking resources and the requests.
      writeFileSync(
        path.join(work, `${page === "/" ? "home" : page.slice(1).replaceAll("/", "_")}.json`),
        JSON.stringify(lhr),
      );
      const spread = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100));
      const multipliers = runs.map((run) => `${run.configSettings.throttling.cpuSlowdownMultiplier}×`);
      console.error(
        `${page} — performance des ${runs.length} mesures : ${spread.join(", ")} (processeur ralenti ${multipliers.join(", ")})`,
      );
      if (lhr.runtimeError)
        console.error(`${page} — erreur Lighthouse : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      for (const [id, min] of Object.entries(floor)) {
        const category = lhr.categories[id];
        if (!category || Math.round((category.score ?? 0) * 100) >= min) continue;
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title})`);
        console.error(`${page} — ${id} : ${failing.join(", ")}`);
      }
      rows.push(rowOf(page, lhr));
    }
  } finally {
    await chrome.kill();
    server.kill();
  }

  const failures = rows.flatMap(failuresOf);

  const lines = [
    "| page | performance | accessibilité | SEO | bonnes pratiques | LCP | TBT | CLS | JavaScript transféré | processeur (benchmarkIndex) |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores.seo} | ${r.scores["best-practices"]} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} Ko | ${r.cpu}× (${Math.round(r.benchmarkIndex)}) |`,
    ),
  ];
  const section = [
    "<!-- lighthouse:start -->",
    `Mesuré le ${new Date().toISOString().slice(0, 10)} par \`npm run bench:lighthouse\` : Lighthouse 12, préréglage mobile (réseau et processeur simulés ; processeur ralenti ${calibration.throttling?.cpuSlowdownMultiplier}× pour le benchmarkIndex médian ${Math.round(calibration.index)} de cette machine, décision 068), ${firstMet ? `première mesure au plancher (jusqu'à ${runsPerPage} mesures, sinon la médiane)` : `exécution médiane de ${runsPerPage} mesures`} par page, Chromium de Debian, construction de production sur base embarquée neuve, même machine (2 cœurs).`,
    "",
    ...lines,
    "",
    failures.length
      ? `Sous le plancher : ${failures.join(" ; ")}`
      : `Toutes les pages atteignent le plancher (performance médiane ≥ 95, objectif 100, LCP ≤ 1,5 s, objectif 1,2 s, accessibilité 100, SEO 100, bonnes pratiques ≥ 95, CLS 0, ≤ ${maxProductPageJs / 1024} Ko de JavaScript sur une page produit, objectif 100).`,
    "<!-- lighthouse:end -->",
  ].join("\n");
  const file = path.resolve("docs/benchmarks.md");
  let doc: string;
  try {
    doc = readFileSync(file, "utf8");
  } catch {
    doc = "# Mesures\n\n## Lighthouse\n\n<!-- lighthouse:start -->\n<!-- lighthouse:end -->\n";
  }
  doc = doc.replace(/<!-- lighthouse:start -->[\s\S]*<!-- lighthouse:end -->/, section);
  writeFileSync(file, doc);
  console.log(lines.join("\n"));
  if (failures.length) {
    console.error(`Sous le plancher :\n${failures.join("\n")}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
