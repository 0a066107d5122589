import { z } from "zod";
import { DEFAULT_FREE_SHIPPING_FROM_CENTS, DEFAULT_SHIPPING_CENTS, SHIPPING_COUNTRIES } from "#core/pricing";

/** Per delivery country: a flat rate, and the amount (after discount) from which delivery is free. */
export interface ShippingRates {
  /** Country name → flat rate in cents */
  ratesCents: Record<string, number>;
  /** Country name → order amount (after discount) from which delivery is free; absent: never free */
  freeFromCents: Record<string, number>;
}

/** `SHIPPING_RATES` when unset: France 2,99 € (free from 45 €), Belgium and Luxembourg 6,90 € (free from 80 €), Switzerland 12,90 €. */
export const DEFAULT_SHIPPING_RATES = `France:${DEFAULT_SHIPPING_CENTS}:${DEFAULT_FREE_SHIPPING_FROM_CENTS},Belgique:690:8000,Luxembourg:690:8000,Suisse:1290:`;

/** A package bought directly is delivered at no charge: no rate, no threshold. */
export const DIRECT_PURCHASE_RATES: ShippingRates = { ratesCents: {}, freeFromCents: {} };

const country = `(?:${SHIPPING_COUNTRIES.join("|")})`;

/** `France:299:4500,Suisse:1290:` → rate and free-delivery threshold in cents per country (empty threshold: never free). */
export const shippingRatesSetting = z
  .string()
  .regex(
    new RegExp(`^(?:${country}:\\d+:\\d*)(?:,${country}:\\d+:\\d*)*$`),
    `format attendu Pays:tarif_centimes:gratuit_dès_centimes, séparés par des virgules (pays : ${SHIPPING_COUNTRIES.join(", ")})`,
  )
  .transform((value): ShippingRates => {
    const ratesCents: Record<string, number> = {};
    const freeFromCents: Record<string, number> = {};
    for (const entry of value.split(",")) {
      const [country, rate, freeFrom] = entry.split(":") as [string, string, string];
      ratesCents[country] = Number(rate);
      if (freeFrom !== "") freeFromCents[country] = Number(freeFrom);
    }
    return { ratesCents, freeFromCents };
  })
  .refine(
    (rates) => SHIPPING_COUNTRIES.every((c) => c in rates.ratesCents),
    `chaque pays livré doit avoir un tarif (${SHIPPING_COUNTRIES.join(", ")})`,
  );
