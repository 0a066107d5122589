import { describe, expect, it } from "vitest";
import { testParcel } from "#server/testing/carrier-parcel";
import { sendcloudStandInForTests } from "#server/testing/sendcloud-shop";
import { CarrierRefusedError, CarrierUnavailableError, WEEKDAYS } from "./carrier-provider";
import { createSendcloudCarrier } from "./sendcloud-carrier";

// The Sendcloud adapter against a local HTTP stand-in of Sendcloud's API v2: real HTTP, Basic auth, real signatures.

const PUBLIC_KEY = "pk-maisonh-standin-0001";
const SECRET_KEY = "sk-maisonh-standin-9f8e7d6c";
const METHODS = { home: 8, pickup: 1234, express: 5678 };

const standIn = sendcloudStandInForTests({ publicKey: PUBLIC_KEY, secretKey: SECRET_KEY });

const adapter = (overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
  createSendcloudCarrier({
    publicKey: PUBLIC_KEY,
    secretKey: overrides.secretKey ?? SECRET_KEY,
    shippingMethods: METHODS,
    apiUrl: standIn().url,
    timeoutMs: overrides.timeoutMs ?? 2_000,
  });

const parcel = testParcel;

const basicAuth = `Basic ${Buffer.from(`${PUBLIC_KEY}:${SECRET_KEY}`).toString("base64")}`;

describe("the Sendcloud adapter's service points", () => {
  it("asks the service points of the postal code with the keys, and reads them nearest first, hours in French", async () => {
    const points = await adapter().pickupPoints({ country: "FR", postalCode: "75011", limit: 2 });
    const [request] = standIn().requestsTo("GET", "/api/v2/service-points");
    expect(request!.headers.authorization).toBe(basicAuth);
    expect(Object.fromEntries(request!.query)).toMatchObject({ country: "FR", address: "75011" });
    expect(points).toEqual([
      expect.objectContaining({
        id: "10001",
        carrier: "Mondial Relay",
        name: "Point de test A (stand-in)",
        street: "3 Rue du Test",
        postalCode: "75011",
        city: "Paris",
        distanceMetres: 210,
      }),
      expect.objectContaining({ id: "10002", carrier: "Colissimo relais", distanceMetres: 640 }),
    ]);
    expect(points[0]!.openingHours.map((h) => h.day)).toEqual([...WEEKDAYS]);
    expect(points[0]!.openingHours[0]).toEqual({ day: "lundi", hours: "9 h 00 – 12 h 30, 14 h 00 – 19 h 00" });
    expect(points[0]!.openingHours[6]).toEqual({ day: "dimanche", hours: "fermé" });
    expect(points[1]!.openingHours[2]).toEqual({ day: "mercredi", hours: "fermé" });
  });
});

describe("the Sendcloud adapter's parcels", () => {
  it("creates the parcel with its label in one request, then downloads the label PDF", async () => {
    const made = await adapter().createParcel(parcel(), { idempotencyKey: "commande-1-colis-1" });
    const [create] = standIn().requestsTo("POST", "/api/v2/parcels");
    expect(create!.headers.authorization).toBe(basicAuth);
    expect(create!.headers["content-type"]).toBe("application/json");
    expect(create!.body).toEqual({
      parcel: {
        name: "Claire Dupont",
        address: "12 rue de la Roquette",
        address_2: "Bâtiment B",
        postal_code: "75011",
        city: "Paris",
        country: "FR",
        email: "claire@exemple.fr",
        telephone: "+33612345678",
        order_number: "MH-TEST0032",
        external_reference: "commande-1-colis-1",
        weight: "1.250",
        total_order_value: "44.99",
        total_order_value_currency: "EUR",
        quantity: 1,
        request_label: true,
        shipment: { id: 8 },
      },
    });
    const [label] = standIn().requestsTo("GET", "/api/v2/labels/label_printer/1");
    expect(label!.headers.authorization).toBe(basicAuth);
    expect(made).toMatchObject({
      parcelId: "1",
      trackingNumber: "3STANDIN0000001",
      trackingUrl: "https://tracking.example.invalid/3STANDIN0000001",
      carrier: "Colissimo",
    });
    expect(made.labelPdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(made.labelPdf.toString("latin1")).toContain("Stand-in label 3STANDIN0000001");
  });

  it("sends a pickup parcel to its service point with the pickup method", async () => {
    const made = await adapter().createParcel(parcel({ method: "pickup", pickupPointId: "10001" }), {
      idempotencyKey: "relais",
    });
    const [create] = standIn().requestsTo("POST", "/api/v2/parcels");
    expect(create!.body).toMatchObject({ parcel: { to_service_point: 10001, shipment: { id: 1234 } } });
    expect(made.carrier).toBe("Mondial Relay");
  });

  it("gives the first parcel again to a retry with the same key, whether the first answer was lost or not", async () => {
    standIn().fault({ method: "POST", path: "/api/v2/parcels", kind: "lose" });
    await expect(adapter().createParcel(parcel(), { idempotencyKey: "perdue" })).rejects.toThrow(
      CarrierUnavailableError,
    );
    expect(standIn().parcels.size).toBe(1); // made, its answer lost
    const retried = await adapter().createParcel(parcel(), { idempotencyKey: "perdue" });
    const again = await adapter().createParcel(parcel(), { idempotencyKey: "perdue" });
    expect(retried.parcelId).toBe("1");
    expect(again.trackingNumber).toBe(retried.trackingNumber);
    expect(standIn().parcels.size).toBe(1);
    expect(standIn().requestsTo("POST", "/api/v2/parcels")).toHaveLength(1);
    const lookups = standIn().requestsTo("GET", "/api/v2/parcels");
    expect(lookups.map((r) => r.query.get("external_reference"))).toEqual(["perdue", "perdue", "perdue"]);
  });

  it("makes one parcel for two calls at once with the same key", async () => {
    const [a, b] = await Promise.all([
      adapter().createParcel(parcel(), { idempotencyKey: "en-meme-temps" }),
      adapter().createParcel(parcel(), { idempotencyKey: "en-meme-temps" }),
    ]);
    expect(standIn().parcels.size).toBe(1);
    expect(b.parcelId).toBe(a.parcelId);
  });

  it("turns a 500 and a timeout into « unavailable », keys and bad data into « refused », never showing a key", async () => {
    standIn().fault({ method: "POST", path: "/api/v2/parcels", kind: "error" });
    const down = await adapter()
      .createParcel(parcel(), { idempotencyKey: "panne" })
      .catch((err: unknown) => err);
    expect(down).toBeInstanceOf(CarrierUnavailableError);
    expect((down as Error).message).toMatch(/HTTP 500/);

    standIn().fault({ method: "GET", path: "/api/v2/service-points", kind: "slow", ms: 1_500 });
    const started = Date.now();
    const slow = await adapter({ timeoutMs: 300 })
      .pickupPoints({ country: "FR", postalCode: "75011", limit: 5 })
      .catch((err: unknown) => err);
    expect(slow).toBeInstanceOf(CarrierUnavailableError);
    expect((slow as Error).message).toMatch(/n'a pas répondu en 300 ms/);
    expect(Date.now() - started).toBeLessThan(1_400);

    const wrongKeys = await adapter({ secretKey: "sk-pas-la-bonne-cle" })
      .pickupPoints({ country: "FR", postalCode: "75011", limit: 5 })
      .catch((err: unknown) => err);
    expect(wrongKeys).toBeInstanceOf(CarrierRefusedError);
    expect(wrongKeys).toMatchObject({ status: 401 });

    const invalid = await adapter()
      .createParcel(parcel({ weightGrams: 0 }), { idempotencyKey: "sans-poids" })
      .catch((err: unknown) => err);
    expect(invalid).toBeInstanceOf(CarrierRefusedError);
    expect((invalid as Error).message).toMatch(/weight/);

    for (const err of [down, slow, wrongKeys, invalid] as Error[]) {
      expect(`${err.message} ${err.stack}`).not.toContain(SECRET_KEY);
      expect(`${err.message} ${err.stack}`).not.toContain(
        Buffer.from(`${PUBLIC_KEY}:${SECRET_KEY}`).toString("base64"),
      );
    }
  });

  it("refuses a method with no Sendcloud shipping method before asking anything", async () => {
    const partial = createSendcloudCarrier({
      publicKey: PUBLIC_KEY,
      secretKey: SECRET_KEY,
      shippingMethods: { home: 8 },
      apiUrl: standIn().url,
    });
    await expect(partial.createParcel(parcel({ method: "express" }), { idempotencyKey: "x" })).rejects.toThrow(
      /Aucune méthode d'expédition Sendcloud/,
    );
    expect(standIn().requests).toHaveLength(0);
  });

  it("cancels a parcel; an unknown one is refused", async () => {
    const made = await adapter().createParcel(parcel(), { idempotencyKey: "a-annuler" });
    await adapter().cancelParcel(made.parcelId);
    expect(standIn().requestsTo("POST", "/api/v2/parcels/1/cancel")).toHaveLength(1);
    expect(standIn().parcels.get(1)!.status.id).toBe(2000);
    await expect(adapter().cancelParcel("999")).rejects.toMatchObject({ status: 404 });
  });
});

describe("the Sendcloud adapter's webhooks", () => {
  it("reads a status change signed with the secret key; refuses another signature", async () => {
    const made = await adapter().createParcel(parcel(), { idempotencyKey: "suivi" });
    const shipped = standIn().statusChanged(
      Number(made.parcelId),
      { id: 3, message: "En route to sorting center" },
      {
        timestamp: Date.parse("2026-12-01T10:00:00Z"),
      },
    );
    const verdict = adapter().verifyWebhook(shipped.rawBody, shipped.headers);
    expect(verdict).toEqual({
      ok: true,
      events: [
        {
          eventId: `1:3:${Date.parse("2026-12-01T10:00:00Z")}`,
          parcelId: "1",
          status: "shipped",
          at: new Date("2026-12-01T10:00:00Z"),
          message: "En route to sorting center",
        },
      ],
    });
    const delivered = standIn().statusChanged(1, { id: 11, message: "Delivered" });
    const read = adapter().verifyWebhook(delivered.rawBody, delivered.headers);
    expect(read.ok && read.events[0]!.status).toBe("delivered");
    const unknown = standIn().statusChanged(1, {
      id: 1337,
      message: "Unknown status - check carrier track & trace page",
    });
    const other = adapter().verifyWebhook(unknown.rawBody, unknown.headers);
    expect(other.ok && other.events[0]!.status).toBe("other");

    const forged = standIn().statusChanged(1, { id: 11, message: "Delivered" }, { secret: "pas-le-secret" });
    expect(adapter().verifyWebhook(forged.rawBody, forged.headers)).toMatchObject({
      ok: false,
      refusal: "bad-signature",
    });
    expect(adapter().verifyWebhook(delivered.rawBody.replace("Delivered", "Livré"), delivered.headers)).toMatchObject({
      ok: false,
      refusal: "bad-signature",
    });
    expect(adapter().verifyWebhook(delivered.rawBody, {})).toMatchObject({ ok: false, refusal: "missing-signature" });
  });

  it("matches Sendcloud's published example signature", () => {
    // sendcloud.dev: the body {"key": "value"} under the secret « secretkey ».
    const verdict = createSendcloudCarrier({
      publicKey: "p",
      secretKey: "secretkey",
      shippingMethods: {},
    }).verifyWebhook('{"key": "value"}', {
      "sendcloud-signature": "1eed4b3d41f4653ac64fd56f1bf1cbfd349e4482cbc11dff7134bd93e5da4b0a",
    });
    expect(verdict).toEqual({ ok: true, events: [] });
  });
});
