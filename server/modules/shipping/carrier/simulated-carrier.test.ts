import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { testParcel } from "#server/testing/carrier-parcel";
import { CarrierRefusedError, WEEKDAYS } from "./carrier-provider";
import { createSimulatedCarrier } from "./simulated-carrier";
import { SPECIMEN_LABEL_NOTICE } from "./simulated-label";

// The built-in carrier: the same answers for the same question, labels that say what they are, idempotent parcels,
// and tracking that moves only when told, through signed webhooks.

const carrier = () =>
  createSimulatedCarrier({ secret: "secret-du-simulateur-de-test", now: () => new Date("2026-12-01T09:30:00Z") });

const pdfText = async (pdf: Buffer) => (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;

const parcel = testParcel;

describe("the simulated carrier's pickup points", () => {
  it("gives the same points for the same postal code, nearest first, named and addressed as simulations", async () => {
    const first = await carrier().pickupPoints({ country: "FR", postalCode: "75011", limit: 5 });
    const again = await carrier().pickupPoints({ country: "FR", postalCode: "75011", limit: 5 });
    expect(first).toHaveLength(5);
    expect(again).toEqual(first);
    const distances = first.map((p) => p.distanceMetres!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(new Set(distances).size).toBe(5);
    for (const [i, point] of first.entries()) {
      expect(point.name).toBe(`Point relais simulé n° ${i + 1} — 75011`);
      expect(point.street).toMatch(/\(adresse simulée\)$/);
      expect(point.carrier).toMatch(/^(Mondial Relay|Colissimo relais) \(simulation\)$/);
      // The city is La Poste's for the code.
      expect(point).toMatchObject({ postalCode: "75011", city: "Paris", country: "FR" });
      expect(point.openingHours.map((h) => h.day)).toEqual([...WEEKDAYS]);
      for (const { hours } of point.openingHours)
        expect(hours).toMatch(/^(fermé|\d{1,2} h \d{2} – \d{1,2} h \d{2}(, .*)?)$/);
    }
    expect(new Set(first.map((p) => p.id)).size).toBe(5);
  });

  it("gives other points for another code, at most `limit`, and none for a code that is not one", async () => {
    const paris = await carrier().pickupPoints({ country: "FR", postalCode: "75011", limit: 3 });
    const lyon = await carrier().pickupPoints({ country: "FR", postalCode: "69003", limit: 3 });
    expect(lyon).toHaveLength(3);
    expect(lyon[0]!.city).toBe("Lyon");
    expect(lyon.map((p) => p.distanceMetres)).not.toEqual(paris.map((p) => p.distanceMetres));
    expect(await carrier().pickupPoints({ country: "FR", postalCode: "7501", limit: 5 })).toEqual([]);
    // A well-formed code La Poste does not use.
    expect(await carrier().pickupPoints({ country: "FR", postalCode: "00000", limit: 5 })).toEqual([]);
  });
});

describe("the simulated carrier's parcels", () => {
  it("draws a PDF label marked as a specimen, with the addressee, the weight and the tracking number", async () => {
    const made = await carrier().createParcel(parcel(), { idempotencyKey: "commande-1-colis-1" });
    expect(made.labelPdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(made.trackingNumber).toMatch(/^SIMU\d{10}FR$/);
    expect(made.trackingUrl).toBeNull();
    expect(made.carrier).toBe("Colissimo (simulation)");
    const text = await pdfText(made.labelPdf);
    expect(text).toContain(SPECIMEN_LABEL_NOTICE);
    expect(text).toContain("Claire Dupont");
    expect(text).toContain("12 rue de la Roquette");
    expect(text).toContain("75011 Paris");
    expect(text).toContain("Poids : 1,25 kg (1250 g)");
    expect(text).toContain(made.trackingNumber);
    expect(text).toContain("Commande MH-TEST0032");
  });

  it("prints the chosen pickup point on the label", async () => {
    const simulated = carrier();
    const [point] = await simulated.pickupPoints({ country: "FR", postalCode: "75011", limit: 1 });
    const made = await simulated.createParcel(parcel({ method: "pickup", pickupPointId: point!.id }), {
      idempotencyKey: "commande-2-colis-1",
    });
    expect(made.carrier).toBe("Mondial Relay (simulation)");
    const text = await pdfText(made.labelPdf);
    expect(text).toContain("À remettre au point relais");
    expect(text).toContain(point!.name);
    await expect(
      simulated.createParcel(parcel({ method: "pickup" }), { idempotencyKey: "sans-point" }),
    ).rejects.toThrow(CarrierRefusedError);
  });

  it("makes one parcel per idempotency key, even for calls made at once; another key, another parcel", async () => {
    const simulated = carrier();
    const [a, b] = await Promise.all([
      simulated.createParcel(parcel(), { idempotencyKey: "commande-3-colis-1" }),
      simulated.createParcel(parcel(), { idempotencyKey: "commande-3-colis-1" }),
    ]);
    const later = await simulated.createParcel(parcel({ weightGrams: 900 }), { idempotencyKey: "commande-3-colis-1" });
    expect(b).toBe(a);
    expect(later).toBe(a);
    // The ids come from the key: a restarted simulator gives the same parcel for it.
    const restarted = await carrier().createParcel(parcel(), { idempotencyKey: "commande-3-colis-1" });
    expect(restarted).toMatchObject({ parcelId: a.parcelId, trackingNumber: a.trackingNumber });
    const other = await simulated.createParcel(parcel(), { idempotencyKey: "commande-4-colis-1" });
    expect(other.parcelId).not.toBe(a.parcelId);
    expect(other.trackingNumber).not.toBe(a.trackingNumber);
  });

  it("cancels a label not yet handed over, and refuses once the parcel is on its way or unknown", async () => {
    const simulated = carrier();
    const first = await simulated.createParcel(parcel(), { idempotencyKey: "annulee" });
    await simulated.cancelParcel(first.parcelId);
    expect(simulated.statusOf(first.parcelId)).toBe("cancelled");
    const second = await simulated.createParcel(parcel(), { idempotencyKey: "partie" });
    simulated.advance(second.parcelId);
    await expect(simulated.cancelParcel(second.parcelId)).rejects.toThrow(/déjà chez le transporteur/);
    await expect(simulated.cancelParcel("SIM-inconnu")).rejects.toThrow(CarrierRefusedError);
  });
});

describe("the simulated carrier's tracking", () => {
  it("advances a home parcel step by step through signed webhooks its own verification reads", async () => {
    const simulated = carrier();
    const { parcelId } = await simulated.createParcel(parcel(), { idempotencyKey: "suivi-domicile" });
    expect(simulated.statusOf(parcelId)).toBe("announced");
    const statuses: string[] = [];
    for (let step = 0; step < 3; step++) {
      const { rawBody, headers } = simulated.advance(parcelId);
      const verdict = simulated.verifyWebhook(rawBody, headers);
      if (!verdict.ok) throw new Error(verdict.message);
      expect(verdict.events).toHaveLength(1);
      expect(verdict.events[0]).toMatchObject({ parcelId, at: new Date("2026-12-01T09:30:00Z") });
      statuses.push(verdict.events[0]!.status);
    }
    expect(statuses).toEqual(["shipped", "in_transit", "delivered"]);
    expect(() => simulated.advance(parcelId)).toThrow(/plus d'étape/);
  });

  it("stops a pickup parcel at its point before delivery, and can be told any status", async () => {
    const simulated = carrier();
    const [point] = await simulated.pickupPoints({ country: "FR", postalCode: "75011", limit: 1 });
    const { parcelId } = await simulated.createParcel(parcel({ method: "pickup", pickupPointId: point!.id }), {
      idempotencyKey: "suivi-relais",
    });
    simulated.advance(parcelId);
    simulated.advance(parcelId);
    const arrived = simulated.advance(parcelId);
    const atPoint = simulated.verifyWebhook(arrived.rawBody, arrived.headers);
    expect(atPoint.ok && atPoint.events[0]!.status).toBe("awaiting_pickup");
    const exception = simulated.advance(parcelId, "exception");
    const read = simulated.verifyWebhook(exception.rawBody, exception.headers);
    expect(read.ok && read.events[0]!.status).toBe("exception");
  });

  it("refuses a webhook without signature, with a wrong one, or signed with another secret", async () => {
    const simulated = carrier();
    const { parcelId } = await simulated.createParcel(parcel(), { idempotencyKey: "signature" });
    const { rawBody, headers } = simulated.advance(parcelId);
    expect(simulated.verifyWebhook(rawBody, {})).toMatchObject({ ok: false, refusal: "missing-signature" });
    expect(simulated.verifyWebhook(`${rawBody} `, headers)).toMatchObject({ ok: false, refusal: "bad-signature" });
    expect(simulated.verifyWebhook(rawBody, { "Sendcloud-Signature": "zz" })).toMatchObject({
      ok: false,
      refusal: "bad-signature",
    });
    const other = createSimulatedCarrier({ secret: "un-autre-secret-de-simulateur" });
    expect(other.verifyWebhook(rawBody, headers)).toMatchObject({ ok: false, refusal: "bad-signature" });
    // Header names are read whatever their case.
    expect(simulated.verifyWebhook(rawBody, { "Sendcloud-Signature": Object.values(headers)[0] })).toMatchObject({
      ok: true,
    });
  });
});
