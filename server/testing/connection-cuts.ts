import type pg from "pg";

/**
 * Waits until a connection of this database is blocked on a lock (the one `holder` holds), then ends it as a
 * failover or an operator would (`pg_terminate_backend`); the number of connections ended (0 after `tries` × 25 ms).
 */
export async function cutLockWaiter(holder: pg.Client, tries = 200): Promise<number> {
  for (let i = 0; i < tries; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const killed = await holder.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    if ((killed.rowCount ?? 0) > 0) return killed.rowCount ?? 0;
  }
  return 0;
}
