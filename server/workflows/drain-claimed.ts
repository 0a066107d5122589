// The periodic jobs' loop over rows claimed with `FOR UPDATE SKIP LOCKED` (decisions 060, 062, 076): a batch is
// claimed, each row settled and its outcome counted, until a batch comes back short. A row whose settling throws is
// logged and counted as waiting: its claim (or its staleness) brings it back at a later run.

/** How many rows one claim takes. */
export const CLAIM_BATCH = 20;

/**
 * Claims and settles rows until none are left to claim: `settle` names the report's count each row adds to, `failed`
 * logs a row that threw (counted in `waiting`). Several instances can drain the same rows at once.
 */
export async function drainClaimed<Row, Outcome extends string>(
  report: Record<Outcome | "waiting", number>,
  claim: (limit: number) => Promise<Row[]>,
  settle: (row: Row) => Promise<Outcome | "waiting">,
  failed: (row: Row, err: unknown) => void,
): Promise<Record<Outcome | "waiting", number>> {
  for (;;) {
    const batch = await claim(CLAIM_BATCH);
    for (const row of batch) {
      try {
        report[await settle(row)] += 1;
      } catch (err) {
        failed(row, err);
        report.waiting += 1;
      }
    }
    if (batch.length < CLAIM_BATCH) return report;
  }
}
