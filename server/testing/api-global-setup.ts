import { namePreparedDataDir } from "./prepared-data-dir";
import { prepareSeededTemplate } from "./test-database";

// Vitest's global setup of the `api` project: the seeded database every test file copies, made once per run, and
// the place of the prepared data dir the tests that start the shop on disk copy (made by the first that needs it).
export default async function setup(): Promise<() => Promise<void>> {
  const removePreparedDataDir = namePreparedDataDir();
  const removeTemplate = await prepareSeededTemplate();
  return async () => {
    await removeTemplate();
    await removePreparedDataDir();
  };
}
