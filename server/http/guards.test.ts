import { beforeEach, describe, expect, it } from "vitest";
import { createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import { BODY_LIMITS, hasUnsafeCharacter, isSafeJson, ONE_CLICK_BODY, ONE_CLICK_UNSUBSCRIBE_PATH } from "./guards";

const shop = setupTestShop({ env: { PUBLIC_URL: "http://localhost:3000" } });
let customer: Awaited<ReturnType<typeof createSignedInCustomer>>;
beforeEach(async () => {
  customer = await createSignedInCustomer(shop.db);
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  shop.api.request("POST", path, { body, headers });
const detailOf = async (res: Response) => ((await res.json()) as { detail: string }).detail;

describe("unsafe characters", () => {
  it("recognises NUL bytes and lone surrogates, not real emoji or accents", () => {
    expect(hasUnsafeCharacter("a\u0000b")).toBe(true);
    expect(hasUnsafeCharacter("\ud800")).toBe(true);
    expect(hasUnsafeCharacter("x\udc00")).toBe(true);
    expect(hasUnsafeCharacter("Miel d'acacia 🐝 é")).toBe(false);
    expect(isSafeJson({ items: [{ id: "ok", note: ["\u0000"] }] })).toBe(false);
    expect(isSafeJson({ "\ud800": 1 })).toBe(false);
    expect(isSafeJson({ items: [{ id: "ok", quantity: 2 }] })).toBe(true);
  });

  it.each([
    ["/api/promotions/validate", '{"code":"\\u0000"}'],
    ["/api/promotions/validate", '{"code":"\\ud800"}'],
    ["/api/auth/register", '{"email":"a@b.fr","password":"miel-sidr-2025","full_name":"a\\u0000b"}'],
    ["/api/payments/checkout/cart", '{"items":[{"id":"\\u0000","quantity":1}],"shipping_address":{}}'],
  ])("answers 400 in French for %s with %s", async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/caractères non autorisés/);
  });

  it.each([
    "/api/orders/%00",
    "/api/catalog/honeys/%00",
    "/api/payments/checkout/status/%00",
    "/api/crypto/status/%00",
    "/api/orders/MH-1?cle=%00",
    "/api/orders/%ED%A0%80",
    "/api/catalog/products?kind=%E0%A4%A",
  ])("answers 400 in French for the address %s", async (path) => {
    const res = await shop.app.request(path);
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toBe("L'adresse demandée contient des caractères non autorisés.");
  });

  it.each([
    "/miel/%00",
    "/commandes/%00",
    "/paiement-simule/%00",
    "/crypto-simule/%00",
    "/paiement/annule?commande=%00",
  ])("answers the page %s with a French 400 page", async (path) => {
    const res = await shop.app.request(path);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("Adresse invalide");
  });

  it("treats a malformed session cookie as no session", async () => {
    const res = await shop.app.request("/api/auth/me", { headers: { cookie: "maisonh_session=%E0%A4%A" } });
    expect(res.status).toBe(401);
  });
});

describe("body size limits", () => {
  it("refuses a declared 200 MB body with 413 before reading it", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await shop.app.request("/api/promotions/validate", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(200 * 1024 * 1024) },
      body: endless,
      // @ts-expect-error Node's fetch needs it for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect(await detailOf(res)).toMatch(/^Requête trop volumineuse/);
    expect(pulled).toBeLessThanOrEqual(2);
  });

  it("refuses a streamed body as soon as it passes the limit", async () => {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new TextEncoder().encode(" ".repeat(16 * 1024)));
        if (sent > 10 * BODY_LIMITS.api) controller.close();
      },
    });
    const res = await shop.app.request("/api/promotions/validate", {
      method: "POST",
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: stream,
      // @ts-expect-error Node's fetch needs it for a streamed body
      duplex: "half",
    });
    expect(res.status).toBe(413);
  });

  it("lets a webhook carry more than a basket (the provider's event is then judged by its signature)", async () => {
    const big = JSON.stringify({ id: "evt_1", padding: "x".repeat(BODY_LIMITS.api * 2) });
    const res = await post("/api/payments/webhook/simulated", big, { "stripe-signature": "t=1,v1=faux" });
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/Signature du webhook invalide/);
    const tooBig = await post("/api/payments/webhook/simulated", "x".repeat(BODY_LIMITS.webhook + 1));
    expect(tooBig.status).toBe(413);
  });

  it("keeps an ordinary basket well within the limit", async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ id: `miel_inconnu_${i}_${"x".repeat(100)}`, quantity: 1 }));
    const res = await post("/api/promotions/validate", JSON.stringify({ code: "PROMO5", items }));
    expect(res.status).toBe(400);
    expect(await detailOf(res)).toMatch(/^Article introuvable/);
  });
});

