import { createServer as createHttpServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createServer } from "#server/app";
import { parseEnv } from "#server/env";
import { users } from "#server/modules/accounts/schema";
import { orders } from "#server/modules/orders/schema";
import { deliveryAddress } from "#server/testing/addresses";
import { setupTestShop } from "#server/testing/test-shop";

// Issue 29, defect 1 (decision 075): the per-client limits key on the real client's address, read from the socket
// by Node's listener — real connections from distinct loopback addresses (127.0.0.2, 127.0.0.3…), no injected header.

const shop = setupTestShop();
const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** The shop's own Node listener on a loopback port, as `npm start` serves it. */
async function listening(env: Record<string, string> = {}) {
  const built = createServer({
    env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env }),
    database: shop.database,
    logger: pino({ level: "silent" }),
  });
  const server = createHttpServer((req, res) => void built.listener(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON request over a real connection opened from `from` (a loopback address of this machine). */
function send(
  port: number,
  from: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        localAddress: from,
        agent: false,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

async function verifiedCustomer(port: number, email: string, password: string) {
  const registered = await send(port, "127.0.0.9", "POST", "/api/auth/register", {
    email,
    password,
    full_name: "Claire Martin",
  });
  expect(registered.status).toBe(201);
  await shop.db.update(users).set({ isVerified: true }).where(eq(users.email, email));
}

describe("per-client limits from real client addresses", () => {
  it("20 wrong passwords from one address do not refuse the right password from another", async () => {
    const port = await listening();
    await verifiedCustomer(port, "claire@example.fr", "miel-sidr-2025");
    // Twenty wrong passwords for twenty different accounts: only the address's counter can stop the next one.
    for (let i = 0; i < 20; i++) {
      const wrong = await send(port, "127.0.0.2", "POST", "/api/auth/login", {
        email: `inconnu-${i}@example.fr`,
        password: "pas-le-bon-mot",
      });
      expect(wrong.status).toBe(401);
    }
    const blocked = await send(port, "127.0.0.2", "POST", "/api/auth/login", {
      email: "claire@example.fr",
      password: "miel-sidr-2025",
    });
    expect(blocked.status).toBe(429);
    const other = await send(port, "127.0.0.3", "POST", "/api/auth/login", {
      email: "claire@example.fr",
      password: "miel-sidr-2025",
    });
    expect(other.status).toBe(200);
  });

  it("caps the unpaid orders of one address, not of the whole shop", async () => {
    const port = await listening({ MAX_PENDING_ORDERS_PER_ADDRESS: "2" });
    const checkout = (from: string, i: number) =>
      send(port, from, "POST", "/api/payments/checkout/cart", {
        items: [{ id: "parfum_homme_1", quantity: 1 }],
        shipping_address: deliveryAddress(`invite-${from}-${i}@example.fr`),
        guest_email: `invite-${from}-${i}@example.fr`,
        is_guest: true,
      });
    expect((await checkout("127.0.0.4", 1)).status).toBe(200);
    expect((await checkout("127.0.0.4", 2)).status).toBe(200);
    const third = await checkout("127.0.0.4", 3);
    expect(third.status).toBe(429);
    expect(third.body.detail).toMatch(/depuis votre connexion \(2 au plus\)/);
    expect((await checkout("127.0.0.5", 1)).status).toBe(200);
    expect(await shop.db.$count(orders, eq(orders.status, "pending_payment"))).toBe(3);
  });

  it("behind trusted proxies, reads the address the proxy appended; around them, the socket's", async () => {
    const port = await listening({ TRUST_PROXY: "127.0.0.2", MAX_PENDING_ORDERS_PER_ADDRESS: "1" });
    const checkout = (from: string, forwardedFor: string, i: number) =>
      send(
        port,
        from,
        "POST",
        "/api/payments/checkout/cart",
        {
          items: [{ id: "parfum_homme_1", quantity: 1 }],
          shipping_address: deliveryAddress(`proxy-${i}@example.fr`),
          guest_email: `proxy-${i}@example.fr`,
          is_guest: true,
        },
        { "x-forwarded-for": forwardedFor },
      );
    // Through the proxy (127.0.0.2): two customers, two addresses.
    expect((await checkout("127.0.0.2", "192.0.2.10", 1)).status).toBe(200);
    expect((await checkout("127.0.0.2", "192.0.2.11", 2)).status).toBe(200);
    expect((await checkout("127.0.0.2", "192.0.2.10", 3)).status).toBe(429);
    // A client around the proxy writing a fresh header each time is still its own socket.
    expect((await checkout("127.0.0.6", "192.0.2.20", 4)).status).toBe(200);
    expect((await checkout("127.0.0.6", "192.0.2.21", 5)).status).toBe(429);
  });
});
