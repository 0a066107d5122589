import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { prepareDatabase } from "#server/bootstrap";
import { parseEnv } from "#server/env";

// A DATA_DIR as a demonstration shop's first start leaves it (migrated and seeded by `prepareDatabase`: simulated
// payments, no LEGAL_*), made once per run and copied into each test's own DATA_DIR: a start on it takes ~2.7 s
// instead of ~6.5 s. For the tests that start the shop on the embedded database without testing its first start.

/** Where the run's prepared data dir is made, named by the API tests' global setup. */
const PREPARED_ROOT = "MAISONH_TEST_PREPARED_DATA_DIR";
const BUILD_TIMEOUT_MS = 120_000;

/** The global setup's part: names the folder (made by the first test that needs it); returns what removes it. */
export function namePreparedDataDir(): () => Promise<void> {
  const root = mkdtempSync(path.join(tmpdir(), "maisonh-prepared-data-"));
  process.env[PREPARED_ROOT] = root;
  return async () => {
    delete process.env[PREPARED_ROOT];
    rmSync(root, { recursive: true, force: true });
  };
}

/** Fills `target` (made if missing) with a copy of the run's prepared data dir; returns `target`. */
export async function copyPreparedDataDir(target: string): Promise<string> {
  cpSync(await preparedDataDir(), target, { recursive: true });
  return target;
}

/**
 * The prepared data dir, made on first need by one worker while the others wait: a worker makes it under a lock
 * (a folder only one `mkdir` creates) in a folder of its own, then renames it into place whole.
 */
async function preparedDataDir(): Promise<string> {
  const root = process.env[PREPARED_ROOT];
  if (!root) throw new Error(`${PREPARED_ROOT} absent : la configuration globale des tests d'API ne l'a pas nommé`);
  const ready = path.join(root, "data");
  const lock = path.join(root, "lock");
  const deadline = Date.now() + BUILD_TIMEOUT_MS;
  while (!existsSync(ready)) {
    try {
      mkdirSync(lock);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (Date.now() > deadline)
        throw new Error(`le dossier de données préparé n'est pas prêt : ${root}`, { cause: err });
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      if (!existsSync(ready)) await build(root, ready);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return ready;
}

async function build(root: string, ready: string) {
  const building = path.join(root, `building-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  // The environment a test server gets, on the embedded database whatever the run's.
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: building });
  const database = await prepareDatabase(env, pino({ level: "silent" }));
  await database.close();
  renameSync(building, ready);
}
