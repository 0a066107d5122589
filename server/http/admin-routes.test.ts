// The role matrix over the whole route table (issue 13): every page and call of the back office refuses a visitor
// (401), a customer (403) and an administrator who has not passed the second factor (403, but for the second
// factor's own page and calls); every other route is listed below as public, so a new route must be classified
// here before it can exist — it cannot slip out of the back office unnoticed.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import routeTable from "#app/routes";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import { authOptions } from "#server/app";
import { parseEnv } from "#server/env";
import { adminAreaOf, adminGate } from "./admin-gate";

const shop = setupTestShop();

/** Public routes: the storefront's pages and calls (method and path as the routers declare them). */
const PUBLIC_CALLS = new Set([
  "GET /api/health",
  "GET /api/ready",
  // Not the back office's: its own token (METRICS_TOKEN), 404 without one (observability.test.ts).
  "GET /metrics",
  "GET /api/catalog/products",
  "GET /api/catalog/honeys/:id",
  "POST /api/promotions/validate",
  "POST /api/promotions/shipping",
  // The communes of a French postal code, for the checkout form (public data of La Poste, decision 087).
  "GET /api/postal-codes/:code",
  // The carrier's pickup points near a French postal code, for the checkout's « En point relais » (decision 103).
  "GET /api/shipping/pickup-points",
  // The carrier platform's tracking events, signed by it like the payment webhooks (decision 106).
  "POST /api/shipping/webhook/:provider",
  // A newsletter's List-Unsubscribe address: the mail client's one-click POST, a browser's GET (decision 115).
  "POST /api/newsletter/desabonnement",
  "GET /api/newsletter/desabonnement",
  "POST /api/auth/register",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "GET /api/auth/me",
  "GET /api/auth/me/export",
  "POST /api/auth/me/delete",
  "GET /api/auth/rewards",
  "GET /api/auth/verify-email",
  "POST /api/auth/resend-verification",
  "POST /api/auth/password-reset",
  "POST /api/auth/password-reset/confirm",
  "GET /api/cart",
  "PUT /api/cart",
  "POST /api/cart/merge",
  // A signed-in customer's favourites (decision 114): 401 for a visitor, in favourites.test.ts.
  "GET /api/favourites",
  "PUT /api/favourites/:productId",
  "DELETE /api/favourites/:productId",
  "POST /api/favourites/merge",
  "POST /api/payments/checkout/cart",
  "POST /api/payments/checkout/session",
  "GET /api/payments/checkout/status/:sessionId",
  "POST /api/payments/webhook/:provider",
  "POST /api/payments/simulated/:sessionId/pay",
  "POST /api/payments/simulated/:sessionId/cancel",
  "GET /api/crypto/currencies",
  "POST /api/crypto/create/cart",
  "POST /api/crypto/create",
  "GET /api/crypto/status/:chargeId",
  "GET /api/crypto/return/:orderId",
  "POST /api/crypto/webhook/:provider",
  "GET /api/crypto/simulated/:invoiceId",
  "POST /api/crypto/simulated/:invoiceId/pay",
  "GET /api/orders",
  "GET /api/orders/:reference",
  "POST /api/orders/:reference/withdrawal",
  "GET /api/orders/:reference/documents/:id",
  // The account page (decision 113): the signed-in customer's own, 401 otherwise; the e-mail link's confirmation.
  "POST /api/orders/:reference/cancel",
  "POST /api/orders/:reference/reorder",
  "GET /api/account/addresses",
  "POST /api/account/addresses",
  "PUT /api/account/addresses/:id",
  "DELETE /api/account/addresses/:id",
  "POST /api/account/addresses/:id/default",
  "POST /api/account/password",
  "POST /api/account/email",
  "POST /api/account/email/confirm",
  "GET /api/orders/:reference/gift-receipt",
  "POST /api/events",
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/init.js",
  "GET /api/docs/swagger-ui.css",
  "GET /api/docs/swagger-ui-bundle.js",
  "GET /dev/boite-mail",
  "GET /dev/boite-mail/:id{[0-9]+}",
  // The mails' pictures (decision 119): the logo and the products' illustrations as PNG, public like the SVGs.
  "GET /images/mail/logo.png",
  "GET /images/mail/produits/:file",
  // The product photos' files (decision 030): public like the storefront's images.
  "GET /media/:folder/:name",
]);

