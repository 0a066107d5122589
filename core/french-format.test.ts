import { describe, expect, it } from "vitest";
import { formatDecimal, groupDigits } from "./french-format";
import { formatDayLong, formatMonthYear, weekdayAndMonth } from "./french-date";
import { formatEuros } from "./money";

// The hand-written formats must print what Intl prints for fr-FR, character for character (decision 072).
const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
const longDay = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });
const monthYear = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** A repeatable sequence of pseudo-random numbers (mulberry32), so a failure names a value that fails again. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("French formats without Intl", () => {
  it("prints euros as Intl does, for every size of amount and for negative ones (with the true minus)", () => {
    const next = random(72);
    const cents = [0, -0, 1, 5, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 99_999_999, 100_000_000];
    for (let i = 0; i < 3000; i++) cents.push(Math.round(next() * 10 ** Math.ceil(next() * 12)));
    for (const value of [...cents, ...cents.map((c) => -c)]) {
      // Intl's hyphen-minus made the true minus (U+2212) French typography wants (decision 122).
      expect(formatEuros(value), String(value)).toBe(euros.format(value / 100).replace(/^-/, "\u2212"));
    }
    expect(formatEuros(123456)).toBe("1\u202f234,56\u00a0€");
    // Exact where Intl, given euros as a float, loses the last cent.
    expect(formatEuros(Number.MAX_SAFE_INTEGER)).toBe("90\u202f071\u202f992\u202f547\u202f409,91\u00a0€");
  });

  it("prints decimals as Intl does, rounding half away from zero on the shortest decimal form", () => {
    const next = random(4);
    const values = [0, -0, 4.9, 5, 1.005, 2.675, 17.125, 999.995, 0.999, -0.001, -1.005, 1234.5, 12345.6789, 1e-7];
    values.push(3e-7, 0.0005, 1e21, 1.5e22, 123456789.125);
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** Math.floor(next() * 9 - 3);
      const value = Math.round(next() * magnitude * 10 ** 4) / 10 ** (1 + Math.floor(next() * 5));
      values.push(value, -value);
    }
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: digits });
      for (const value of values) expect(formatDecimal(value, digits), `${value} (${digits})`).toBe(intl.format(value));
    }
    const cents = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of values) expect(formatDecimal(value, 2, 2), `${value} (2, 2)`).toBe(cents.format(value));
    expect(formatDecimal(4.9)).toBe((4.9).toLocaleString("fr-FR"));
    expect(() => formatDecimal(Number.NaN)).toThrow(RangeError);
  });

  it("groups digits by three with the narrow no-break space", () => {
    expect(groupDigits("1")).toBe("1");
    expect(groupDigits("1000")).toBe("1\u202f000");
    expect(groupDigits("1234567")).toBe("1\u202f234\u202f567");
  });

  it("writes calendar days and months as Intl does, every day of four years", () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 4 * 366; day++) {
      const at = new Date(start + day * 86_400_000);
      const iso = at.toISOString().slice(0, 10);
      expect(formatDayLong(iso)).toBe(longDay.format(at));
      expect(formatMonthYear(iso)).toBe(monthYear.format(at));
    }
    expect(formatDayLong("2027-06-30")).toBe("30 juin 2027");
    expect(() => formatDayLong("pas une date")).toThrow(RangeError);
  });

  it("writes a day's weekday and date, and its month, as Intl does", () => {
    const weekdayDate = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", timeZone: "UTC" });
    const month = new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" });
    const start = Date.UTC(2026, 0, 1);
    for (let day = 0; day < 366; day++) {
      const at = new Date(start + day * 86_400_000);
      const parts = weekdayAndMonth(at.toISOString().slice(0, 10));
      expect(`${parts.weekday} ${parts.date}`).toBe(weekdayDate.format(at));
      expect(parts.month).toBe(month.format(at));
    }
    expect(weekdayAndMonth("2026-12-03")).toEqual({ weekday: "jeudi", date: 3, month: "décembre" });
  });
});
