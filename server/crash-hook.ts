// Test-only switches: `TEST_CRASH_POINT=<name>` kills the process at that point, at once and without any clean-up,
// like `kill -9` or a power cut, so a test can prove that nothing is lost; `TEST_HOLD_MS` holds a request. Both act
// only under NODE_ENV=test, and the server refuses to start with either set under any other NODE_ENV (decision 093):
// the tests that use them (crash recovery, graceful stop) start their server, compiled or not, with NODE_ENV=test.

export const CRASH_POINT_VARIABLE = "TEST_CRASH_POINT";

/** The named places where a test may stop the process. */
export type CrashPoint = "simulated-card-paid" | "refund-provider-answered";

export function crashPoint(name: CrashPoint): void {
  if (process.env[CRASH_POINT_VARIABLE] !== name || process.env.NODE_ENV !== "test") return;
  process.kill(process.pid, "SIGKILL");
}

/**
 * Test-only slow request: with `TEST_HOLD_MS=<ms>`, a request carrying the `x-test-hold` header waits that long before
 * the app handles it, so a test can signal the server while it is in flight (graceful-stop.test.ts).
 */
export const HOLD_VARIABLE = "TEST_HOLD_MS";
export const HOLD_HEADER = "x-test-hold";

export function testHoldMs(env: { NODE_ENV: string }): number {
  const ms = Number(process.env[HOLD_VARIABLE] ?? 0);
  return env.NODE_ENV !== "test" || !Number.isFinite(ms) || ms <= 0 ? 0 : ms;
}

/** A French error line when a test-only variable is set outside the tests (NODE_ENV other than test); null otherwise. */
export function crashPointRefusal(env: { NODE_ENV: string }): string | null {
  if (env.NODE_ENV === "test") return null;
  const set = [CRASH_POINT_VARIABLE, HOLD_VARIABLE].find((name) => process.env[name]);
  return set
    ? `Configuration invalide : ${set} est réservé aux tests (NODE_ENV=test) et refusé en ${env.NODE_ENV} ; retirez-le.`
    : null;
}
