// Backups of the embedded database (a tarball of its folder, decision 063) and the password kept out of the
// PostgreSQL tools' command lines and messages. The PostgreSQL round trip is tests/restore-check.ts (CI).
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { orders, promoCodes } from "#server/db/schema";
import { lots } from "#server/modules/lots/schema";
import { copyPreparedDataDir } from "#server/testing/prepared-data-dir";
import { backupEmbedded, libpqTarget, redactedUrl, restoreEmbedded } from "./backup";
import { openDatabase } from "./client";
import { compareFingerprints } from "./move";
import { fingerprint } from "./tables";

const dir = mkdtempSync(path.join(tmpdir(), "maisonh-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded database's backup", () => {
  it("restores into an empty folder with the same rows and sequences, readable by its owner only", async () => {
    // A shop as its first start leaves it (the run's prepared data dir): migrated, its catalogue, codes and lots.
    const dataDir = await copyPreparedDataDir(path.join(dir, "boutique"));
    const shop = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    const expected = await fingerprint(shop.db);
    await shop.close();

    const file = path.join(dir, "sauvegardes", "embarquee.tar.gz");
    await backupEmbedded(path.join(dataDir, "pglite"), file);
    expect(statSync(file).mode & 0o077).toBe(0);

    const restoredDir = path.join(dir, "restauree", "pglite");
    await restoreEmbedded(file, restoredDir);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(compareFingerprints(expected, await fingerprint(restored.db))).toEqual([]);
      expect(Object.keys(expected).length).toBeGreaterThan(30);
      expect(await restored.db.$count(promoCodes)).toBeGreaterThan(0);
      expect(await restored.db.$count(lots)).toBeGreaterThan(0);
      // The copy is a working database, not a read-only image.
      expect(await restored.db.$count(orders)).toBe(0);
    } finally {
      await restored.close();
    }

    // Nothing is ever written over an existing database.
    await expect(restoreEmbedded(file, restoredDir)).rejects.toThrow(/n'est pas vide/);
  }, 120_000);

  it("refuses a folder without a database, and writes no partial file", async () => {
    const file = path.join(dir, "rien.tar.gz");
    await expect(backupEmbedded(path.join(dir, "absente"), file)).rejects.toThrow(/Pas de base embarquée/);
    writeFileSync(path.join(dir, "autre.txt"), "");
    expect(() => statSync(file)).toThrow();
  });
});

describe("PostgreSQL addresses", () => {
  const url = "postgres://boutique:m%C3%B4t-de%40passe@db.exemple.fr:5432/maisonh?sslmode=require";

  it("reach the tools without the password on the command line, and show it nowhere", () => {
    const { dbname, env } = libpqTarget(url);
    expect(dbname).toBe("postgres://boutique@db.exemple.fr:5432/maisonh?sslmode=require");
    expect(env.PGPASSWORD).toBe("môt-de@passe");
    expect(redactedUrl(url)).toBe("postgres://boutique:***@db.exemple.fr:5432/maisonh?sslmode=require");
    expect(libpqTarget("postgres://boutique@db/maisonh").env.PGPASSWORD).toBeUndefined();
  });
});
