// The shop's calendar is Paris's: "today", "this week" and "this month" start at midnight in Europe/Paris, whatever
// the server's own time zone. Each function returns the instant (a Date) at which the period containing `at` began.

const PARIS = "Europe/Paris";

const wallClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  weekday: "short",
});

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** The date and time Paris shows at `at`, and the day of the week (0 = Monday). */
function parisParts(at: Date) {
  const parts = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

/** Milliseconds Paris is ahead of UTC at `at` (3 600 000 in winter, 7 200 000 in summer). */
function parisOffset(at: Date): number {
  const p = parisParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of midnight in Paris on that calendar day (months and days may overflow, as with Date.UTC). */
function parisMidnight(year: number, month: number, day: number): Date {
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Midnight never falls in a change of time (those happen at 2 and 3 a.m.): one correction is exact.
  const guess = new Date(utcMidnight - parisOffset(new Date(utcMidnight)));
  return new Date(utcMidnight - parisOffset(guess));
}

/** Midnight in Paris that began the day of `at`. */
export function parisDayStart(at: Date): Date {
  const p = parisParts(at);
  return parisMidnight(p.year, p.month, p.day);
}

/** Midnight in Paris that began the week (Monday) of `at`. */
export function parisWeekStart(at: Date): Date {
  const p = parisParts(at);
  return parisMidnight(p.year, p.month, p.day - p.weekday);
}

/** Midnight in Paris that began the month of `at`. */
export function parisMonthStart(at: Date): Date {
  const p = parisParts(at);
  return parisMidnight(p.year, p.month, 1);
}

/** Midnight in Paris that began the day after `at`'s. */
export function parisNextDayStart(at: Date): Date {
  const p = parisParts(at);
  return parisMidnight(p.year, p.month, p.day + 1);
}

/** The Paris calendar day of `at`: year, month (1–12), day, and day of the week (0 = Monday … 6 = Sunday). */
export function parisDay(at: Date): { year: number; month: number; day: number; weekday: number } {
  const p = parisParts(at);
  return { year: p.year, month: p.month, day: p.day, weekday: p.weekday };
}

/** Midnight in Paris that begins the day `days` calendar days after `at`'s (whatever the changes of time). */
export function parisDayStartAfter(at: Date, days: number): Date {
  const p = parisParts(at);
  return parisMidnight(p.year, p.month, p.day + days);
}

/** The hour and minute Paris shows at `at` (0–23, 0–59). */
export function parisTime(at: Date): { hour: number; minute: number } {
  const p = parisParts(at);
  return { hour: p.hour, minute: p.minute };
}
