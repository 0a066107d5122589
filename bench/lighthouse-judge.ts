// How bench/lighthouse.ts calibrates Lighthouse's CPU slowdown to the host and judges a run against the floor
// (decisions 055, 058 and 068); pure functions, tested in lighthouse-judge.test.ts.

// Performance: the floor judged is 95, the target 100 (docs/decisions/018 and 055); the LCP ceiling leaves a
// margin over the 1.2 s target for a loaded 2-core machine.
export const floor = { performance: 95, accessibility: 100, seo: 100, "best-practices": 95 };
export const maxLcpMs = 1500;
// Issue 16's target is 100 Ko; the floor is issue 34's, met by decisions 121 and 123 (105,4 KiB measured).
export const maxProductPageJs = 106 * 1024;
// Lighthouse's mobile preset slows the CPU 4× so that a high-end desktop (benchmarkIndex 1 500–2 000) plays a
// mid-tier phone (≈ 500); its documentation (docs/throttling.md, « Calibrating the CPU slowdown ») asks a slower host
// to lower the multiplier — a host of index 1 050 slowed 4× plays a phone of ≈ 260, the low end. The multiplier is
// this host's index over 500 (4× at 2 000, as before on the faster machines), at least 1 (docs/decisions/068).
export const targetBenchmarkIndex = 500;

interface Throttle {
  cpuSlowdownMultiplier?: number;
}

/** The parts of a Lighthouse report (`lhr`) that are judged and reported. */
export interface RunReport<T extends Throttle = Throttle> {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  configSettings: { throttling: T };
  environment: { benchmarkIndex: number };
}

export interface Row {
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

/** The CPU multiplier for a host of this benchmarkIndex, to one decimal; `byHand` (LIGHTHOUSE_CPU_SLOWDOWN) wins. */
export function multiplierFor(benchmarkIndex: number, byHand?: number): number {
  if (byHand !== undefined && byHand > 0) return byHand;
  return Math.max(1, Math.round((10 * benchmarkIndex) / targetBenchmarkIndex) / 10);
}

/**
 * The mobile preset's throttling with the CPU multiplier for this host. Lighthouse measures the host's
 * benchmarkIndex at the start of every run, and on a shared machine it moves by half within minutes: the multiplier
 * follows the median of the last three indices seen (three measures of Lighthouse's own benchmark first, then each
 * page's runs), and a run whose own index called for a multiplier more than 20 % away is not judged while another
 * run remains.
 */
export class Calibration<T extends Throttle> {
  private readonly indices: number[] = [];
  constructor(
    private readonly preset: T,
    private readonly byHand?: number,
  ) {}
  /** A benchmarkIndex measured on this host (0 or less: none). */
  observeIndex(benchmarkIndex: number) {
    if (benchmarkIndex > 0) this.indices.push(benchmarkIndex);
  }
  observe(run: RunReport<T>) {
    this.observeIndex(run.environment.benchmarkIndex);
  }
  get index(): number {
    const sorted = this.indices.slice(-3).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? NaN;
  }
  get throttling(): T | undefined {
    if (!this.indices.length && !this.byHand) return undefined;
    return { ...this.preset, cpuSlowdownMultiplier: multiplierFor(this.index, this.byHand) };
  }
}

/** Whether the run was slowed as its own benchmarkIndex asked, within 20 % (the preset's 4× when none was set). */
export function calibrated(run: RunReport, byHand?: number): boolean {
  const wanted = multiplierFor(run.environment.benchmarkIndex, byHand);
  return Math.abs((run.configSettings.throttling.cpuSlowdownMultiplier ?? 4) - wanted) <= 0.2 * wanted;
}

/** What is judged and reported of a run. */
export function rowOf(page: string, run: RunReport): Row {
  const requests =
    (run.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  return {
    page,
    scores: Object.fromEntries(
      Object.keys(floor).map((id) => [id, Math.round((run.categories[id]?.score ?? 0) * 100)]),
    ) as Row["scores"],
    lcp: run.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbt: run.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: run.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    cpu: run.configSettings.throttling.cpuSlowdownMultiplier ?? NaN,
    benchmarkIndex: run.environment.benchmarkIndex,
  };
}

/** Where a run falls below the floor, in French; empty when it meets it. */
export function failuresOf(row: Row): string[] {
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

/** The run with the median performance score, judged and reported (its metrics with it). */
export function medianRun<R extends RunReport>(runs: R[]): R {
  const byScore = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return byScore[Math.floor(byScore.length / 2)]!;
}
