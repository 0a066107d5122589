import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// A test fails when something calls console.error unexpectedly. A test that expects it calls `expectConsoleError()`.
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    calls.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const unexpected = calls;
  calls = [];
  if (unexpected.length > 0) throw new Error(`console.error inattendu :\n${unexpected.join("\n")}`);
});

/** Returns and clears what console.error received so far in this test. */
export function expectConsoleError(): string[] {
  const seen = calls;
  calls = [];
  return seen;
}
