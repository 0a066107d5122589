import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STARTUP_LOCK_ID } from "./db/client";
import { type CompiledServer, compiledBuild, freePort, startCompiledServer } from "./testing/compiled-server";
import { throwAwayDatabase } from "./testing/test-database";
import { cutLockWaiter } from "./testing/connection-cuts";

// Issue 29, defect 3: in cluster mode a worker died, its replacement's start-up query was cut (a failover, a
// pooler's restart) and the primary stopped the whole cluster. The replacement now tries again (decision 076).
describe.skipIf(!process.env.TEST_DATABASE_URL)("a cluster whose replacement worker's start-up is cut", () => {
  let buildDir: string;
  let server: CompiledServer | undefined;
  let database: Awaited<ReturnType<typeof throwAwayDatabase>>;

  beforeAll(async () => {
    buildDir = compiledBuild("cluster-start");
    // A copy of the run's seeded template when there is one: the workers find their migrations applied.
    database = await throwAwayDatabase(
      process.env.TEST_DATABASE_URL!,
      "cluster",
      process.env.MAISONH_TEST_TEMPLATE_DATABASE,
    );
  }, 180_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await database?.drop();
  });

  const listening = (port: number) =>
    server!.logLines().filter((line) => line.port === port && typeof line.pid === "number");

  it("keeps serving: the replacement waits for the database, starts, and no process stops the cluster", async () => {
    const port = await freePort();
    server = await startCompiledServer(buildDir, port, { DATABASE_URL: database.url, WORKERS: "2" });
    const [victim] = listening(port).map((line) => line.pid as number);
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      // The replacement will wait on the start-up lock, held here, and its connection is cut while it waits.
      await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
      process.kill(victim!, "SIGKILL");
      const cut = await cutLockWaiter(holder, 400);
      expect(cut).toBe(1);
      await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]);
    } finally {
      await holder.end();
    }
    await expect.poll(() => listening(port).length, { timeout: 20_000 }).toBe(3);
    expect(server.child.exitCode).toBeNull();
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.origin}/api/ready`, { headers: { connection: "close" } });
      expect(res.status).toBe(200);
    }
    const messages = server.logLines().map((line) => line.msg);
    expect(messages).toContain("base de données injoignable au démarrage : nouvel essai");
    expect(messages).not.toContain("un processus n'a pas pu démarrer : arrêt");
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);
  }, 90_000);
});
