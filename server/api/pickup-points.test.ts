import { PDFParse } from "pdf-parse";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { orders } from "#server/modules/orders/schema";
import { createSendcloudCarrier } from "#server/modules/shipping/carrier/sendcloud-carrier";
import { createSimulatedCarrier } from "#server/modules/shipping/carrier/simulated-carrier";
import { deliveryAddress } from "#server/testing/addresses";
import { apiClient } from "#server/testing/api-client";
import { checkoutBody, guestEmail, payOnSimulatedPage } from "#server/testing/checkout";
import { sendcloudStandInForTests } from "#server/testing/sendcloud-shop";
import { shopRows } from "#server/testing/shop-rows";
import { setupTestShop } from "#server/testing/test-shop";
import { documentLinksOf } from "#server/workflows/invoices";
import { CARRIER_SILENT, nearestPickupPoints, POINT_GONE, TOO_MANY_SEARCHES } from "#server/workflows/pickup-points";

// Issue 32, decision 103: the pickup points at checkout, from the carrier (the simulated one unless said), and the
// point an order keeps — asked of the carrier again by the server, never taken from the browser.

const shop = setupTestShop();
const rows = shopRows(shop);

interface Point {
  id: string;
  carrier: string;
  name: string;
  street: string;
  postal_code: string;
  city: string;
  distance_metres: number | null;
  opening_hours: { day: string; hours: string }[];
}
type Answer = { points: Point[]; detail?: string };

const pointsOf = async (query: string, app = shop.app) => {
  const { status, body } = await apiClient(app).call<Answer>("GET", `/api/shipping/pickup-points?${query}`);
  return { status, body };
};

const standIn = sendcloudStandInForTests({ publicKey: "pk-relais-0001", secretKey: "sk-relais-0001" });
const SENDCLOUD = () => ({
  SHIPPING_PROVIDER: "sendcloud",
  SENDCLOUD_PUBLIC_KEY: "pk-relais-0001",
  SENDCLOUD_SECRET_KEY: "sk-relais-0001",
  SENDCLOUD_SHIPPING_METHODS: "home:8,pickup:1234",
  SENDCLOUD_API_URL: standIn().url,
});

const paris = (email = guestEmail()) => ({ ...deliveryAddress(email), city: "Paris", postalCode: "75011" });

