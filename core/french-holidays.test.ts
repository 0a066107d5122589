import { describe, expect, it } from "vitest";
import { easterSunday, frenchPublicHolidays, isFrenchHoliday, isFrenchPublicHoliday } from "./french-holidays";

const easterDay = (year: number) => new Date(easterSunday(year)).toISOString().slice(0, 10);

describe("France's public holidays", () => {
  it("computes Easter, earliest and latest dates included", () => {
    expect(easterDay(2024)).toBe("2024-03-31");
    expect(easterDay(2025)).toBe("2025-04-20");
    expect(easterDay(2026)).toBe("2026-04-05");
    expect(easterDay(2027)).toBe("2027-03-28");
    expect(easterDay(2038)).toBe("2038-04-25");
    expect(easterDay(2285)).toBe("2285-03-22");
  });

  it("lists the eleven holidays of a year, the Easter-based ones included", () => {
    expect(frenchPublicHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-04-06",
      "2026-05-01",
      "2026-05-08",
      "2026-05-14",
      "2026-05-25",
      "2026-07-14",
      "2026-08-15",
      "2026-11-01",
      "2026-11-11",
      "2026-12-25",
    ]);
    expect(frenchPublicHolidays(2027)).toEqual(expect.arrayContaining(["2027-03-29", "2027-05-06", "2027-05-17"]));
  });
});

describe("a French public holiday", () => {
  it("is one of the eleven of its year, Easter Monday, Ascension and Whit Monday moving with Easter", () => {
    // Easter Monday 2027 is 29 March; Ascension 6 May; Whit Monday 17 May.
    expect(isFrenchHoliday(2027, 3, 29)).toBe(true);
    expect(isFrenchHoliday(2027, 5, 6)).toBe(true);
    expect(isFrenchHoliday(2027, 5, 17)).toBe(true);
    expect(isFrenchHoliday(2027, 3, 30)).toBe(false);
    expect(isFrenchHoliday(2026, 7, 14)).toBe(true);
    expect(isFrenchHoliday(2026, 4, 5)).toBe(false);
    // Asked again, and by its ISO day: the same answers from the year's kept list.
    expect(isFrenchPublicHoliday("2027-05-17")).toBe(true);
    expect(isFrenchPublicHoliday("2027-05-18")).toBe(false);
    expect(isFrenchPublicHoliday("2026-12-25")).toBe(true);
  });
});
