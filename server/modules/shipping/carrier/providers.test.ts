import { describe, expect, it } from "vitest";
import { parseEnv } from "#server/env";
import { startSendcloudStandIn } from "#server/testing/sendcloud-stand-in";
import { createCarrierProvider } from "./providers";

// SHIPPING_PROVIDER chooses the carrier: the simulated one by default, Sendcloud at SENDCLOUD_API_URL with its keys.

describe("createCarrierProvider", () => {
  it("ships with the simulated carrier when nothing is configured", async () => {
    const carrier = createCarrierProvider(parseEnv({}));
    expect(carrier.name).toBe("simulated");
    const points = await carrier.pickupPoints({ country: "FR", postalCode: "75011", limit: 5 });
    expect(points[0]!.name).toBe("Point relais simulé n° 1 — 75011");
  });

  it("talks to Sendcloud at the configured address with the configured keys", async () => {
    const standIn = await startSendcloudStandIn({ publicKey: "pk-config-0001", secretKey: "sk-config-0001" });
    try {
      const carrier = createCarrierProvider(
        parseEnv({
          SHIPPING_PROVIDER: "sendcloud",
          SENDCLOUD_PUBLIC_KEY: "pk-config-0001",
          SENDCLOUD_SECRET_KEY: "sk-config-0001",
          SENDCLOUD_SHIPPING_METHODS: "home:8,pickup:1234",
          SENDCLOUD_API_URL: standIn.url,
        }),
      );
      expect(carrier.name).toBe("sendcloud");
      const points = await carrier.pickupPoints({ country: "FR", postalCode: "75011", limit: 1 });
      expect(points.map((p) => p.id)).toEqual(["10001"]);
      expect(standIn.requests.map((r) => [r.method, r.path, r.status])).toEqual([
        ["GET", "/api/v2/service-points", 200],
      ]);
    } finally {
      await standIn.close();
    }
  });
});
