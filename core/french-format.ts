// French number formats written by hand (the dates: french-date.ts), character for character what `Intl` prints
// for `fr-FR` (french-format.test.ts compares them). A browser pays 30–40 ms of CPU — far more on a phone — for its first
// `Intl` formatter (ICU's locale data), and the storefront's pages would pay it while hydrating (decision 072).

import { groupDigits } from "./french-digits";

export { groupDigits };

/**
 * `17.125` → `17,13`, `4.9` → `4,9`, `1234.5` → `1 234,5`: a number with at most `maxFractionDigits` decimals,
 * trailing zeros dropped down to `minFractionDigits` — `Intl.NumberFormat("fr-FR", { minimumFractionDigits,
 * maximumFractionDigits })`. Like ICU, it rounds half away from zero on the number's shortest decimal form
 * (`1.005` → `1,01`), not on its binary value.
 */
export function formatDecimal(value: number, maxFractionDigits = 3, minFractionDigits = 0): string {
  if (!Number.isFinite(value)) throw new RangeError(`Nombre invalide : ${value}`);
  const shortest = String(Math.abs(value));
  let [whole = "0", fraction = ""] = shortest.split(".");
  if (Math.abs(value) >= 1e21) {
    [whole, fraction] = [BigInt(Math.abs(value)).toString(), ""];
  } else if (/e/i.test(shortest)) {
    // Below 1e-6: the fixed form rounds it as ICU does at the few decimals asked.
    [whole = "0", fraction = ""] = Math.abs(value).toFixed(Math.min(maxFractionDigits, 100)).split(".");
  } else if (fraction.length > maxFractionDigits) {
    const roundUp = fraction.charCodeAt(maxFractionDigits) >= 53; // "5"
    const kept = `${whole}${fraction.slice(0, maxFractionDigits)}`;
    const rounded = roundUp ? String(BigInt(kept) + 1n).padStart(kept.length, "0") : kept;
    whole = rounded.slice(0, rounded.length - maxFractionDigits) || "0";
    fraction = maxFractionDigits ? rounded.slice(rounded.length - maxFractionDigits) : "";
  }
  while (fraction.length > minFractionDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  fraction = fraction.padEnd(minFractionDigits, "0");
  // ICU keeps the sign of a negative number rounded to zero (`-0`).
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? "-" : ""}${groupDigits(whole)}${fraction ? `,${fraction}` : ""}`;
}
