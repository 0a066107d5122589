import { describe, expect, it } from "vitest";
import { analyticsEvents, analyticsSalts } from "#server/modules/analytics/schema";
import { rateLimits } from "#server/modules/accounts/schema";
import { createSignedInCustomer } from "#server/testing/customers";
import { clientAddress } from "#server/testing/addresses";
import { apiClient } from "#server/testing/api-client";
import { setupTestShop } from "#server/testing/test-shop";
import { BROWSERS_PER_ADDRESS, EVENT_LIMIT } from "#server/workflows/record-event";

const shop = setupTestShop();

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** As navigator.sendBeacon sends a string: text/plain, same origin. */
const beacon = (
  body: unknown,
  options: { from?: string; userAgent?: string; headers?: Record<string, string>; cookie?: string } = {},
) =>
  shop.api.request("POST", "/api/events", {
    body: typeof body === "string" ? body : JSON.stringify(body),
    from: options.from ?? clientAddress(),
    cookie: options.cookie,
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "user-agent": options.userAgent ?? FIREFOX,
      "sec-fetch-site": "same-origin",
      ...options.headers,
    },
  });

const VIEW = {
  kind: "product_view",
  product_id: "sidr_malaki_yemen",
  path: "/miel/sidr_malaki_yemen?utm_source=x#avis",
};

