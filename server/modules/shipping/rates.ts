import { z } from "zod";
import { DEFAULT_CUT_OFF_HOUR, type TransitDays } from "#core/delivery-estimate";
import {
  DEFAULT_FREE_SHIPPING_FROM_CENTS,
  DEFAULT_SHIPPING_CENTS,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
} from "#core/pricing";

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

/** Per delivery country: the carrier's transit in working days after dispatch; a country absent has no estimate. */
export type TransitTimes = Partial<Record<ShippingCountry, TransitDays>>;

/**
 * `SHIPPING_TRANSIT_DAYS` when unset: France only, Colissimo's published delay for home delivery (« 48 h soit 2 jours
 * ouvrables », La Poste). La Poste publishes no per-country delay for Belgium, Luxembourg or Switzerland (only « 3 à
 * 8 jours » for all international parcels): they have none until the shop sets one (decision 100).
 */
export const DEFAULT_SHIPPING_TRANSIT_DAYS = "France:2";

const transitEntry = `${country}:\\d{1,2}(?:-\\d{1,2})?`;

/** `France:2,Belgique:3-5` → working days min–max per country (one figure: min = max); empty: no estimate anywhere. */
export const shippingTransitSetting = z
  .string()
  .regex(
    new RegExp(`^(?:${transitEntry}(?:,${transitEntry})*)?$`),
    `format attendu Pays:jours ou Pays:min-max (jours ouvrés après l'expédition), séparés par des virgules (pays : ${SHIPPING_COUNTRIES.join(", ")})`,
  )
  .transform((value): TransitTimes => {
    const times: TransitTimes = {};
    for (const entry of value === "" ? [] : value.split(",")) {
      const [name, days] = entry.split(":") as [ShippingCountry, string];
      const [min, max = min] = days.split("-").map(Number) as [number, number?];
      times[name] = { min, max };
    }
    return times;
  })
  .refine(
    (times) => Object.values(times).every(({ min, max }) => min >= 1 && min <= max),
    "chaque délai compte au moins 1 jour, et le minimum ne dépasse pas le maximum",
  );

/** `SHIPPING_CUTOFF_HOUR`: an order paid before this hour (Paris) on a working day leaves the same day. */
export const shippingCutOffSetting = z.coerce
  .number({ error: "heure entière attendue, de 0 à 23" })
  .int("heure entière attendue, de 0 à 23")
  .min(0, "heure entière attendue, de 0 à 23")
  .max(23, "heure entière attendue, de 0 à 23")
  .default(DEFAULT_CUT_OFF_HOUR);
