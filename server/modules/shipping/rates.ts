import { z } from "zod";
import type { TransitDays } from "#core/delivery-estimate";
import { DEFAULT_CUT_OFF_HOUR } from "#core/dispatch-rule";
import { DELIVERY_METHODS, type OrderDeliveryMethod } from "#core/delivery-methods";
import {
  DEFAULT_FREE_SHIPPING_FROM_CENTS,
  DEFAULT_SHIPPING_CENTS,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
} from "#core/pricing";

/** A weight band: its price for a parcel up to `upToGrams` (null: any weight above the bands before it). */
export interface RateBand {
  upToGrams: number | null;
  cents: number;
}

/** One method to one country: its bands, lightest first, and the amount (after discount) from which it is free. */
export interface MethodRate {
  bands: RateBand[];
  /** null: never free by amount. */
  freeFromCents: number | null;
}

/** Per delivery method and country (decision 109); a method absent for a country is not offered there. */
export type ShippingRates = Partial<Record<OrderDeliveryMethod, Partial<Record<ShippingCountry, MethodRate>>>>;

/**
 * `SHIPPING_RATES` when unset. Home: France 2,99 € up to 2 kg (free from 45 €), Belgium and Luxembourg 6,90 € (free
 * from 80 €), Switzerland 12,90 €, heavier parcels dearer; pickup (France): 2,49 €, free from 45 €, up to 20 kg;
 * express (France): 9,90 €, never free by amount.
 */
export const DEFAULT_SHIPPING_RATES = [
  `home/France:${DEFAULT_SHIPPING_CENTS}@2000|590@5000|990:${DEFAULT_FREE_SHIPPING_FROM_CENTS}`,
  "home/Belgique:690@2000|1090:8000",
  "home/Luxembourg:690@2000|1090:8000",
  "home/Suisse:1290@2000|1990:",
  `pickup/France:249@5000|490@20000:${DEFAULT_FREE_SHIPPING_FROM_CENTS}`,
  "express/France:990@2000|1290@5000|1690@20000:",
].join(",");

const country = `(?:${SHIPPING_COUNTRIES.join("|")})`;
const method = `(?:(?:${DELIVERY_METHODS.join("|")})/)?`;
const band = `\\d+(?:@\\d+)?`;
const rateEntry = `${method}${country}:${band}(?:\\|${band})*:\\d*`;

const parseBands = (text: string): RateBand[] =>
  text.split("|").map((entry) => {
    const [cents, upTo] = entry.split("@") as [string, string?];
    return { cents: Number(cents), upToGrams: upTo === undefined ? null : Number(upTo) };
  });

/** Bands strictly heavier one after the other, and only the last without a maximum weight. */
const bandsInOrder = (bands: RateBand[]) =>
  bands.every(
    (b, i) =>
      (b.upToGrams === null ? i === bands.length - 1 : b.upToGrams > 0) &&
      (i === 0 ||
        (bands[i - 1]!.upToGrams !== null && (b.upToGrams === null || b.upToGrams > bands[i - 1]!.upToGrams!))),
  );

/**
 * `home/France:299@2000|590@5000|990:4500,express/France:990:` → per method and country, the price of each weight
 * band in cents (`cents@grams`: up to that weight; the last band may have no maximum: a heavier parcel is not
 * offered that method) and the free-delivery threshold (empty: never free). An entry without a method is home
 * delivery, so the one-rate form of before (`France:299:4500`) still reads.
 */