describe("GET /api/shipping/pickup-points", () => {
  it("gives the carrier's nearest points to a French postal code, nearest first, with their week", async () => {
    const { status, body } = await pointsOf("country=France&postal_code=75011");
    expect(status).toBe(200);
    const carrier = createSimulatedCarrier({ secret: "x" });
    const expected = await carrier.pickupPoints({ country: "FR", postalCode: "75011", limit: 8 });
    expect(body.points.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(body.points).toHaveLength(8);
    expect(body.points[0]).toMatchObject({ postal_code: "75011", city: "Paris", name: expected[0]!.name });
    const distances = body.points.map((p) => p.distance_metres!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.points[0]!.opening_hours.map((h) => h.day)).toEqual([
      "lundi",
      "mardi",
      "mercredi",
      "jeudi",
      "vendredi",
      "samedi",
      "dimanche",
    ]);
  });

  it("refuses in French what is not a French postal code, and another country", async () => {
    for (const bad of ["7501", "75O11", "750111", ""]) {
      const answer = await pointsOf(`country=France&postal_code=${bad}`);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/Code postal invalide : 5 chiffres en France/);
    }
    const belgium = await pointsOf("country=Belgique&postal_code=1000");
    expect(belgium.status).toBe(400);
    expect(belgium.body.detail).toMatch(/qu'en France/);
  });

  it("answers 503 with what to do when the carrier fails, never a 500", async () => {
    standIn().fault({ method: "GET", path: "/api/v2/service-points", kind: "error" });
    const down = await pointsOf("country=France&postal_code=75011", shop.appWith(SENDCLOUD()));
    expect(down).toEqual({ status: 503, body: { detail: CARRIER_SILENT } });
    standIn().fault({ method: "GET", path: "/api/v2/service-points", kind: "unauthorized" });
    const refused = await pointsOf("country=France&postal_code=75011", shop.appWith(SENDCLOUD()));
    expect(refused.status).toBe(503);
  });

  it("limits a client address's searches per minute, counted on the database: a burst of postal codes is refused 429", async () => {
    const app = shop.appWith({ PICKUP_POINTS_PER_MINUTE_PER_ADDRESS: "3" });
    const from = "198.51.100.77";
    const codes = ["75001", "75002", "75003", "75004", "75005"];
    const answers = await Promise.all(
      codes.map((code) =>
        apiClient(app).call<Answer>("GET", `/api/shipping/pickup-points?country=France&postal_code=${code}`, { from }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body.detail).toBe(TOO_MANY_SEARCHES);
    const elsewhere = await apiClient(app).call<Answer>(
      "GET",
      "/api/shipping/pickup-points?country=France&postal_code=75006",
      {
        from: "203.0.113.9",
      },
    );
    expect(elsewhere.status).toBe(200);
  });

  it("gives up on a slow carrier at the deadline with the same message", async () => {
    standIn().fault({ method: "GET", path: "/api/v2/service-points", kind: "slow", ms: 2_000 });
    const carrier = createSendcloudCarrier({
      publicKey: "pk-relais-0001",
      secretKey: "sk-relais-0001",
      shippingMethods: { home: 8, pickup: 1234 },
      apiUrl: standIn().url,
    });
    const started = Date.now();
    const asked = nearestPickupPoints({ carrier, logger: pino({ level: "silent" }) }, "75011", 300);
    await expect(asked).rejects.toMatchObject({ kind: "unavailable", message: CARRIER_SILENT });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe("a basket checkout to a pickup point", () => {
  const checkout = (body: Record<string, unknown>, app = shop.app) =>
    apiClient(app).call<{ detail?: string; url?: string; reference?: string }>("POST", "/api/payments/checkout/cart", {
      body,
    });

  it("keeps the carrier's point for the delivery postal code, at the pickup rate; its answers name it", async () => {
    const chosen = (await pointsOf("country=France&postal_code=75011")).body.points[2]!;
    const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody({ shipping_address: paris(), delivery_method: "pickup", pickup_point_id: chosen.id }),
    });
    expect(placed.status).toBe(200);
    const order = await rows.orderOf(placed.body.reference);
    expect(order.deliveryMethod).toBe("pickup");
    expect(order.pickupPoint).toEqual({
      id: chosen.id,
      carrier: chosen.carrier,
      name: chosen.name,
      street: chosen.street,
      postalCode: "75011",
      city: "Paris",
    });
    expect(order.shippingAddress).toMatchObject({ address: "12 rue des Abeilles", postalCode: "75011" });

    const atHome = await shop.api.call<{ reference: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody({ shipping_address: paris() }),
    });
    const homeOrder = await rows.orderOf(atHome.body.reference);
    expect(homeOrder).toMatchObject({ deliveryMethod: "home", pickupPoint: null });
    // The pickup point's own rate (decision 109): 2,49 € where home delivery costs 2,99 €.
    expect([order.shippingCents, homeOrder.shippingCents]).toEqual([249, 299]);

    await payOnSimulatedPage(shop.api, placed.body.url);
    const status = await shop.api.call<{ delivery_method: string; pickup_point: { name: string } | null }>(
      "GET",
      `/api/payments/checkout/status/${placed.body.url.split("/").pop()!}`,
    );
    expect(status.body).toMatchObject({ delivery_method: "pickup", pickup_point: { name: chosen.name } });

    // It follows the order: its page (by the guest's session key), the confirmation mail and the invoice.
    const said = `Point relais : ${chosen.name}, ${chosen.street}, 75011 Paris (${chosen.carrier})`;
    const key = placed.body.url.split("/").pop()!;
    const page = await shop.api.call<{ order: { pickupPoint: { id: string } | null } }>(
      "GET",
      `/api/orders/${placed.body.reference}?cle=${key}`,
    );
    expect(page.body.order.pickupPoint).toMatchObject({ id: chosen.id });
    const [mail] = await rows.mailsAbout(placed.body.reference);
    // The mail sets its colon after a narrow no-break space (core/typography.ts).
    expect(mail!.text).toContain(`${said.replace(" :", "\u202f:")}, au nom de Claire Martin.`);
    expect(mail!.text).not.toContain("Livraison à\u202f:");
    const [invoice] = await documentLinksOf(shop.db, order.id);
    const pdf = await shop.api.request(
      "GET",
      `/api/orders/${placed.body.reference}/documents/${invoice!.id}?cle=${key}`,
    );
    const text = (await new PDFParse({ data: new Uint8Array(await pdf.arrayBuffer()) }).getText()).text;
    expect(text.replace(/\s+/g, " ")).toContain(said);
    expect(text).toMatch(/Facturé à\s+Claire Martin\s+12 rue des Abeilles\s+75011 Paris/);
  });

  it("refuses a point that is not among the carrier's for that postal code, and a forged one: no order", async () => {
    const lyons = (await pointsOf("country=France&postal_code=69001")).body.points[0]!;
    for (const pointId of [lyons.id, "SIM-FR-75011-99", "<script>", ""]) {
      const refused = await shop.api.call<{ detail: string }>("POST", "/api/payments/checkout/cart", {
        body: checkoutBody({ shipping_address: paris(), delivery_method: "pickup", pickup_point_id: pointId }),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(pointId ? POINT_GONE : "Choisissez un point relais dans la liste.");
    }
    const belgian = await shop.api.call<{ detail: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody({
        shipping_address: {
          ...deliveryAddress(guestEmail()),
          country: "Belgique",
          postalCode: "1000",
          city: "Bruxelles",
        },
        delivery_method: "pickup",
        pickup_point_id: "SIM-BE-1000-1",
      }),
    });
    expect(belgian.status).toBe(400);
    expect(await shop.db.select().from(orders)).toHaveLength(0);
  });

  it("carrier down: the pickup order is refused with 503 and nothing written; home delivery still goes through", async () => {
    standIn().fault({ method: "GET", path: "/api/v2/service-points", kind: "error" });
    const app = shop.appWith(SENDCLOUD());
    const refused = await checkout(
      checkoutBody({ shipping_address: paris(), delivery_method: "pickup", pickup_point_id: "10001" }),
      app,
    );
    expect(refused).toMatchObject({ status: 503, body: { detail: CARRIER_SILENT } });
    expect(await shop.db.select().from(orders)).toHaveLength(0);
    const home = await checkout(checkoutBody({ shipping_address: paris() }), app);
    expect(home.status).toBe(200);
  });
});