describe("POST /api/events", () => {
  it("records the event with no personal data: no address, browser, query string, cookie or account; sets no cookie", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const res = await beacon(VIEW, { from: "203.0.113.77", cookie: customer.token });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("no-store");
    const rows = await shop.db.select().from(analyticsEvents);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(Object.keys(row).sort()).toEqual(
      ["day", "id", "kind", "occurredAt", "path", "productId", "variantId", "visitorHash"].sort(),
    );
    expect(row).toMatchObject({
      kind: "product_view",
      productId: "sidr_malaki_yemen",
      path: "/miel/sidr_malaki_yemen",
    });
    expect(row.visitorHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = JSON.stringify(rows);
    for (const secret of [
      "203.0.113",
      "Firefox",
      "Mozilla",
      "utm_source",
      customer.token,
      customer.id,
      customer.email,
    ]) {
      expect(stored).not.toContain(secret);
    }
    // The rate limit's counter is named by a salted hash, not by the address either.
    expect(JSON.stringify(await shop.db.select().from(rateLimits))).not.toContain("203.0.113");
  });

  it("accepts application/json too (a Blob sent by sendBeacon), and the same visitor keeps one hash within the day", async () => {
    const from = clientAddress();
    const json = await shop.api.request("POST", "/api/events", {
      body: {
        kind: "add_to_cart",
        product_id: "sidr_malaki_yemen",
        variant_id: "sidr_malaki_yemen_250g",
        path: "/miel/sidr_malaki_yemen",
      },
      from,
      headers: { "user-agent": FIREFOX },
    });
    expect(json.status).toBe(204);
    expect((await beacon({ kind: "checkout_started", path: "/checkout" }, { from })).status).toBe(204);
    // Another browser at the same address is another visitor.
    expect((await beacon(VIEW, { from, userAgent: `${FIREFOX} autre` })).status).toBe(204);
    const hashes = (await shop.db.select().from(analyticsEvents)).map((r) => r.visitorHash);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
  });

  it("answers 204 to a robot and to a client without a user agent, and counts neither", async () => {
    expect((await beacon(VIEW, { userAgent: GOOGLEBOT })).status).toBe(204);
    expect((await beacon(VIEW, { userAgent: "HeadlessChrome/120 Puppeteer" })).status).toBe(204);
    expect((await beacon(VIEW, { userAgent: "" })).status).toBe(204);
    expect(await shop.db.$count(analyticsEvents)).toBe(0);
    expect(await shop.db.$count(analyticsSalts)).toBe(0);
  });

  it("refuses bad payloads with a French 400, never a 500", async () => {
    const bodies: unknown[] = [
      "pas du json",
      "",
      "null",
      "[]",
      { kind: "purchase", path: "/" },
      { kind: "product_view" },
      { kind: "product_view", path: "miel" },
      { kind: "product_view", path: "//autre-site.example/page" },
      { kind: "product_view", path: `/${"a".repeat(400)}` },
      { kind: "product_view", path: "/", product_id: "<script>" },
      { kind: "product_view", path: "/", ip: "1.2.3.4" },
      { kind: "product_view", path: "/\u0000" },
      '{"kind":"product_view","path":"/\\ud800"}',
    ];
    for (const body of bodies) {
      const res = await beacon(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toMatch(/[a-zé]/);
    }
    const wrongType = await beacon(VIEW, { headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(wrongType.status).toBe(415);
    expect(await shop.db.$count(analyticsEvents)).toBe(0);
  });

  it("refuses a body over 2 Ko (413) and an event sent by another site (403)", async () => {
    const big = await beacon({ ...VIEW, path: `/${"a".repeat(3000)}` });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toContain("2 Ko");
    expect((await beacon(VIEW, { headers: { "sec-fetch-site": "cross-site" } })).status).toBe(403);
    const origin = await shop.api.request("POST", "/api/events", {
      body: JSON.stringify(VIEW),
      headers: { "content-type": "text/plain", "user-agent": FIREFOX, origin: "https://autre-site.example" },
    });
    expect(origin.status).toBe(403);
    expect(await shop.db.$count(analyticsEvents)).toBe(0);
  });

  it(`limits a client to ${EVENT_LIMIT.max} events a minute (429 in French), other clients unaffected`, async () => {
    const from = clientAddress();
    for (let i = 0; i < EVENT_LIMIT.max; i++) expect((await beacon(VIEW, { from })).status).toBe(204);
    const over = await beacon(VIEW, { from });
    expect(over.status).toBe(429);
    expect(((await over.json()) as { detail: string }).detail).toContain("Trop d'événements");
    expect((await beacon(VIEW)).status).toBe(204);
    expect(await shop.db.$count(analyticsEvents)).toBe(EVENT_LIMIT.max + 1);
  });

  it(`counts at most ${BROWSERS_PER_ADDRESS.max} browsers of one address as visitors in a day: a new user agent per event forges no visitor`, async () => {
    const from = clientAddress();
    const forged = BROWSERS_PER_ADDRESS.max + 15;
    for (let i = 0; i < forged; i++) {
      expect((await beacon(VIEW, { from, userAgent: `${FIREFOX} faux-${i}` })).status).toBe(204);
    }
    // A browser refused once is refused again, not counted on its second event.
    expect((await beacon(VIEW, { from, userAgent: `${FIREFOX} faux-${forged - 1}` })).status).toBe(204);
    const visitors = new Set((await shop.db.select().from(analyticsEvents)).map((r) => r.visitorHash));
    expect(visitors.size).toBe(BROWSERS_PER_ADDRESS.max + 1);
    // Another address's browsers are counted.
    expect((await beacon(VIEW, { userAgent: `${FIREFOX} faux-0` })).status).toBe(204);
    const after = new Set((await shop.db.select().from(analyticsEvents)).map((r) => r.visitorHash));
    expect(after.size).toBe(BROWSERS_PER_ADDRESS.max + 2);
  });

  it("takes its limit from EVENTS_PER_MINUTE_PER_ADDRESS", async () => {
    const strict = apiClient(shop.appWith({ EVENTS_PER_MINUTE_PER_ADDRESS: "2" }));
    const from = clientAddress();
    const send = () =>
      strict.request("POST", "/api/events", {
        body: JSON.stringify(VIEW),
        from,
        headers: { "content-type": "text/plain", "user-agent": FIREFOX, "sec-fetch-site": "same-origin" },
      });
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(204);
    expect((await send()).status).toBe(429);
  });
});
