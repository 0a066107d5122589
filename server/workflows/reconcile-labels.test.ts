import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, orders } from "#server/db/schema";
import { type CarrierProvider, CarrierUnavailableError } from "#server/modules/shipping/carrier/carrier-provider";
import { createSendcloudCarrier } from "#server/modules/shipping/carrier/sendcloud-carrier";
import { createSimulatedCarrier } from "#server/modules/shipping/carrier/simulated-carrier";
import { shipments } from "#server/modules/shipping/labels/schema";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin } from "#server/testing/customers";
import { sendcloudStandInForTests } from "#server/testing/sendcloud-shop";
import { setupTestShop } from "#server/testing/test-shop";
import { reconcileLabels } from "./reconcile-labels";
import { CARRIER_SILENT, createLabel, LABEL_EXISTS } from "./shipping-labels";

// Decision 108: a label attempt left `requested` (the shop stopped between the attempt and the carrier's answer) is
// settled by the job — asked again with its own key, never a second parcel; closed when the order no longer wants one.

const shop = setupTestShop();

async function paidOrder() {
  const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody(),
  });
  await payOnSimulatedPage(shop.api, placed.body.url);
  return placed.body.reference;
}

/** `carrier` with its parcel creation cut off once: made (`lose`) or not (`drop`), the answer never arrives. */
function silentOnce(carrier: CarrierProvider, kind: "lose" | "drop"): CarrierProvider {
  let cut = false;
  return {
    ...carrier,
    async createParcel(parcel, options) {
      if (cut) return carrier.createParcel(parcel, options);
      cut = true;
      if (kind === "lose") await carrier.createParcel(parcel, options);
      throw new CarrierUnavailableError("connexion coupée");
    },
  };
}

/** A paid order whose label attempt the carrier never answered: the row is left `requested`. */
async function unansweredLabel(carrier: CarrierProvider) {
  const reference = await paidOrder();
  const admin = await createSignedInAdmin(shop.db);
  await expect(createLabel({ ...shop.context(), carrier }, admin.actor, reference, 900)).rejects.toThrow(
    CARRIER_SILENT,
  );
  const [order] = await shop.db.select().from(orders).where(eq(orders.reference, reference));
  const attempts = () => shop.db.select().from(shipments).where(eq(shipments.orderId, order!.id));
  expect(await attempts()).toMatchObject([{ status: "requested", parcelId: null }]);
  return { reference, admin, attempts };
}

const shipByHand = (reference: string) =>
  shop.db
    .update(orders)
    .set({ fulfilment: "shipped", shippedAt: new Date(), carrier: "La Poste", trackingNumber: "6A123" })
    .where(eq(orders.reference, reference));

describe("reconcileLabels with the simulated carrier", () => {
  it("asks again with the attempt's own key once it is stale: one parcel, recorded and audited; a fresh attempt is left alone", async () => {
    const carrier = createSimulatedCarrier({ secret: "s" });
    const { reference, admin, attempts } = await unansweredLabel(silentOnce(carrier, "drop"));
    const [attempt] = await attempts();

    // Within the in-flight window the job leaves it to the call that may still answer.
    expect(await reconcileLabels({ ...shop.context(2), carrier })).toEqual({ created: 0, failed: 0, waiting: 0 });
    expect(await attempts()).toMatchObject([{ status: "requested" }]);

    expect(await reconcileLabels({ ...shop.context(6), carrier })).toEqual({ created: 1, failed: 0, waiting: 0 });
    const [made] = await attempts();
    expect(made).toMatchObject({ id: attempt!.id, status: "created", failure: null, weightGrams: 900 });
    expect(made!.labelPdf!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await carrier.findParcel(attempt!.id)).toMatchObject({ parcelId: made!.parcelId });
    const audit = await shop.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reference), eq(auditLog.action, "order.label-created")));
    expect(audit).toMatchObject([{ actorEmail: "Rapprochement des étiquettes" }]);

    // Settled: the next run has nothing, and the team is told a label exists.
    expect(await reconcileLabels({ ...shop.context(20), carrier })).toEqual({ created: 0, failed: 0, waiting: 0 });
    await expect(createLabel({ ...shop.context(), carrier }, admin.actor, reference, 900)).rejects.toThrow(
      LABEL_EXISTS,
    );
    expect(await attempts()).toHaveLength(1);
  });

  it("an order shipped by hand meanwhile: the parcel made under the key is recorded; without one, closed as failed, none made", async () => {
    const carrier = createSimulatedCarrier({ secret: "s" });
    const made = await unansweredLabel(silentOnce(carrier, "lose"));
    const never = await unansweredLabel(silentOnce(carrier, "drop"));
    await shipByHand(made.reference);
    await shipByHand(never.reference);

    expect(await reconcileLabels({ ...shop.context(6), carrier })).toEqual({ created: 1, failed: 1, waiting: 0 });
    expect(await made.attempts()).toMatchObject([{ status: "created" }]);
    const [closed] = await never.attempts();
    expect(closed).toMatchObject({ status: "failed", parcelId: null });
    expect(closed!.failure).toBe("Demande close sans colis chez le transporteur : la commande est expédiée.");
    expect(await carrier.findParcel(closed!.id)).toBeNull();
  });
});

