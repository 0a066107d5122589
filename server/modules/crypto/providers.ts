import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client";
import type { Env } from "#server/env";
import { createBtcpayProvider } from "./btcpay";
import type { CryptoProvider } from "./provider";
import { createSimulatedCryptoProvider } from "./simulated";

/** The crypto provider the configuration names; the simulator by default, so the shop runs offline. */
export function createCryptoProvider(env: Env, db: Db): CryptoProvider {
  if (env.CRYPTO_PROVIDER === "btcpay") {
    return createBtcpayProvider({
      url: env.BTCPAY_URL!,
      apiKey: env.BTCPAY_API_KEY!,
      storeId: env.BTCPAY_STORE_ID!,
      webhookSecret: env.BTCPAY_WEBHOOK_SECRET!,
      rates: env.CRYPTO_RATES,
    });
  }
  // The simulator signs and verifies its own deliveries in this process: a random secret is enough by default.
  return createSimulatedCryptoProvider({
    db,
    secret: env.CRYPTO_SIMULATOR_SECRET ?? randomBytes(24).toString("hex"),
    rates: env.CRYPTO_RATES,
  });
}
