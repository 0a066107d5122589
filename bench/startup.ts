// `npm run bench:startup`: how long the production server takes to listen, and its memory (RSS) once started,
// compiled (`node build/node/main.js`, what `npm start` runs — decision 061) against the same sources through the
// `tsx` loader (how production ran before), measured in the same run on the same machine. Written to
// docs/benchmarks.md. BENCH_PORT (default 3457), BENCH_RUNS (default 5).
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildOnce, serverEntry, writeSection } from "./support";

const port = Number(process.env.BENCH_PORT ?? 3457);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const work = path.resolve(".tmp/bench-startup");
const buildDir = path.join(work, "build");
const dataDir = path.join(work, "data");

/** Resident memory of a process in Mo, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/** Milliseconds from spawn to the first answer of /api/health, then the RSS 2 s later; the server is stopped. */
async function startOnce(args: string[]): Promise<{ ms: number; rss: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // not yet
      }
      if (child.exitCode !== null) throw new Error("le serveur s'est arrêté au démarrage");
      await new Promise((r) => setTimeout(r, 20));
    }
    const ms = performance.now() - started;
    await new Promise((r) => setTimeout(r, 2_000));
    return { ms, rss: rssMb(child.pid!) };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  buildOnce(buildDir);
  rmSync(dataDir, { recursive: true, force: true });
  const modes = [
    { name: "compilé (`node build/node/main.js`)", args: [serverEntry(buildDir)] },
    { name: "sources via `tsx` (avant)", args: ["--import", "tsx", "server/main.ts"] },
  ];
  // A first start creates the embedded database and seeds it: not what a restart costs.
  await startOnce(modes[0]!.args);
  const results = new Map<string, { ms: number[]; rss: number[] }>(modes.map((m) => [m.name, { ms: [], rss: [] }]));
  // Alternated, so both see the same load on a shared machine.
  for (let i = 0; i < runs; i++) {
    for (const mode of modes) {
      const { ms, rss } = await startOnce(mode.args);
      results.get(mode.name)!.ms.push(ms);
      results.get(mode.name)!.rss.push(rss);
      console.error(`${mode.name} — ${ms.toFixed(0)} ms, ${rss.toFixed(0)} Mo`);
    }
  }
  const rows = modes.map((mode) => {
    const r = results.get(mode.name)!;
    return `| ${mode.name} | ${median(r.ms).toFixed(0)} ms (${Math.min(...r.ms).toFixed(0)}–${Math.max(...r.ms).toFixed(0)}) | ${median(r.rss).toFixed(0)} Mo |`;
  });
  writeSection(
    "startup",
    "Démarrage et mémoire du serveur",
    [
      `Mesuré par \`npm run bench:startup\` le ${new Date().toISOString().slice(0, 10)} : du lancement du processus à la première réponse de \`/api/health\` (base embarquée existante, migrations déjà appliquées), puis la mémoire résidente (RSS) 2 s après, au repos ; médiane de ${runs} démarrages alternés (min–max), les deux modes dans la même exécution sur la même machine (${process.env.BENCH_NOTE ?? "machine partagée : comparer les lignes entre elles plutôt qu'à une autre exécution"}).`,
      "",
      "| serveur | démarrage jusqu'à l'écoute | RSS après démarrage |",
      "| --- | --- | --- |",
      ...rows,
    ].join("\n"),
  );
}

await main();
