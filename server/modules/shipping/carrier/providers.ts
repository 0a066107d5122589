import { randomBytes } from "node:crypto";
import type { Env } from "#server/env";
import type { CarrierProvider } from "./carrier-provider";
import { createSendcloudCarrier } from "./sendcloud-carrier";
import { createSimulatedCarrier } from "./simulated-carrier";

/** The carrier platform the configuration names; the simulated carrier by default, so the shop runs offline. */
export function createCarrierProvider(env: Env): CarrierProvider {
  if (env.SHIPPING_PROVIDER === "sendcloud") {
    return createSendcloudCarrier({
      publicKey: env.SENDCLOUD_PUBLIC_KEY!,
      secretKey: env.SENDCLOUD_SECRET_KEY!,
      shippingMethods: env.SENDCLOUD_SHIPPING_METHODS!,
      apiUrl: env.SENDCLOUD_API_URL,
    });
  }
  // The simulator signs and verifies its own webhooks in this process: a random secret is enough.
  return createSimulatedCarrier({ secret: randomBytes(24).toString("hex") });
}