const PUBLIC_PAGES = new Set([
  "/sitemap.xml",
  "/robots.txt",
  "/",
  "/catalogue",
  "/miels-collection",
  "/miel/:id",
  "/parfums-homme",
  "/parfums-femme",
  "/parfum/:id",
  "/autres-collection",
  "/articles",
  "/mentions-legales",
  "/cgv",
  "/confidentialite",
  "/cookies",
  // A lot's traceability, opened by the QR code on its jar (decision 038).
  "/lot/:code",
  // Customers' reviews (decision 110): an invitation's link (its token is the key), the reviews' charter.
  "/avis/:token",
  "/avis-clients/charte",
  // The newsletter's sign-up, confirmation and unsubscribe pages (decision 115).
  "/newsletter",
  "/newsletter/confirmer",
  "/newsletter/desabonnement",
  // Back-in-stock alerts (decision 111): « Me prévenir » and the links of its mails.
  "/alerte-stock",
  "/alerte-stock/confirmer",
  "/alerte-stock/desabonnement",
  "/panier",
  "/cart",
  "/connexion",
  "/login",
  "/profil",
  "/profile",
  "/profil/adresses",
  "/profil/securite",
  "/profil/confirmer-email",
  "/profil/favoris",
  "/verify-email",
  "/mot-de-passe-oublie",
  "/reinitialiser-mot-de-passe",
  "/checkout",
  "/paiement",
  "/paiement/succes",
  "/paiement/annule",
  "/paiement-simule/:sessionId",
  "/commandes/:reference",
  "/commandes/:reference/retractation",
  "/crypto-payment",
  "/crypto-simule/:invoiceId",
  "/*",
]);

function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const here = entry.path !== undefined || entry.index ? [own || "/"] : [];
    return [...here, ...pagePaths(entry.children ?? [], own)];
  });
}

function apiRoutes() {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of shop.app.routes) {
    if (route.method === "ALL" || route.path.endsWith("*")) continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

/** A concrete address for a declared path: each parameter gets a plausible value. */
const concrete = (path: string) => path.replace(/:(\w+)/g, "exemple-$1").replace(/\*$/, "une-page");

describe("role matrix over the route table", () => {
  it("classifies every route: back office or listed as public", () => {
    const unclassified = [
      ...apiRoutes()
        .map((r) => `${r.method} ${r.path}`)
        .filter((key) => !adminAreaOf(key.split(" ")[1]!) && !PUBLIC_CALLS.has(key)),
      ...pagePaths(routeTable).filter((path) => !adminAreaOf(path) && !PUBLIC_PAGES.has(path)),
    ];
    expect(unclassified, "routes ni administration ni publiques déclarées ici").toEqual([]);
  });

  it("refuses every back-office call to a visitor (401), a customer and an admin without second factor (403)", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const pending = await createSignedInAdmin(shop.db, { secondFactor: false });
    const admin = await createSignedInAdmin(shop.db);
    const calls = apiRoutes().filter((r) => adminAreaOf(r.path));
    expect(calls.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    for (const { method, path } of calls) {
      const enrolment = adminAreaOf(path) === "enrolment";
      const url = concrete(path);
      const send = (cookie?: string, bearer?: string) =>
        shop.api.request(method, url, { body: method === "GET" ? undefined : {}, cookie, bearer });
      const statuses = {
        visitor: (await send()).status,
        customer: (await send(customer.token)).status,
        customerBearer: (await send(undefined, customer.token)).status,
        pending: (await send(pending.token)).status,
      };
      expect(statuses, `${method} ${path}`).toEqual({
        visitor: 401,
        customer: 403,
        customerBearer: 403,
        pending: enrolment ? expect.not.toBeOneOf([401, 403]) : 403,
      });
      // An administrator gets past the door (whatever the route then answers to this made-up request).
      expect([401, 403], `${method} ${path} (administrateur)`).not.toContain((await send(admin.token)).status);
      seen.push(`${method} ${path}`);
    }
    console.info(`matrice des rôles : ${seen.length} appels d'administration vérifiés`);
  });

  it("never lets a back-office page answer a refused visitor with its content, whatever its loader does", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const pending = await createSignedInAdmin(shop.db, { secondFactor: false });
    const admin = await createSignedInAdmin(shop.db);
    // A page that forgot its own check: the gate still refuses.
    const careless = new Hono();
    careless.use(adminGate({ db: shop.db, auth: authOptions(parseEnv({ NODE_ENV: "test" })) }));
    careless.all("*", (c) => c.html("<p>contenu réservé</p>"));
    const pages = pagePaths(routeTable).filter((path) => adminAreaOf(path));
    // Other spellings of the same address reach the same route in React Router.
    const spellings = (path: string) => [path, path.toUpperCase(), path.replace("/admin", "/%61dmin"), `${path}.data`];
    let checked = 0;
    for (const path of pages) {
      const enrolment = adminAreaOf(path) === "enrolment";
      for (const url of spellings(concrete(path))) {
        const get = async (token?: string) => {
          const res = await careless.request(url, { headers: token ? { cookie: `maisonh_session=${token}` } : {} });
          const leaked = (await res.text()).includes("contenu réservé");
          return res.status === 200 && leaked ? "contenu" : res.status;
        };
        expect(await get(), url).toBe(401);
        expect(await get(customer.token), url).toBe(403);
        expect(await get(pending.token), url).toBe(enrolment ? "contenu" : 403);
        expect(await get(admin.token), url).toBe("contenu");
        checked++;
      }
    }
    expect(pages.length).toBeGreaterThanOrEqual(3);
    console.info(`matrice des rôles : ${pages.length} pages d'administration vérifiées (${checked} adresses)`);
  });
});
