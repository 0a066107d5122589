// Money is always an integer number of euro cents. Formatting is the only place it becomes text.
import { groupDigits } from "./french-digits";

export type Cents = number;

/**
 * `2999` → `29,99 €`, `123456` → `1 234,56 €` (narrow no-break space between thousands, no-break space before €):
 * what `Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" })` prints, without its cost (decision 072);
 * `-998` → `−9,98 €` with the true minus (U+2212, decision 122), never a hyphen: French typography, and a screen
 * reader says « moins ». A machine's figure (a CSV's, `formatAmount`) keeps the ASCII hyphen.
 */
export function formatEuros(cents: Cents): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const sign = cents < 0 || Object.is(cents, -0) ? "\u2212" : "";
  return `${sign}${groupDigits(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, "0")}\u00a0€`;
}

/** `2999` → `29,99`: the amount alone, for texts that put the € sign themselves. */
export function formatAmount(cents: Cents): string {
  assertCents(cents);
  return centsToEuros(cents).toFixed(2).replace(".", ",");
}

/**
 * `700` → `7 €`, `2999` → `29,99 €`: an amount in running text (offers, thresholds), whole euros without decimals,
 * the € held to its number by a non-breaking space.
 */
export function formatEurosInText(cents: Cents): string {
  assertCents(cents);
  return `${cents % 100 === 0 ? String(centsToEuros(cents)) : formatAmount(cents)}\u00a0€`;
}

/** `998` → `−9,98 €`: an amount taken off, with the minus sign (U+2212), never a hyphen. */
export function formatDiscount(cents: Cents): string {
  return formatEuros(-Math.abs(cents));
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Montant invalide : ${value} n'est pas un nombre entier de centimes`);
}

/** The one rounding rule of the shop: half away from zero, to the cent. */
export function roundCents(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** `percent` % of `cents`, rounded by the shop's rule. */
export function percentOf(cents: Cents, percent: number): Cents {
  assertCents(cents);
  return roundCents((cents * percent) / 100);
}

/**
 * `2999` → `29.99`: cents as a number of euros, only for the JSON fields of the spec's API that carry euros.
 * Never compute with the result.
 */
export function centsToEuros(cents: Cents): number {
  assertCents(cents);
  return cents / 100;
}

/** `29.99` → `2999`: euros received from the spec's API as cents, by the shop's rounding rule. */
export function eurosToCents(euros: number): Cents {
  if (!Number.isFinite(euros)) throw new RangeError(`Montant invalide : ${euros}`);
  // 1.005 × 100 is 100.49999999999999 in binary: round to 12 significant digits first.
  return roundCents(Number((euros * 100).toPrecision(12)));
}
