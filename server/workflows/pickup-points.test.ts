import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CarrierProvider } from "#server/modules/shipping/carrier/carrier-provider";
import { createSimulatedCarrier } from "#server/modules/shipping/carrier/simulated-carrier";
import { CARRIER_SILENT, nearestPickupPoints, PICKUP_POINTS_KEPT_MS } from "./pickup-points";

// The pickup points kept a few minutes per carrier and postal code (decision 103, later note): a burst of the same
// request, a page asked again and the check at ordering reach the carrier once; a failure is never kept.

const logger = pino({ level: "silent" });

/** The simulated carrier, counting its calls; `failing` makes the next calls throw. */
function countedCarrier() {
  const real = createSimulatedCarrier({ secret: "secret-des-relais" });
  const state = { calls: 0, failing: false };
  const carrier: CarrierProvider = {
    ...real,
    pickupPoints: async (query) => {
      state.calls++;
      if (state.failing) throw new Error("transporteur en panne");
      return real.pickupPoints(query);
    },
  };
  return { carrier, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the pickup points kept per carrier and postal code", () => {
  it("asks the carrier once for a burst of the same postal code, again for another", async () => {
    const { carrier, state } = countedCarrier();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => nearestPickupPoints({ carrier, logger }, "75011")),
    );
    expect(state.calls).toBe(1);
    expect(new Set(answers.map((points) => points.map(({ id }) => id).join()))).toHaveProperty("size", 1);
    expect(answers[0]).toHaveLength(8);
    await nearestPickupPoints({ carrier, logger }, "75011");
    expect(state.calls).toBe(1);
    await nearestPickupPoints({ carrier, logger }, "69001");
    expect(state.calls).toBe(2);
    // Another carrier (another configuration) keeps its own.
    const other = countedCarrier();
    await nearestPickupPoints({ carrier: other.carrier, logger }, "75011");
    expect(other.state.calls).toBe(1);
  });

  it("asks again once the points are older than their time", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-28T10:00:00Z"));
    const { carrier, state } = countedCarrier();
    await nearestPickupPoints({ carrier, logger }, "75011");
    vi.setSystemTime(new Date(Date.now() + PICKUP_POINTS_KEPT_MS - 1_000));
    await nearestPickupPoints({ carrier, logger }, "75011");
    expect(state.calls).toBe(1);
    vi.setSystemTime(new Date(Date.now() + 2_000));
    await nearestPickupPoints({ carrier, logger }, "75011");
    expect(state.calls).toBe(2);
  });

  it("never keeps a failure: the next request asks the carrier again", async () => {
    const { carrier, state } = countedCarrier();
    state.failing = true;
    await expect(nearestPickupPoints({ carrier, logger }, "75011")).rejects.toMatchObject({ message: CARRIER_SILENT });
    state.failing = false;
    await expect(nearestPickupPoints({ carrier, logger }, "75011")).resolves.toHaveLength(8);
    expect(state.calls).toBe(2);
  });
});
