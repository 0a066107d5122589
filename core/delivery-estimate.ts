// When a parcel ordered now should arrive (decision 100): it leaves the day it is paid if that is a working day and
// the order came before the cut-off hour (Paris time), else the next working day; the carrier's transit then counts
// working days. Working days are Monday to Friday except French public holidays. Calendar days are ISO strings
// (`2026-12-03`) computed with UTC arithmetic, so nothing depends on the server's time zone.
import { weekdayAndMonth } from "./french-date";
import { isFrenchPublicHoliday } from "./french-holidays";
import { parisDay, parisTime } from "./paris-calendar";
import { DEFAULT_CUT_OFF_HOUR } from "./dispatch-rule";

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

const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Monday to Friday, and not a French public holiday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(dayMs(day)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !isFrenchPublicHoliday(day);
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
 * two months, « … entre le lundi 30 novembre et le jeudi 3 décembre ». `where` names the country where no form says
 * it (« Livraison estimée en France le … » on a product page, read by visitors of every delivery country).
 */
export function deliveryEstimateText({ earliest, latest }: DeliveryRange, where?: string): string {
  const estimated = where ? `Livraison estimée ${where}` : "Livraison estimée";
  if (earliest === latest) return `${estimated} ${dayInText(earliest)}`;
  const first = weekdayAndMonth(earliest);
  const start = first.month === weekdayAndMonth(latest).month ? dayText(first) : `${dayText(first)} ${first.month}`;
  return `${estimated} entre le ${start} et ${dayInText(latest)}`;
}

/** `2026-12-08` → « le mardi 8 décembre », as the estimates write a day. */
export function dayInText(day: string): string {
  const parts = weekdayAndMonth(day);
  return `le ${dayText(parts)} ${parts.month}`;
}

/** « jeudi 3 », « mardi 1er »: the first of the month is written as an ordinal in French. */
const dayText = ({ weekday, date }: { weekday: string; date: number }) => `${weekday} ${date === 1 ? "1er" : date}`;

/** What is said where a country has no configured transit: no date is invented. */
export const DELIVERY_DATE_AT_DISPATCH = "Délai de livraison communiqué à l'expédition";
