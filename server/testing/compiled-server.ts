import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";

// The real production server (the compiled `build/node/main.js`, decision 061) as a child process, for the tests
// that signal or kill it. The server is compiled afresh from the sources into `.tmp/<name>/build/node`; the pages'
// build is the checkout's `build/` when there is one, else made once there (`react-router build`, ~30 s).

export interface CompiledServer {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Every line written so far on stdout and stderr. */
  output(): string;
  /** The parsed JSON log lines so far. */
  logLines(): Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** A build folder for `name`: the pages' build (linked) and the server compiled now. */
export function compiledBuild(name: string): string {
  const root = path.resolve(".tmp", name);
  const buildDir = path.join(root, "build");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(buildDir, { recursive: true });
  const pages = path.resolve("build");
  if (!existsSync(path.join(pages, "server", "index.js"))) {
    const made = spawnSync("npx", ["react-router", "build"], { stdio: "ignore" });
    if (made.status !== 0) throw new Error("la construction des pages a échoué");
  }
  symlinkSync(path.join(pages, "server"), path.join(buildDir, "server"));
  symlinkSync(path.join(pages, "client"), path.join(buildDir, "client"));
  const compiled = spawnSync(process.execPath, ["scripts/build-server.js", "--quiet"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    encoding: "utf8",
  });
  if (compiled.status !== 0) throw new Error(`la compilation du serveur a échoué : ${compiled.stderr}`);
  return buildDir;
}

/** Starts `buildDir`'s server on `port` and resolves once it listens (its log line says so). */
export async function startCompiledServer(
  buildDir: string,
  port: number,
  env: Record<string, string>,
): Promise<CompiledServer> {
  const child = spawn(process.execPath, [path.join(buildDir, "node", "main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: buildDir,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const logLines = () =>
    text
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`le serveur n'écoute pas :\n${text}`)), 60_000);
    const look = () => {
      if (logLines().some((line) => line.port === port)) {
        clearTimeout(timer);
        child.stdout?.off("data", look);
        resolve();
      }
    };
    child.stdout?.on("data", look);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`le serveur s'est arrêté (code ${code}) :\n${text}`));
    });
  });
  return { child, port, origin: `http://127.0.0.1:${port}`, output: () => text, logLines, exited };
}

/** A port nobody listens on now (the system's choice), for a child server. */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