describe("reconcileLabels with Sendcloud (its stand-in)", () => {
  const standIn = sendcloudStandInForTests({ publicKey: "pk-rapp-0001", secretKey: "sk-rapp-0001" });
  let carrier: CarrierProvider;
  beforeEach(() => {
    carrier = createSendcloudCarrier({
      publicKey: "pk-rapp-0001",
      secretKey: "sk-rapp-0001",
      shippingMethods: { home: 8, pickup: 1234 },
      apiUrl: standIn().url,
      timeoutMs: 2_000,
    });
  });

  it("the parcel made but its answer lost: found by its external reference, one parcel; the carrier down → kept for later", async () => {
    standIn().fault({ method: "POST", path: "/api/v2/parcels", kind: "lose", times: 1 });
    const { attempts } = await unansweredLabel(carrier);
    const [attempt] = await attempts();
    expect(standIn().parcels.size).toBe(1);

    standIn().fault({ method: "GET", path: "/api/v2/parcels", kind: "error", times: 1 });
    expect(await reconcileLabels({ ...shop.context(6), carrier })).toEqual({ created: 0, failed: 0, waiting: 1 });
    expect(await attempts()).toMatchObject([{ status: "requested" }]);

    // Two instances' runs at once, once it is stale again: one takes it, one parcel in all.
    const runs = await Promise.all([
      reconcileLabels({ ...shop.context(12), carrier }),
      reconcileLabels({ ...shop.context(12), carrier }),
    ]);
    expect(runs.reduce((sum, r) => sum + r.created, 0)).toBe(1);
    expect(await attempts()).toMatchObject([{ id: attempt!.id, status: "created" }]);
    expect(standIn().parcels.size).toBe(1);
    expect([...standIn().parcels.values()][0]).toMatchObject({ external_reference: attempt!.id });
  });

  it("the call never reached Sendcloud: asked again with the same key, one parcel", async () => {
    standIn().fault({ method: "POST", path: "/api/v2/parcels", kind: "error", times: 1 });
    const { attempts } = await unansweredLabel(carrier);
    expect(standIn().parcels.size).toBe(0);
    expect(await reconcileLabels({ ...shop.context(6), carrier })).toEqual({ created: 1, failed: 0, waiting: 0 });
    const [made] = await attempts();
    expect(made).toMatchObject({ status: "created" });
    expect(standIn().parcels.size).toBe(1);
    expect([...standIn().parcels.values()][0]).toMatchObject({ external_reference: made!.id });
  });

  it("an order shipped by hand meanwhile: the parcel found under its external reference is recorded, never a new one", async () => {
    standIn().fault({ method: "POST", path: "/api/v2/parcels", kind: "lose", times: 1 });
    const made = await unansweredLabel(carrier);
    standIn().fault({ method: "POST", path: "/api/v2/parcels", kind: "error", times: 1 });
    const never = await unansweredLabel(carrier);
    await shipByHand(made.reference);
    await shipByHand(never.reference);
    expect(standIn().parcels.size).toBe(1);

    expect(await reconcileLabels({ ...shop.context(6), carrier })).toEqual({ created: 1, failed: 1, waiting: 0 });
    expect(await made.attempts()).toMatchObject([{ status: "created" }]);
    expect(await never.attempts()).toMatchObject([{ status: "failed", parcelId: null }]);
    expect(standIn().parcels.size).toBe(1);
  });
});
