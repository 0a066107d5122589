import { afterEach, describe, expect, it } from "vitest";
import { dayInText, deliveryEstimateText, deliveryRange, dispatchDay, isWorkingDay } from "./delivery-estimate";
import { DEFAULT_CUT_OFF_HOUR, dispatchPhrase, dispatchRuleText } from "./dispatch-rule";

/** Colissimo's published delay in France: 2 working days after dispatch. */
const FRANCE = { min: 2, max: 2 };
const TWO_TO_THREE = { min: 2, max: 3 };
const at = (iso: string) => new Date(iso);

describe("working days", () => {
  it("works Monday to Friday, not on weekends nor holidays", () => {
    expect(isWorkingDay("2026-12-03")).toBe(true);
    expect(isWorkingDay("2026-11-28")).toBe(false);
    expect(isWorkingDay("2026-11-29")).toBe(false);
    expect(isWorkingDay("2026-07-14")).toBe(false);
  });
});

describe("the day an order leaves", () => {
  it("is the day itself before the cut-off hour on a working day, the next working day from it", () => {
    // Tuesday 24 November 2026, Paris is UTC+1.
    expect(dispatchDay(at("2026-11-24T10:59:00Z"))).toBe("2026-11-24");
    expect(dispatchDay(at("2026-11-24T11:00:00Z"))).toBe("2026-11-25");
    expect(dispatchDay(at("2026-11-24T07:30:00Z"), 9)).toBe("2026-11-24");
    expect(dispatchDay(at("2026-11-24T08:00:00Z"), 9)).toBe("2026-11-25");
  });

  it("is Monday after a Friday's cut-off and over the weekend", () => {
    expect(dispatchDay(at("2026-11-27T14:00:00Z"))).toBe("2026-11-30");
    expect(dispatchDay(at("2026-11-28T09:00:00Z"))).toBe("2026-11-30");
    expect(dispatchDay(at("2026-11-29T22:59:00Z"))).toBe("2026-11-30");
  });

  it("reads the hour in Paris across the changes of time", () => {
    // Spring 2026 (29 March): Friday 27 is UTC+1, Monday 30 is UTC+2; 10:30 UTC is 11:30 then 12:30 in Paris.
    expect(dispatchDay(at("2026-03-27T10:30:00Z"))).toBe("2026-03-27");
    expect(dispatchDay(at("2026-03-30T10:30:00Z"))).toBe("2026-03-31");
    expect(dispatchDay(at("2026-03-30T09:30:00Z"))).toBe("2026-03-30");
    // Autumn 2026 (25 October): Friday 23 is UTC+2, Monday 26 is UTC+1.
    expect(dispatchDay(at("2026-10-23T10:30:00Z"))).toBe("2026-10-26");
    expect(dispatchDay(at("2026-10-26T10:30:00Z"))).toBe("2026-10-26");
  });
});

describe("the delivery range", () => {
  it("counts the transit in working days after dispatch", () => {
    expect(deliveryRange(at("2026-11-24T09:00:00Z"), FRANCE)).toEqual({ earliest: "2026-11-26", latest: "2026-11-26" });
    expect(deliveryRange(at("2026-11-24T13:00:00Z"), TWO_TO_THREE)).toEqual({
      earliest: "2026-11-27",
      latest: "2026-11-30",
    });
    // Friday after the cut-off: leaves Monday, arrives Wednesday or Thursday.
    expect(deliveryRange(at("2026-11-27T14:00:00Z"), TWO_TO_THREE)).toEqual({
      earliest: "2026-12-02",
      latest: "2026-12-03",
    });
  });

  it("skips 1 May and 14 July", () => {
    // Thursday 30 April 2026: Friday 1 May, then the weekend.
    expect(deliveryRange(at("2026-04-30T08:00:00Z"), FRANCE).earliest).toBe("2026-05-05");
    // Monday 13 July 2026: Tuesday 14 July.
    expect(deliveryRange(at("2026-07-13T08:00:00Z"), TWO_TO_THREE)).toEqual({
      earliest: "2026-07-16",
      latest: "2026-07-17",
    });
  });

  // Each case: ordered at (UTC), the transit of 2 to 3 working days, first and last day.
  it.each([
    [
      "Ascension 2026, Thursday 14 May (ordered the Wednesday before)",
      "2026-05-13T08:00:00Z",
      "2026-05-18",
      "2026-05-19",
    ],
    ["Ascension 2027, Thursday 6 May", "2027-05-05T08:00:00Z", "2027-05-10", "2027-05-11"],
    ["Whit Monday 2026, 25 May (ordered the Friday before)", "2026-05-22T08:00:00Z", "2026-05-27", "2026-05-28"],
    ["Whit Monday 2027, 17 May", "2027-05-14T08:00:00Z", "2027-05-19", "2027-05-20"],
    [
      "Christmas 2026: Thursday 24 after the cut-off, leaves Monday 28",
      "2026-12-24T15:00:00Z",
      "2026-12-30",
      "2026-12-31",
    ],
    [
      "New Year: Wednesday 30 December 2026, then 31, 1 January, the weekend",
      "2026-12-30T09:00:00Z",
      "2027-01-04",
      "2027-01-05",
    ],
  ])("skips %s", (_, ordered, earliest, latest) => {
    expect(deliveryRange(at(ordered), TWO_TO_THREE)).toEqual({ earliest, latest });
  });
});

