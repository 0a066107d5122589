import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/client";
import { apiClient, type ApiClient } from "#server/testing/api-client";
import { createTestApp } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";
import { createMailer } from "#server/modules/mail/service";
import { sessions, users } from "./schema";

// Two instances of the shop on one database: on PostgreSQL two connection pools, on the embedded one two apps.
const shop = setupTestShop();
let second: Database | undefined;
beforeAll(async () => {
  if (shop.database.url) second = await openDatabase({ url: shop.database.url });
});
afterAll(async () => {
  await second?.close();
});
let other: ApiClient;
beforeEach(() => {
  other = apiClient(createTestApp(second ?? shop.database));
});
const instance = (i: number) => (i % 2 === 0 ? shop.api : other);

const login = async (i: number, email: string, password: string, address: string) =>
  instance(i).request("POST", "/api/auth/login", { body: { email, password }, from: address });

async function verifiedAccount(email: string) {
  const registered = await shop.api.request("POST", "/api/auth/register", {
    body: { email, password: "miel-sidr-2025", full_name: "Claire Martin" },
    from: "192.0.2.1",
  });
  expect(registered.status).toBe(201);
  const mailer = createMailer({ db: shop.db, logger: pino({ level: "silent" }), from: "x@y.fr" });
  const mail = (await mailer.outbox()).find((m) => m.to === email);
  const token = /verify-email\?token=([\w-]+)/.exec(mail!.text)![1]!;
  expect((await shop.app.request(`/api/auth/verify-email?token=${token}`)).status).toBe(200);
  const [user] = await shop.db.select().from(users).where(eq(users.email, email));
  return user!;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe(`the sign-in limit under concurrency (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("checks at most 5 of 100 parallel guesses for one account on two instances; the right password in the middle gets 429", async () => {
    const user = await verifiedAccount("cible@example.fr");
    const RIGHT = 50;
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        // From 100 different addresses: only the e-mail's counter can stop them.
        login(i, "cible@example.fr", i === RIGHT ? "miel-sidr-2025" : `essai-${i}-xyz`, `198.51.100.${i + 1}`).then(
          (res) => res.status,
        ),
      ),
    );
    const counts = tally(statuses);
    console.info(`connexions parallèles (une adresse e-mail, 2 instances) : ${JSON.stringify(counts)}`);
    expect(statuses[RIGHT]).toBe(429);
    expect(counts[401]).toBe(5);
    expect(counts[429]).toBe(95);
    expect(await shop.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
  });

  it("checks at most 20 of 100 parallel guesses from one address for many e-mails", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(i, `inconnu-${i}@example.fr`, "essai-xyz-123", "203.0.113.50").then((res) => res.status),
      ),
    );
    const counts = tally(statuses);
    console.info(`connexions parallèles (une adresse IP, 2 instances) : ${JSON.stringify(counts)}`);
    expect(counts[401]).toBe(20);
    expect(counts[429]).toBe(80);
  });

  it("empties the e-mail's counter on a right password, and counts again from there", async () => {
    await verifiedAccount("retour@example.fr");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login(i, "retour@example.fr", `essai-${i}-xyz`, "192.0.2.10")).status);
    statuses.push((await login(0, "retour@example.fr", "miel-sidr-2025", "192.0.2.10")).status);
    for (let i = 0; i < 6; i++)
      statuses.push((await login(i, "retour@example.fr", `autre-${i}-xyz`, "192.0.2.10")).status);
    expect(statuses).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401, 401, 429]);
  });
});