describe("cross-site writes", () => {
  /** What a browser says of a request another site made it send. */
  const FOREIGN: Record<string, string>[] = [
    { origin: "http://evil.example" },
    { "sec-fetch-site": "cross-site" },
    { origin: "null" },
    // A sibling site of the shop (another subdomain) is another site too: only same-origin (or none) passes.
    { "sec-fetch-site": "same-site" },
    { "sec-fetch-site": "same-site", origin: "http://blog.localhost:3000" },
  ];
  const cart = JSON.stringify({ items: [{ id: "miel_sidr_royal_250g", quantity: 1 }] });
  const writes: [string, string, string][] = [
    ["PUT", "/api/cart", cart],
    ["POST", "/api/cart/merge", cart],
    ["POST", "/api/payments/checkout/cart", cart],
    ["POST", "/api/auth/logout", "{}"],
  ];

  it.each(writes)("refuses %s %s with the session cookie from another site", async (method, path, body) => {
    for (const headers of FOREIGN) {
      const res = await shop.app.request(path, {
        method,
        headers: { "content-type": "application/json", cookie: customer.cookie, ...headers },
        body,
      });
      expect(res.status).toBe(403);
      expect(await detailOf(res)).toMatch(/provient d'un autre site/);
    }
    // Still signed in: the refused logout did nothing.
    expect((await shop.app.request("/api/auth/me", { headers: { cookie: customer.cookie } })).status).toBe(200);
  });

  it("accepts the shop's own pages, bearer calls and cookie-less calls", async () => {
    const same = await shop.app.request("/api/cart", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: customer.cookie, origin: "http://localhost:3000" },
      body: cart,
    });
    expect(same.status).toBe(200);
    const fetchSite = await shop.app.request("/api/cart", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: customer.cookie, "sec-fetch-site": "same-origin" },
      body: cart,
    });
    expect(fetchSite.status).toBe(200);
    const bearer = await shop.app.request("/api/cart", {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${customer.token}`,
        origin: "http://evil.example",
      },
      body: cart,
    });
    expect(bearer.status).toBe(200);
    const guest = await post("/api/promotions/validate", JSON.stringify({ code: "PROMO5", cart_total: 30 }), {
      origin: "http://evil.example",
    });
    expect(guest.status).toBe(200);
  });

  it.each(["/connexion", "/connexion?redirect=/profil", "/login"])(
    "refuses a cross-site form posted to %s, even without a session cookie (login CSRF)",
    async (path) => {
      const form = new URLSearchParams({
        mode: "login",
        email: "pirate@exemple.fr",
        password: "mot-de-passe-du-pirate",
      });
      for (const headers of FOREIGN) {
        const res = await shop.app.request(path, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
          body: form.toString(),
        });
        expect(res.status).toBe(403);
        expect(res.headers.get("set-cookie")).toBeNull();
        expect(await res.text()).toMatch(/provient d'un autre site/);
      }
    },
  );

  it("lets a mail client's one-click unsubscribe through, exactly RFC 8058's body at its one address, nothing else", async () => {
    const send = (path: string, body: string, type = "application/x-www-form-urlencoded", headers = FOREIGN[1]!) =>
      shop.app.request(path, { method: "POST", headers: { "content-type": type, ...headers }, body });
    const unsubscribe = `${ONE_CLICK_UNSUBSCRIBE_PATH}?jeton=${"a".repeat(43)}`;
    // No page build in these tests: past the guard, the request reaches the app's page handler's absence (404).
    for (const headers of FOREIGN)
      expect((await send(unsubscribe, ONE_CLICK_BODY, undefined, headers)).status).not.toBe(403);
    const refused = [
      send(unsubscribe, `${ONE_CLICK_BODY}&x=1`),
      send(unsubscribe, "List-Unsubscribe=One-Click "),
      send(unsubscribe, "email=pirate%40exemple.fr"),
      send(unsubscribe, ONE_CLICK_BODY, "text/plain"),
      send(unsubscribe, ONE_CLICK_BODY, "multipart/form-data; boundary=x"),
      send("/alerte-stock/confirmer?jeton=abc", ONE_CLICK_BODY),
      send("/alerte-stock", ONE_CLICK_BODY),
      send("/connexion", ONE_CLICK_BODY),
      send(`${ONE_CLICK_UNSUBSCRIBE_PATH}/autre`, ONE_CLICK_BODY),
    ];
    for (const res of await Promise.all(refused)) expect(res.status).toBe(403);
  });

  it.each(["text/plain;application/json", "text/plain", "application/jsonx", "multipart/form-data", ""])(
    "refuses the content type %j with 415",
    async (type) => {
      const res = await shop.app.request("/api/promotions/validate", {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: JSON.stringify({ code: "PROMO5", cart_total: 30 }),
      });
      expect(res.status).toBe(415);
      expect(await detailOf(res)).toMatch(/JSON/);
    },
  );

  it("accepts application/json with parameters", async () => {
    const res = await post("/api/promotions/validate", JSON.stringify({ code: "PROMO5", cart_total: 30 }), {
      "content-type": "Application/JSON; charset=utf-8",
    });
    expect(res.status).toBe(200);
  });
});

describe("personal answers are never cached", () => {
  it.each(["/api/auth/me", "/api/orders", "/api/auth/rewards", "/api/cart"])("%s sends no-store", async (path) => {
    const res = await shop.app.request(path, { headers: { cookie: customer.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("the sign-in answer, which carries a token, sends no-store", async () => {
    const res = await post("/api/auth/login", JSON.stringify({ email: "personne@exemple.fr", password: "x" }));
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
