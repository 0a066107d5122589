import { WEEKDAYS, type Weekday } from "./carrier-provider";

/** « 09:00 - 12:30 » → « 9 h 00 – 12 h 30 »; an unreadable range is kept as given. */
function frenchRange(range: string): string {
  const times = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(range);
  if (!times) return range.trim();
  const [, h1, m1, h2, m2] = times;
  return `${Number(h1)} h ${m1} – ${Number(h2)} h ${m2}`;
}

/** One day's ranges in French, « fermé » when there is none. */
export function frenchHours(ranges: readonly string[]): string {
  return ranges.length === 0 ? "fermé" : ranges.map(frenchRange).join(", ");
}

/** The week from ranges indexed Monday = 0 … Sunday = 6 (Sendcloud's `formatted_opening_times`). */
export function frenchWeek(byDay: Partial<Record<string, readonly string[]>>): { day: Weekday; hours: string }[] {
  return WEEKDAYS.map((day, index) => ({ day, hours: frenchHours(byDay[String(index)] ?? []) }));
}
