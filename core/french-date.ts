// French calendar days written by hand, as `Intl` prints them for `fr-FR` (french-format.test.ts compares them):
// no browser pays for its first `Intl` formatter (decision 072). Apart from the numbers (french-format.ts), so that a
// page showing a rating does not carry the months (decision 121).

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** Sunday first, as `Date.prototype.getUTCDay` counts. */
const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"] as const;

function dayParts(day: string): { date: number; month: string; year: number; weekday: string } {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Date invalide : ${day}`);
  return {
    date: at.getUTCDate(),
    month: MONTHS[at.getUTCMonth()]!,
    year: at.getUTCFullYear(),
    weekday: WEEKDAYS[at.getUTCDay()]!,
  };
}

/** `2027-06-30` → « 30 juin 2027 » (`dateStyle: "long"` of a calendar day). */
export function formatDayLong(day: string): string {
  const { date, month, year } = dayParts(day);
  return `${date} ${month} ${year}`;
}

/** `2025-06-15` → « juin 2025 ». */
export function formatMonthYear(day: string): string {
  const { month, year } = dayParts(day);
  return `${month} ${year}`;
}

/** `2026-12-03` → « jeudi », 3, « décembre »: a calendar day's weekday, date and month, to write as a text needs. */
export function weekdayAndMonth(day: string): { weekday: string; date: number; month: string } {
  const { date, month, weekday } = dayParts(day);
  return { weekday, date, month };
}
