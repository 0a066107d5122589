// France's eleven public holidays (Code du travail L3133-1): eight on fixed dates and three counted from Easter.
// The withdrawal period (core/withdrawal.ts) and the estimated delivery (core/delivery-estimate.ts) both skip them.

const DAY_MS = 86_400_000;

/** Easter Sunday of `year` (Gregorian computus, Meeus/Jones/Butcher), in UTC milliseconds. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** The days after Easter Sunday of Easter Monday, Ascension Thursday and Whit Monday. */
const EASTER_OFFSETS = [1, 39, 50];
/** New Year, Labour Day, 8 May, Bastille Day, Assumption, All Saints, Armistice, Christmas (month, day). */
const FIXED_HOLIDAYS = [
  [1, 1],
  [5, 1],
  [5, 8],
  [7, 14],
  [8, 15],
  [11, 1],
  [11, 11],
  [12, 25],
] as const;

/** France's eleven public holidays of `year`, as ISO days (`2026-07-14`) in the calendar's order. */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    ...FIXED_HOLIDAYS.map(([month, day]) => Date.UTC(year, month - 1, day)),
    ...EASTER_OFFSETS.map((offset) => easter + offset * DAY_MS),
  ]
    .sort((x, y) => x - y)
    .map((ms) => new Date(ms).toISOString().slice(0, 10));
}

/** Each year's holidays, computed once: the withdrawal period and the delivery estimate ask day after day. */
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Whether an ISO calendar day (`2026-07-14`) is a French public holiday. */
export function isFrenchPublicHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) holidaysByYear.set(year, (holidays = new Set(frenchPublicHolidays(year))));
  return holidays.has(day);
}

/** Whether a calendar day (month 1–12) is a French public holiday. */
export function isFrenchHoliday(year: number, month: number, day: number): boolean {
  return isFrenchPublicHoliday(`${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
}
