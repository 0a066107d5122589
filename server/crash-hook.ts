// Test-only crash points: `TEST_CRASH_POINT=<name>` kills the process at that point, at once and without any
// clean-up, like `kill -9` or a power cut, so a test can prove that nothing is lost. Inert unless the variable is
// set, and never active in production (the server refuses to start with it there).

export const CRASH_POINT_VARIABLE = "TEST_CRASH_POINT";

/** The named places where a test may stop the process. */
export type CrashPoint = "simulated-card-paid" | "refund-provider-answered";

export function crashPoint(name: CrashPoint): void {
  if (process.env[CRASH_POINT_VARIABLE] !== name || process.env.NODE_ENV === "production") return;
  process.kill(process.pid, "SIGKILL");
}

/**
 * Test-only slow request: with `TEST_HOLD_MS=<ms>`, a request carrying the `x-test-hold` header waits that long before
 * the app handles it, so a test can signal the server while it is in flight (graceful-stop.test.ts). Inert unless
 * set, and refused in production like the crash point.
 */
export const HOLD_VARIABLE = "TEST_HOLD_MS";
export const HOLD_HEADER = "x-test-hold";

export function testHoldMs(env: { NODE_ENV: string }): number {
  const ms = Number(process.env[HOLD_VARIABLE] ?? 0);
  return env.NODE_ENV === "production" || !Number.isFinite(ms) || ms <= 0 ? 0 : ms;
}

/** A French error line when a test-only variable is set in production; null otherwise. */
export function crashPointRefusal(env: { NODE_ENV: string }): string | null {
  if (env.NODE_ENV !== "production") return null;
  const set = [CRASH_POINT_VARIABLE, HOLD_VARIABLE].find((name) => process.env[name]);
  return set ? `Configuration invalide : ${set} est réservé aux tests et refusé en production ; retirez-le.` : null;
}
