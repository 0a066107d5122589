// Crypto payment: the currencies offered and exact decimal arithmetic on amounts. Pure, shared by the server and
// the crypto payment page. Amounts in a cryptocurrency are decimal strings ("0.00031416"): never binary floats.
import { normaliseCode } from "./codes";
import { listOf } from "./french-plural";

export interface CryptoCurrency {
  /** BTC, ETH… */
  code: string;
  symbol: string;
  name: string;
  /** Decimals shown and charged (amounts are rounded up to them, so the customer never pays too little). */
  decimals: number;
  /** Scheme of a payment link (BIP 21 style): bitcoin:adresse?amount=… */
  uriScheme: string;
}

/** The currencies of the crypto payment page, in its order; the first one (Bitcoin) is chosen by default. */
export const CRYPTO_CURRENCIES: readonly CryptoCurrency[] = [
  { code: "BTC", symbol: "₿", name: "Bitcoin", decimals: 8, uriScheme: "bitcoin" },
  { code: "ETH", symbol: "Ξ", name: "Ethereum", decimals: 8, uriScheme: "ethereum" },
  { code: "LTC", symbol: "Ł", name: "Litecoin", decimals: 8, uriScheme: "litecoin" },
  { code: "USDT", symbol: "₮", name: "Tether (USDT)", decimals: 2, uriScheme: "ethereum" },
  { code: "USDC", symbol: "$", name: "USD Coin (USDC)", decimals: 2, uriScheme: "ethereum" },
];

export const DEFAULT_CRYPTO_CURRENCY = "BTC";

/** How long a crypto invoice can be paid (spec §9). */
export const CRYPTO_PAYMENT_MINUTES = 15;

/** The currency of this code (any case), or null when the shop does not take it. */
export function findCryptoCurrency(code: string | null | undefined): CryptoCurrency | null {
  if (!code) return null;
  const wanted = normaliseCode(code);
  return CRYPTO_CURRENCIES.find((c) => c.code === wanted) ?? null;
}

/** "BTC, ETH, LTC, USDT ou USDC" */
export function cryptoCodesText(): string {
  return listOf(
    CRYPTO_CURRENCIES.map((c) => c.code),
    "ou",
  );
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

/** "0.0105" with 8 decimals → 1050000n. Extra decimals are refused rather than silently dropped. */
export function toUnits(value: string, decimals: number): bigint {
  if (!isDecimal(value)) throw new RangeError(`Montant invalide : « ${value} »`);
  const [whole = "0", fraction = ""] = value.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  if (trimmed.length > decimals) throw new RangeError(`Trop de décimales (${decimals} au plus) : « ${value} »`);
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(trimmed.padEnd(decimals, "0") || "0");
}

/** 1050000n with 8 decimals → "0.01050000" (always `decimals` digits after the point). */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? "-" : ""}${whole}${decimals > 0 ? `.${fraction}` : ""}`;
}

/** Exact a × b / c rounded up (c > 0, a and b ≥ 0). */
function mulDivUp(a: bigint, b: bigint, c: bigint): bigint {
  return (a * b + c - 1n) / c;
}

function scaleOf(rate: string): number {
  return rate.includes(".") ? rate.split(".")[1]!.length : 0;
}

/**
 * What `cents` euros are worth in a currency priced `ratePerEuro` units for 1 €, rounded UP to `decimals`:
 * `eurCentsToCrypto(3298, "0.0000105", 8)` → "0.00034629".
 */
export function eurCentsToCrypto(cents: number, ratePerEuro: string, decimals: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Montant en centimes invalide : ${cents}`);
  const scale = scaleOf(ratePerEuro);
  const rate = toUnits(ratePerEuro, scale);
  if (rate <= 0n) throw new RangeError(`Taux invalide : « ${ratePerEuro} »`);
  // cents/100 × rate/10^scale, expressed in 10^-decimals units.
  const units = mulDivUp(BigInt(cents) * rate, 10n ** BigInt(decimals), 100n * 10n ** BigInt(scale));
  return fromUnits(units, decimals);
}

/** Euros in cents → US dollars at `usdPerEuro`, to the cent (half up): `eurCentsToUsd(3298, "1.16")` → 38.26. */
export function eurCentsToUsd(cents: number, usdPerEuro: string): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Montant en centimes invalide : ${cents}`);
  const scale = scaleOf(usdPerEuro);
  const rate = toUnits(usdPerEuro, scale);
  const divisor = 10n ** BigInt(scale);
  const usdCents = (BigInt(cents) * rate * 2n + divisor) / (2n * divisor);
  return Number(usdCents) / 100;
}

/** A payment link for a wallet, as a QR code carries it: bitcoin:bc1q…?amount=0.00034629 */
export function paymentUri(currency: CryptoCurrency, address: string, amount: string): string {
  return `${currency.uriScheme}:${address}?amount=${amount}`;
}
