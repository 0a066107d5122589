import { describe, expect, it } from "vitest";
import {
  Calibration,
  calibrated,
  failuresOf,
  maxProductPageJs,
  medianRun,
  multiplierFor,
  type Row,
  rowOf,
  type RunReport,
} from "./lighthouse-judge";

type Throttling = { cpuSlowdownMultiplier?: number; rttMs: number };

function run(benchmarkIndex: number, cpuSlowdownMultiplier?: number, performance = 1): RunReport<Throttling> {
  return {
    categories: { performance: { score: performance } },
    audits: {},
    configSettings: { throttling: { rttMs: 150, ...(cpuSlowdownMultiplier ? { cpuSlowdownMultiplier } : {}) } },
    environment: { benchmarkIndex },
  };
}

const meeting: Row = {
  page: "/miel/sidr_malaki_yemen",
  scores: { performance: 97, accessibility: 100, seo: 100, "best-practices": 100 },
  lcp: 900,
  tbt: 150,
  cls: 0,
  jsBytes: 100 * 1024,
  cpu: 2,
  benchmarkIndex: 1000,
};

describe("the CPU multiplier for a host", () => {
  it("is the host's benchmarkIndex over 500, to one decimal: 4× for the faster hosts, as the preset", () => {
    expect(multiplierFor(2000)).toBe(4);
    expect(multiplierFor(1050)).toBe(2.1);
    expect(multiplierFor(1234)).toBe(2.5);
  });

  it("never speeds the CPU up", () => {
    expect(multiplierFor(400)).toBe(1);
    expect(multiplierFor(0)).toBe(1);
  });

  it("is the one set by hand when there is one", () => {
    expect(multiplierFor(2000, 3)).toBe(3);
    expect(multiplierFor(2000, 0)).toBe(4);
  });
});

describe("the calibration", () => {
  const preset: Throttling = { rttMs: 150, cpuSlowdownMultiplier: 4 };

  it("has no throttling before a first index, then the preset's with the multiplier of the median of the last three indices", () => {
    const calibration = new Calibration<Throttling>(preset);
    expect(calibration.throttling).toBeUndefined();
    calibration.observeIndex(1000);
    calibration.observeIndex(2000);
    for (const index of [1500, 800]) calibration.observe(run(index));
    expect(calibration.index).toBe(1500);
    expect(calibration.throttling).toEqual({ rttMs: 150, cpuSlowdownMultiplier: 3 });
  });

  it("ignores a run without an index", () => {
    const calibration = new Calibration<Throttling>(preset);
    calibration.observe(run(1000));
    calibration.observe(run(0));
    calibration.observeIndex(-1);
    expect(calibration.index).toBe(1000);
  });

  it("keeps the multiplier set by hand, before any index too", () => {
    const calibration = new Calibration<Throttling>(preset, 1.5);
    expect(calibration.throttling?.cpuSlowdownMultiplier).toBe(1.5);
    calibration.observe(run(2000));
    expect(calibration.throttling?.cpuSlowdownMultiplier).toBe(1.5);
  });
});

describe("a calibrated run", () => {
  it("was slowed within 20 % of what its own index asked", () => {
    expect(calibrated(run(1000, 2))).toBe(true);
    expect(calibrated(run(1000, 2.4))).toBe(true);
    expect(calibrated(run(1000, 1.6))).toBe(true);
    expect(calibrated(run(1000, 2.5))).toBe(false);
    expect(calibrated(run(1000, 1.5))).toBe(false);
  });

  it("counts the preset's 4× when no multiplier was set", () => {
    expect(calibrated(run(2000))).toBe(true);
    expect(calibrated(run(1000))).toBe(false);
  });
});

describe("the floor", () => {
  it("is met by a run at or above every threshold", () => {
    expect(failuresOf(meeting)).toEqual([]);
  });

  it("names each miss in French", () => {
    expect(
      failuresOf({
        ...meeting,
        scores: { ...meeting.scores, performance: 94 },
        cls: 0.05,
        lcp: 1600,
        jsBytes: maxProductPageJs + 1,
      }),
    ).toEqual([
      "/miel/sidr_malaki_yemen : performance 94 < 95",
      "/miel/sidr_malaki_yemen : CLS 0.050 > 0",
      "/miel/sidr_malaki_yemen : LCP 1.60 s > 1.5 s",
      `/miel/sidr_malaki_yemen : ${((maxProductPageJs + 1) / 1024).toFixed(1)} Ko de JavaScript > 106 Ko`,
    ]);
  });

  it("weighs the JavaScript only on a product page", () => {
    expect(failuresOf({ ...meeting, page: "/", jsBytes: maxProductPageJs * 2 })).toEqual([]);
  });

  it("is missed by a run without its metrics", () => {
    expect(failuresOf({ ...meeting, lcp: NaN, cls: NaN })).toHaveLength(2);
  });
});

describe("a run's row", () => {
  it("sums the scripts' transfer sizes and rounds the scores", () => {
    const report: RunReport = {
      ...run(1000, 2),
      categories: { performance: { score: 0.974 }, accessibility: { score: 1 }, seo: { score: 1 } },
      audits: {
        "largest-contentful-paint": { numericValue: 910 },
        "total-blocking-time": { numericValue: 120 },
        "cumulative-layout-shift": { numericValue: 0 },
        "network-requests": {
          details: {
            items: [
              { resourceType: "Script", transferSize: 1000 },
              { resourceType: "Document", transferSize: 5000 },
              { resourceType: "Script", transferSize: 24 },
            ],
          },
        },
      },
    };
    expect(rowOf("/", report)).toEqual({
      page: "/",
      scores: { performance: 97, accessibility: 100, seo: 100, "best-practices": 0 },
      lcp: 910,
      tbt: 120,
      cls: 0,
      jsBytes: 1024,
      cpu: 2,
      benchmarkIndex: 1000,
    });
  });

  it("of the median run is judged among several", () => {
    const runs = [run(1000, 2, 0.9), run(1000, 2, 0.99), run(1000, 2, 0.95)];
    expect(medianRun(runs)).toBe(runs[2]);
  });
});
