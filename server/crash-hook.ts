// Test-only crash points: `TEST_CRASH_POINT=<name>` kills the process at that point, at once and without any
// clean-up, like `kill -9` or a power cut, so a test can prove that nothing is lost. Inert unless the variable is
// set, and never active in production (the server refuses to start with it there).

export const CRASH_POINT_VARIABLE = "TEST_CRASH_POINT";

/** The named places where a test may stop the process. */
export type CrashPoint = "simulated-card-paid";

export function crashPoint(name: CrashPoint): void {
  if (process.env[CRASH_POINT_VARIABLE] !== name || process.env.NODE_ENV === "production") return;
  process.kill(process.pid, "SIGKILL");
}

/** A French error line when a crash point is set in production; null otherwise. */
export function crashPointRefusal(env: { NODE_ENV: string }): string | null {
  if (env.NODE_ENV !== "production" || !process.env[CRASH_POINT_VARIABLE]) return null;
  return `Configuration invalide : ${CRASH_POINT_VARIABLE} est réservé aux tests et refusé en production ; retirez-le.`;
}
