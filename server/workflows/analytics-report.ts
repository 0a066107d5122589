// The analytics page's figures (docs/decisions/032): orders, refunds and codes from the orders module, new accounts
// from the accounts module, the funnel from the analytics module's events; each for the period asked and the same
// length just before it. Read-only.
import { type Period, PERIODS } from "#core/analytics";
import { parisDayStart, parisNextDayStart } from "#core/paris-calendar";
import type { Db } from "#server/db/client";
import { newCustomerAccounts } from "#server/modules/accounts/new-accounts";
import { funnelVisitors } from "#server/modules/analytics/events";
import {
  type Bucket,
  bestSellers,
  paidOrdersOf,
  promoCodeUse,
  salesByBucket,
  salesFigures,
  type Window,
} from "#server/modules/orders/analytics-figures";

export const TOP_LIMIT = 10;
/** The orders export stops there (a small shop's 90 days are far fewer). */
export const EXPORT_LIMIT = 10_000;

const DAY_MS = 86_400_000;

/** The period ending at `now` (rolling: "7 jours" = the last 7 × 24 hours) and the one of the same length before. */
export function periodWindows(
  period: Period,
  now: Date,
  includeTestOrders = false,
): { current: Window; previous: Window } {
  const length = PERIODS[period].days * DAY_MS;
  const from = new Date(now.getTime() - length);
  return {
    current: { from, to: now, includeTestOrders },
    previous: { from: new Date(from.getTime() - length), to: from, includeTestOrders },
  };
}

/** What the figures count: `includeTestOrders` in demonstration mode (simulated payments only, decision 089). */
export interface ReportInput {
  period: Period;
  now: Date;
  includeTestOrders?: boolean;
}

const parisHour = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
});
const parisDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/** Every Paris day (or hour) the window touches, in order: the chart's x axis, empty buckets included. */
export function bucketKeys(w: Window, bucket: Bucket): string[] {
  const keys: string[] = [];
  if (bucket === "day") {
    for (let at = parisDayStart(w.from); at < w.to; at = parisNextDayStart(at)) keys.push(parisDay.format(at));
    return keys;
  }
  // Paris is a whole number of hours from UTC: its hours begin with UTC's.
  for (let t = Math.floor(w.from.getTime() / 3_600_000) * 3_600_000; t < w.to.getTime(); t += 3_600_000) {
    const p = Object.fromEntries(parisHour.formatToParts(new Date(t)).map((part) => [part.type, part.value]));
    keys.push(`${p.year}-${p.month}-${p.day}T${p.hour}`);
  }
  return keys;
}

async function figuresOf(db: Db, w: Window) {
  const [sales, newAccounts, funnel] = await Promise.all([
    salesFigures(db, w),
    newCustomerAccounts(db, w),
    funnelVisitors(db, w),
  ]);
  return {
    ...sales,
    averageBasketCents: sales.paidOrders === 0 ? 0 : Math.round(sales.paidCents / sales.paidOrders),
    newAccounts,
    funnel: { ...funnel, paid: sales.paidOrders },
  };
}

export type Figures = Awaited<ReturnType<typeof figuresOf>>;

export async function analyticsReport(db: Db, input: ReportInput) {
  const includesTestOrders = input.includeTestOrders ?? false;
  const { current, previous } = periodWindows(input.period, input.now, includesTestOrders);
  const bucket: Bucket = input.period === "1d" ? "hour" : "day";
  const [now, before, byBucket, sellers, promoCodes] = await Promise.all([
    figuresOf(db, current),
    figuresOf(db, previous),
    salesByBucket(db, current, bucket),
    bestSellers(db, current, TOP_LIMIT),
    promoCodeUse(db, current),
  ]);
  return {
    period: input.period,
    label: PERIODS[input.period].label,
    includesTestOrders,
    window: { from: current.from, to: current.to },
    previousWindow: { from: previous.from, to: previous.to },
    current: now,
    previous: before,
    bucket,
    series: bucketKeys(current, bucket).map((key) => {
      const found = byBucket.get(key) ?? { orders: 0, paidCents: 0, refundedCents: 0 };
      return { key, ...found, revenueCents: found.paidCents - found.refundedCents };
    }),
    topProducts: sellers.products,
    topCategories: sellers.categories,
    promoCodes,
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>;

/** The orders paid in the period, for the CSV export. */
export function analyticsOrders(db: Db, input: ReportInput) {
  return paidOrdersOf(db, periodWindows(input.period, input.now, input.includeTestOrders).current, EXPORT_LIMIT);
}