describe("the same answer whatever the server's time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(["Pacific/Kiritimati", "America/Los_Angeles", "UTC"])("in %s", (zone) => {
    process.env.TZ = zone;
    // Monday 30 March 2026, 11:30 in Paris (UTC+2): leaves that day.
    expect(deliveryRange(at("2026-03-30T09:30:00Z"), TWO_TO_THREE)).toEqual({
      earliest: "2026-04-01",
      latest: "2026-04-02",
    });
    // Friday 27 November 2026, 23:30 in Paris: Saturday in Kiritimati, still Friday afternoon in Los Angeles.
    expect(deliveryRange(at("2026-11-27T22:30:00Z"), FRANCE)).toEqual({ earliest: "2026-12-02", latest: "2026-12-02" });
  });
});

describe("the customer's text", () => {
  it("names one day when the range is one day", () => {
    expect(deliveryEstimateText({ earliest: "2026-12-03", latest: "2026-12-03" })).toBe(
      "Livraison estimée le jeudi 3 décembre",
    );
  });

  it("names both days, the month once when they share it", () => {
    expect(deliveryEstimateText({ earliest: "2026-12-03", latest: "2026-12-07" })).toBe(
      "Livraison estimée entre le jeudi 3 et le lundi 7 décembre",
    );
    expect(deliveryEstimateText({ earliest: "2026-12-31", latest: "2027-01-04" })).toBe(
      "Livraison estimée entre le jeudi 31 décembre et le lundi 4 janvier",
    );
  });

  it("names the country where the page does not (a product page)", () => {
    expect(deliveryEstimateText({ earliest: "2026-12-03", latest: "2026-12-03" }, "en France")).toBe(
      "Livraison estimée en France le jeudi 3 décembre",
    );
    expect(deliveryEstimateText({ earliest: "2026-12-03", latest: "2026-12-07" }, "en France")).toBe(
      "Livraison estimée en France entre le jeudi 3 et le lundi 7 décembre",
    );
  });

  it("writes the first of the month « 1er »", () => {
    expect(deliveryEstimateText({ earliest: "2026-12-01", latest: "2026-12-02" })).toBe(
      "Livraison estimée entre le mardi 1er et le mercredi 2 décembre",
    );
    expect(deliveryEstimateText({ earliest: "2027-02-01", latest: "2027-02-01" })).toBe(
      "Livraison estimée le lundi 1er février",
    );
  });
});

describe("the dispatch rule in words", () => {
  it("says the cut-off the dates are computed from, in every text that says when an order leaves", () => {
    expect(dispatchRuleText(12)).toBe(
      "Une commande payée avant 12\u00a0h un jour ouvré part le jour même, les autres le jour ouvré suivant",
    );
    expect(dispatchPhrase(15)).toBe("expédition le jour même pour une commande payée avant 15\u00a0h un jour ouvré");
    expect(dispatchRuleText()).toBe(dispatchRuleText(DEFAULT_CUT_OFF_HOUR));
  });

  it("promises no same-day dispatch when the cut-off is midnight (SHIPPING_CUTOFF_HOUR=0)", () => {
    expect(dispatchDay(at("2026-12-08T07:00:00Z"), 0)).toBe("2026-12-09");
    expect(dispatchRuleText(0)).toBe("Une commande part le jour ouvré qui suit son paiement");
    expect(dispatchPhrase(0)).toBe("expédition le jour ouvré qui suit le paiement");
  });

  it("writes a day as the estimates do", () => {
    expect(dayInText("2026-12-08")).toBe("le mardi 8 décembre");
    expect(dayInText("2027-02-01")).toBe("le lundi 1er février");
  });
});
