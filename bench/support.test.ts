import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { benchNodeOptions, processCpuMs } from "./support";

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

describe("processCpuMs", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** A /proc of three processes: two PostgreSQL backends and a shop server. */
  function fakeProc(): string {
    const proc = mkdtempSync(path.join(tmpdir(), "bench-proc-"));
    dirs.push(proc);
    const processes = [
      {
        pid: "101",
        name: "postgres",
        commandLine: "postgres: maisonh shop 127.0.0.1(5432) idle",
        utime: 250,
        stime: 40,
      },
      { pid: "102", name: "postgres", commandLine: "postgres: walwriter", utime: 7, stime: 3 },
      { pid: "230", name: "node", commandLine: "/usr/bin/node .tmp/build/node/main.js", utime: 900, stime: 120 },
    ];
    for (const { pid, name, commandLine, utime, stime } of processes) {
      mkdirSync(path.join(proc, pid));
      writeFileSync(path.join(proc, pid, "comm"), `${name}\n`);
      writeFileSync(path.join(proc, pid, "cmdline"), commandLine.split(" ").join("\0"));
      // The name in parentheses may hold spaces and parentheses of its own; utime and stime are the 14th and 15th.
      writeFileSync(
        path.join(proc, pid, "stat"),
        `${pid} (${name} a) b) S 1 1 1 0 -1 4194304 10 0 0 0 ${utime} ${stime} 0 0 20 0 1 0`,
      );
    }
    mkdirSync(path.join(proc, "self"));
    return proc;
  }

  it("adds the user and system time of the matching processes, in milliseconds (ticks of 1/100 s)", () => {
    const proc = fakeProc();
    expect(processCpuMs((name) => name === "postgres", proc)).toBe((250 + 40 + 7 + 3) * 10);
    expect(processCpuMs((_, commandLine) => commandLine.includes(".tmp/build/node/main.js"), proc)).toBe(1020 * 10);
    expect(processCpuMs(() => false, proc)).toBe(0);
  });

  it("counts 0 where there is no /proc", () => {
    expect(processCpuMs(() => true, path.join(tmpdir(), "pas-de-proc-ici"))).toBe(0);
  });
});
