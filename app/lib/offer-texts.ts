// The storefront's marketing sentences, written from their one source: the free-delivery threshold of the public
// configuration (`SHIPPING_RATES`) and the advertised codes' own figures (services.promotions.offers()).
import { formatEurosInText } from "#core/money";
import type { AdvertisedCode, AdvertisedPack } from "./loader-data";

/** The advertised code and packs, as the pages' loaders give them. */
export interface Offers {
  code: AdvertisedCode;
  packs: Pack[];
}
export type Pack = AdvertisedPack;

/** "Livraison offerte dès 45 €"; null when delivery in France is never free. */
export function freeShippingText(fromCents: number | null): string | null {
  return fromCents === null ? null : `Livraison offerte dès ${formatEurosInText(fromCents)}`;
}

/** "2 parfums pour 50 €" */
export function packText(pack: Pack): string {
  return `${pack.size} parfums pour ${formatEurosInText(pack.priceCents)}`;
}

/** "5 € de réduction et livraison offerte dès 25 € d'achat" */
export function codeText(code: NonNullable<Offers["code"]>): string {
  const delivery = code.freeShipping ? " et livraison offerte" : "";
  return `${formatEurosInText(code.discountCents)} de réduction${delivery} dès ${formatEurosInText(code.minimumCents)} d'achat`;
}

/** "−5 € et livraison offerte dès 25 €": the same offer in a phone's announcement bar. */
export function shortCodeText(code: NonNullable<Offers["code"]>): string {
  const delivery = code.freeShipping ? " et livraison offerte" : "";
  return `\u2212${formatEurosInText(code.discountCents)}${delivery} dès ${formatEurosInText(code.minimumCents)}`;
}
