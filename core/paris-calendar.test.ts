import { describe, expect, it } from "vitest";
import { parisDayStart, parisMonthStart, parisNextDayStart, parisWeekStart } from "./paris-calendar";

describe("the shop's calendar (Europe/Paris)", () => {
  it("starts the day at midnight in Paris, winter (UTC+1) and summer (UTC+2)", () => {
    expect(parisDayStart(new Date("2026-01-15T23:30:00Z")).toISOString()).toBe("2026-01-15T23:00:00.000Z");
    expect(parisDayStart(new Date("2026-01-15T22:59:59Z")).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(parisDayStart(new Date("2026-07-10T21:59:00Z")).toISOString()).toBe("2026-07-09T22:00:00.000Z");
    expect(parisDayStart(new Date("2026-07-10T22:00:00Z")).toISOString()).toBe("2026-07-10T22:00:00.000Z");
  });

  it("handles the days the clocks change", () => {
    // 29 March 2026: 2 a.m. becomes 3 a.m. The day began at 23:00 UTC the day before and lasts 23 hours.
    const spring = new Date("2026-03-29T12:00:00Z");
    expect(parisDayStart(spring).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(parisNextDayStart(spring).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    // 25 October 2026: 3 a.m. becomes 2 a.m.; 25 hours.
    const autumn = new Date("2026-10-25T12:00:00Z");
    expect(parisDayStart(autumn).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(parisNextDayStart(autumn).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  });

  it("starts the week on Monday and the month on the 1st", () => {
    // Tuesday 24 November 2026, 10:00 in Paris.
    const tuesday = new Date("2026-11-24T09:00:00Z");
    expect(parisWeekStart(tuesday).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    // Sunday evening still belongs to the week that began on the Monday before.
    expect(parisWeekStart(new Date("2026-11-29T22:30:00Z")).toISOString()).toBe("2026-11-22T23:00:00.000Z");
    // Sunday 23:30 UTC is Monday 00:30 in Paris: a new week.
    expect(parisWeekStart(new Date("2026-11-29T23:30:00Z")).toISOString()).toBe("2026-11-29T23:00:00.000Z");
    expect(parisMonthStart(tuesday).toISOString()).toBe("2026-10-31T23:00:00.000Z");
    // 1 March across the change of month and a week that began in February.
    expect(parisWeekStart(new Date("2026-03-01T10:00:00Z")).toISOString()).toBe("2026-02-22T23:00:00.000Z");
  });
});
