import type { ShippingRates } from "../../core/pricing";
import type { Db } from "../db/client";
import type { Logger } from "../logger";
import type { Mailer } from "../modules/mail/service";
import type { CardProvider } from "../modules/payments/card-provider";
import type { CryptoProvider } from "../modules/crypto/provider";

/** What the cross-module operations (placing, paying, expiring an order) need. */
export interface ShopContext {
  db: Db;
  mailer: Mailer;
  card: CardProvider;
  crypto: CryptoProvider;
  rates: ShippingRates;
  /** Absolute origin of the shop, without a trailing slash. */
  publicUrl: string;
  shopName: string;
  logger: Logger;
  now?: () => Date;
}

export const clock = (ctx: Pick<ShopContext, "now">) => (ctx.now ? ctx.now() : new Date());