export const shippingRatesSetting = z
  .string()
  .regex(
    new RegExp(`^${rateEntry}(?:,${rateEntry})*$`),
    `format attendu [méthode/]Pays:tarif_centimes[@jusqu'à_grammes|…]:gratuit_dès_centimes, séparés par des virgules (méthodes : ${DELIVERY_METHODS.join(", ")} ; pays : ${SHIPPING_COUNTRIES.join(", ")})`,
  )
  .transform((value): ShippingRates => {
    const rates: ShippingRates = {};
    for (const entry of value.split(",")) {
      const [where, bands, freeFrom] = entry.split(":") as [string, string, string];
      const [name, place] = where.includes("/") ? (where.split("/") as [string, string]) : ["home", where];
      const byCountry = (rates[name as OrderDeliveryMethod] ??= {});
      byCountry[place as ShippingCountry] = {
        bands: parseBands(bands),
        freeFromCents: freeFrom === "" ? null : Number(freeFrom),
      };
    }
    return rates;
  })
  .refine(
    (rates) => SHIPPING_COUNTRIES.every((c) => rates.home?.[c] !== undefined),
    `chaque pays livré doit avoir un tarif à domicile (${SHIPPING_COUNTRIES.join(", ")})`,
  )
  .refine(
    (rates) => Object.values(rates).every((byCountry) => Object.values(byCountry).every((r) => bandsInOrder(r.bands))),
    "les tranches de poids vont de la plus légère à la plus lourde, seule la dernière peut être sans poids maximal",
  );

/** Per delivery method and country: the carrier's transit in working days after dispatch; absent: no estimate. */
export type TransitTimes = Partial<Record<OrderDeliveryMethod, Partial<Record<ShippingCountry, TransitDays>>>>;

/**
 * `SHIPPING_TRANSIT_DAYS` when unset: France only, each carrier's published delay — home, Colissimo's « 48 h soit 2
 * jours ouvrables » (La Poste); pickup point, Mondial Relay's 3 to 5 working days; express, Chronopost's next working
 * day. La Poste publishes no per-country delay for Belgium, Luxembourg or Switzerland (only « 3 à 8 jours » for all
 * international parcels): they have none until the shop sets one (decisions 100 and 109).
 */
export const DEFAULT_SHIPPING_TRANSIT_DAYS = "home/France:2,pickup/France:3-5,express/France:1";

const transitEntry = `${method}${country}:\\d{1,2}(?:-\\d{1,2})?`;

/** `home/France:2,Belgique:3-5` → working days min–max per method and country (no method: home); empty: none. */
export const shippingTransitSetting = z
  .string()
  .regex(
    new RegExp(`^(?:${transitEntry}(?:,${transitEntry})*)?$`),
    `format attendu [méthode/]Pays:jours ou [méthode/]Pays:min-max (jours ouvrés après l'expédition), séparés par des virgules (méthodes : ${DELIVERY_METHODS.join(", ")} ; pays : ${SHIPPING_COUNTRIES.join(", ")})`,
  )
  .transform((value): TransitTimes => {
    const times: TransitTimes = {};
    for (const entry of value === "" ? [] : value.split(",")) {
      const [where, days] = entry.split(":") as [string, string];
      const [name, place] = where.includes("/") ? (where.split("/") as [string, string]) : ["home", where];
      const [min, max = min] = days.split("-").map(Number) as [number, number?];
      (times[name as OrderDeliveryMethod] ??= {})[place as ShippingCountry] = { min, max };
    }
    return times;
  })
  .refine(
    (times) =>
      Object.values(times).every((byCountry) =>
        Object.values(byCountry).every(({ min, max }) => min >= 1 && min <= max),
      ),
    "chaque délai compte au moins 1 jour, et le minimum ne dépasse pas le maximum",
  );

/** `SHIPPING_CUTOFF_HOUR`: an order paid before this hour (Paris) on a working day leaves the same day. */
export const shippingCutOffSetting = z.coerce
  .number({ error: "heure entière attendue, de 0 à 23" })
  .int("heure entière attendue, de 0 à 23")
  .min(0, "heure entière attendue, de 0 à 23")
  .max(23, "heure entière attendue, de 0 à 23")
  .default(DEFAULT_CUT_OFF_HOUR);

/** `SHIPPING_PACKAGING_GRAMS`: the box and padding added to the goods' weight to choose a weight band (decision 109). */
export const packagingGramsSetting = z.coerce
  .number({ error: "nombre entier de grammes attendu" })
  .int("nombre entier de grammes attendu")
  .min(0, "nombre entier de grammes attendu")
  .max(10_000, "10 000 g au plus")
  .default(300);
