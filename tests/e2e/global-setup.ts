import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A folder of this run for the recovery codes shown at the administrators' first sign-in (fixtures.ts: signInAdmin),
 * named to the workers by a variable they inherit; removed when the run ends.
 */
export default function globalSetup() {
  const dir = mkdtempSync(path.join(tmpdir(), "maisonh-e2e-codes-"));
  process.env.E2E_RECOVERY_CODES_DIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
