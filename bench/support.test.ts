import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { benchNodeOptions } from "./support";

describe("benchNodeOptions (BENCH_NODE_OPTIONS)", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it("is nothing when the variable is absent or blank", () => {
    expect(benchNodeOptions(undefined)).toEqual([]);
    expect(benchNodeOptions("   ")).toEqual([]);
  });

  it("hands Node the profiler flags that NODE_OPTIONS refuses: the measured process writes its profile", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-profile-"));
    dirs.push(dir);
    const args = benchNodeOptions(`  --cpu-prof   --cpu-prof-dir=${dir} `);
    expect(args).toEqual(["--cpu-prof", `--cpu-prof-dir=${dir}`]);
    const run = spawnSync(process.execPath, [...args, "-e", "for (let i = 0; i < 1e5; i++);"], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(readdirSync(dir).filter((name) => name.endsWith(".cpuprofile"))).toHaveLength(1);
  });
});
