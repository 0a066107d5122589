// `npm run db -- backup [--out FICHIER]`: PostgreSQL (DATABASE_URL) → pg_dump custom format, the shop may run;
//   embedded (DATA_DIR/pglite) → a .tar.gz of the data folder, the shop stopped.
// `npm run db -- restore FICHIER [--to postgres://…]`: a .dump into an empty PostgreSQL database (--to, else
//   DATABASE_URL); a .tar.gz into DATA_DIR/pglite, which must not exist yet.
// `npm run db -- move --to postgres://…`: the embedded database (shop stopped) into an empty PostgreSQL database.
// `npm run db -- fingerprint [--to postgres://…]`: each table's row count and checksum, to compare two databases.
// See docs/operations.md. No address is printed with its password.
import { existsSync } from "node:fs";
import path from "node:path";
import {
  BackupError,
  backupEmbedded,
  backupPostgres,
  redactedUrl,
  restoreEmbedded,
  restorePostgres,
} from "#server/db/backup";
import { openDatabase } from "#server/db/client";
import { moveToPostgres } from "#server/db/move";
import { fingerprint } from "#server/db/tables";
import { commandArguments } from "./command-arguments";

const USAGE = [
  "Utilisation : npm run db -- backup [--out <fichier>]",
  "              npm run db -- restore <fichier .dump ou .tar.gz> [--to postgres://…]",
  "              npm run db -- move --to postgres://…   (base embarquée → PostgreSQL vide, boutique arrêtée)",
  "              npm run db -- fingerprint [--to postgres://…]",
].join("\n");

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main() {
  const parsed = commandArguments({ out: { type: "string" }, to: { type: "string" } }, USAGE);
  if (!parsed) return;
  const { positionals, values } = parsed;
  const [command, file] = positionals;
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const embeddedDir = path.join(process.env.DATA_DIR || "./data", "pglite");
  const started = performance.now();

  if (command === "backup") {
    if (databaseUrl) {
      const out = values.out ?? `backups/maisonh-${stamp()}.dump`;
      await backupPostgres(databaseUrl, out);
      console.log(`Sauvegarde de ${redactedUrl(databaseUrl)} écrite dans ${out} (${seconds(started)}).`);
    } else {
      const out = values.out ?? `backups/maisonh-embarquee-${stamp()}.tar.gz`;
      await backupEmbedded(embeddedDir, out);
      console.log(`Sauvegarde de la base embarquée ${embeddedDir} écrite dans ${out} (${seconds(started)}).`);
    }
    return;
  }
  if (command === "restore" && file) {
    if (file.endsWith(".tar.gz")) {
      await restoreEmbedded(file, embeddedDir);
      console.log(`Base embarquée restaurée dans ${embeddedDir} (${seconds(started)}).`);
      return;
    }
    const to = values.to ?? databaseUrl;
    if (!to) throw new BackupError("Indiquez la base cible : --to postgres://… ou DATABASE_URL.");
    await restorePostgres(file, to);
    console.log(`${file} restaurée dans ${redactedUrl(to)} (${seconds(started)}).`);
    return;
  }
  if (command === "move" && values.to) {
    const source = await openDatabase({ dataDir: embeddedDir });
    try {
      // Brings an older embedded database to this version's schema first, as the shop does when it starts.
      await source.migrate();
      const report = await moveToPostgres(source, values.to);
      for (const { table, rows } of report.tables) console.log(`${table.padEnd(40)} ${rows}`);
      console.log(
        `Base embarquée ${embeddedDir} copiée dans ${redactedUrl(values.to)} : ${report.tables.length} tables, ${report.sequences} séquences, sommes de contrôle identiques (${seconds(started)}).`,
      );
      console.log(
        "Réglez DATABASE_URL sur cette base et redémarrez la boutique ; gardez le dossier embarqué en secours.",
      );
    } finally {
      await source.close();
    }
    return;
  }
  if (command === "fingerprint") {
    const url = values.to ?? databaseUrl;
    if (!url && !existsSync(path.join(embeddedDir, "PG_VERSION"))) {
      throw new BackupError(`Pas de base embarquée dans ${embeddedDir}`);
    }
    const database = await openDatabase(url ? { url } : { dataDir: embeddedDir });
    try {
      for (const [name, value] of Object.entries(await fingerprint(database.db))) {
        console.log(`${name.padEnd(48)} ${typeof value === "string" ? value : `${value.rows} ${value.md5}`}`);
      }
    } finally {
      await database.close();
    }
    return;
  }
  console.log(USAGE);
  process.exitCode = 2;
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
});
