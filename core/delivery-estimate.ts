// When a parcel ordered now should arrive (decision 100): it leaves the day it is paid if that is a working day and
// the order came before the cut-off hour (Paris time), else the next working day; the carrier's transit then counts
// working days. Working days are Monday to Friday except French public holidays. Calendar days are ISO strings
// (`2026-12-03`) computed with UTC arithmetic, so nothing depends on the server's time zone.
import { weekdayAndMonth } from "./french-format";
import { parisDay, parisTime } from "./paris-calendar";

/** A carrier's transit, in working days after dispatch: `min` = `max` for one announced day. */
export interface TransitDays {
  min: number;
  max: number;
}

/** The first and last calendar days (ISO) a parcel should arrive. */
export interface DeliveryRange {
  earliest: string;
  latest: string;
}

/** An order paid before this hour (Paris) on a working day leaves that day (`SHIPPING_CUTOFF_HOUR`). */
export const DEFAULT_CUT_OFF_HOUR = 12;

const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

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

/** France's eleven public holidays of `year`, as ISO days in the calendar's order. */
export function frenchPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    ...FIXED_HOLIDAYS.map(([month, day]) => Date.UTC(year, month - 1, day)),
    ...EASTER_OFFSETS.map((offset) => easter + offset * DAY_MS),
  ]
    .sort((x, y) => x - y)
    .map(isoDay);
}

/** Monday to Friday, and not a French public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(dayMs(day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !frenchPublicHolidays(Number(day.slice(0, 4))).includes(day);
}

function nextWorkingDay(day: string): string {
  let ms = dayMs(day) + DAY_MS;
  while (!isWorkingDay(isoDay(ms))) ms += DAY_MS;
  return isoDay(ms);
}

function workingDaysAfter(day: string, count: number): string {
  let reached = day;
  for (let i = 0; i < count; i++) reached = nextWorkingDay(reached);
  return reached;
}

/** The day an order paid at `at` leaves: that day before the cut-off on a working day, else the next working day. */
export function dispatchDay(at: Date, cutOffHour: number = DEFAULT_CUT_OFF_HOUR): string {
  const { year, month, day } = parisDay(at);
  const today = isoDay(Date.UTC(year, month - 1, day));
  return isWorkingDay(today) && parisTime(at).hour < cutOffHour ? today : nextWorkingDay(today);
}

/** The days a parcel ordered at `at` should arrive, after `transit` working days from its dispatch. */
export function deliveryRange(
  at: Date,
  transit: TransitDays,
  cutOffHour: number = DEFAULT_CUT_OFF_HOUR,
): DeliveryRange {
  const leaves = dispatchDay(at, cutOffHour);
  return { earliest: workingDaysAfter(leaves, transit.min), latest: workingDaysAfter(leaves, transit.max) };
}

/**
 * « Livraison estimée le jeudi 3 décembre », « Livraison estimée entre le jeudi 3 et le lundi 7 décembre » or, over
 * two months, « … entre le lundi 30 novembre et le jeudi 3 décembre ».
 */
export function deliveryEstimateText({ earliest, latest }: DeliveryRange): string {
  const first = weekdayAndMonth(earliest);
  const last = weekdayAndMonth(latest);
  if (earliest === latest) return `Livraison estimée le ${dayText(first)} ${first.month}`;
  const start = first.month === last.month ? dayText(first) : `${dayText(first)} ${first.month}`;
  return `Livraison estimée entre le ${start} et le ${dayText(last)} ${last.month}`;
}

/** « jeudi 3 », « mardi 1er »: the first of the month is written as an ordinal in French. */
const dayText = ({ weekday, date }: { weekday: string; date: number }) => `${weekday} ${date === 1 ? "1er" : date}`;

/** What is said where a country has no configured transit: no date is invented. */
export const DELIVERY_DATE_AT_DISPATCH = "Délai de livraison communiqué à l'expédition";
