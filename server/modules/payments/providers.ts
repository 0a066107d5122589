import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client";
import type { Env } from "#server/env";
import type { CardProvider } from "./card-provider";
import { createSimulatedProvider } from "./simulated-card";
import { createStripeProvider } from "./stripe-card";

/** The card provider the configuration names; the simulator by default, so the shop runs offline. */
export function createCardProvider(env: Env, db: Db): CardProvider {
  if (env.CARD_PROVIDER === "stripe") {
    return createStripeProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      apiUrl: env.STRIPE_API_URL,
    });
  }
  // The simulator signs and verifies its own events in this process: a random secret is enough by default.
  return createSimulatedProvider({ db, secret: env.PAYMENT_SIMULATOR_SECRET ?? randomBytes(24).toString("hex") });
}
