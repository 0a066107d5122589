// The two crash-recovery tests' rig: data that survives a killed process, and the API in a child process to kill.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { copyPreparedDataDir } from "./prepared-data-dir";
import { adminQuery } from "./test-database";

export type DataTarget = { env: Record<string, string>; open: () => Promise<Database> };

/** Call at the top of the test file; `label` names its databases and folders. Everything is removed after the file. */
export function setupCrashRig(label: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  return {
    /** Runs after the file's tests, the last registered first. */
    onCleanup: (cleanup: () => Promise<void>) => void cleanups.push(cleanup),
    /** Runs after every other cleanup (a database opened by the test, closed once the children are gone). */
    onLastCleanup: (cleanup: () => Promise<void>) => void cleanups.unshift(cleanup),

    /**
     * Where the shop keeps its data across the crash: an on-disk PGlite, a copy of the run's prepared data dir (the
     * crash is tested, not the first start), or a fresh PostgreSQL database.
     */
    async dataTarget(): Promise<DataTarget> {
      if (serverUrl) {
        const name = `maisonh_${label}_${process.pid}_${randomBytes(4).toString("hex")}`;
        await adminQuery(serverUrl, `create database ${name}`);
        cleanups.push(() => adminQuery(serverUrl, `drop database if exists ${name} with (force)`));
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return { env: { DATABASE_URL: url.toString() }, open: () => openDatabase({ url: url.toString() }) };
      }
      const dir = mkdtempSync(path.join(tmpdir(), `maisonh-${label.replaceAll("_", "-")}-`));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      await copyPreparedDataDir(dir);
      return { env: { DATA_DIR: dir }, open: () => openDatabase({ dataDir: path.join(dir, "pglite") }) };
    },

    /** Starts the API in a child process (killed after the file); resolves with its address once it listens. */
    startChild(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
      const child = spawn(process.execPath, ["--import", "tsx", "server/testing/crash-recovery-server.ts"], {
        env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      cleanups.push(async () => void child.kill("SIGKILL"));
      let stderr = "";
      child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      return new Promise((resolve, reject) => {
        let stdout = "";
        child.stdout!.on("data", (chunk: Buffer) => {
          stdout += chunk.toString();
          const port = /PORT (\d+)/.exec(stdout)?.[1];
          if (port) resolve({ child, base: `http://127.0.0.1:${port}` });
        });
        child.once("exit", (code, signal) =>
          reject(new Error(`le serveur s'est arrêté (${code ?? signal}) : ${stderr}`)),
        );
      });
    },
  };
}

/** The child's end: its signal or exit code, at once if it has already ended. */
export const exited = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.signalCode ?? child.exitCode);
    else child.once("exit", (code, signal) => resolve(signal ?? code));
  });
