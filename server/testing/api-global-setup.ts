import { prepareSeededTemplate } from "./test-database";

// Vitest's global setup of the `api` project: the seeded database every test file copies, made once per run.
export default async function setup(): Promise<() => Promise<void>> {
  return prepareSeededTemplate();
}
