import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

// Backups and restores (docs/operations.md, decision 063). PostgreSQL: the client tools pg_dump / pg_restore, custom
// format. The embedded database: PGlite's own tarball of its data folder, taken with the shop stopped (one process
// opens the folder). The password of DATABASE_URL never reaches a command line nor an output: it goes to the tools
// through PGPASSWORD, and addresses are printed with `redactedUrl`.

export class BackupError extends Error {}

/** The address without its password, for messages and logs. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = "***";
  return parsed.toString();
}

/** What libpq tools need: the address without the password (it would show in `ps`) and the password in the environment. */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.PGPASSWORD;
  if (password) env.PGPASSWORD = password;
  return { dbname: parsed.toString(), env };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (err: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          err.code === "ENOENT"
            ? `${command} introuvable : installez les outils clients de PostgreSQL (paquet postgresql-client), de la version du serveur ou plus récents.`
            : `${command} n'a pas pu démarrer : ${err.message}`,
        ),
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${command} a échoué (code ${code}) : ${stderr.trim()}`)),
    );
  });
}

/** Writes `file` whole or not at all, readable by its owner only (a backup holds customers' personal data). */
async function writePrivately(file: string, write: (partial: string) => Promise<void>) {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partiel`;
  try {
    await write(partial);
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}

/** `pg_dump --format=custom` of the database at `url` into `file`. A consistent snapshot while the shop runs. */
export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  await writePrivately(file, (partial) =>
    run("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${dbname}`], env),
  );
}

/** Relations (tables, sequences, views) in the shop's schemas: a database holding any is not a restore target. */
export async function relationsIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'S', 'v', 'm')`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

export async function refuseNonEmptyPostgres(url: string): Promise<void> {
  const relations = await relationsIn(url);
  if (relations > 0) {
    throw new BackupError(
      `La base ${redactedUrl(url)} n'est pas vide (${relations} tables ou séquences) : créez une base neuve (createdb) et désignez-la, rien n'est écrasé.`,
    );
  }
}

/**
 * `pg_restore` of `file` into the empty database at `url`, in one transaction (all or nothing), owned by the
 * connecting role (`--no-owner --no-privileges`: a managed server's roles differ from the dumped one's).
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Sauvegarde introuvable : ${file}`);
  await refuseNonEmptyPostgres(url);
  const { dbname, env } = libpqTarget(url);
  await run(
    "pg_restore",
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file],
    env,
  );
}

/**
 * The embedded database's folder as a gzipped tarball (PGlite's `dumpDataDir`). Opening the folder replays its
 * journal first, so the copy is consistent — but only with the shop stopped: two processes must never open it.
 */
export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) throw new BackupError(`Pas de base embarquée dans ${dataDir}`);
  const client = new PGlite(dataDir);
  try {
    await client.waitReady;
    const tarball = await client.dumpDataDir("gzip");
    await writePrivately(file, async (partial) => writeFile(partial, Buffer.from(await tarball.arrayBuffer())));
  } finally {
    await client.close();
  }
}

/** Unpacks a `backupEmbedded` tarball into `dataDir`, which must not hold a database yet. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Sauvegarde introuvable : ${file}`);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new BackupError(
      `${dataDir} n'est pas vide : déplacez l'ancienne base ailleurs (ou choisissez un autre DATA_DIR), rien n'est écrasé.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  try {
    await client.waitReady;
    await client.query("select 1");
  } finally {
    await client.close();
  }
}
