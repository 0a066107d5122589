// The back office's dashboard (/admin): what needs doing today, read from the orders and mail modules.
import { parisDayStart, parisNextDayStart, parisWeekStart } from "#core/paris-calendar";
import type { Db } from "#server/db/client";
import { missingMeasures, stockAlerts } from "#server/modules/catalog/low-stock";
import { undeliveredMails } from "#server/modules/mail/undelivered";
import { ordersFlaggedForTeam, ordersToPrepare, referencesOf, takings } from "#server/modules/orders/team-figures";
import { countUnknownParcelEvents } from "#server/modules/shipping/tracking/carrier-events";

/** How far back an undelivered mail, or a carrier's event for an unknown parcel, is still shown. */
export const UNDELIVERED_MAIL_DAYS = 30;
/** How many orders or mails each list of the dashboard shows. */
export const DASHBOARD_LIST_LIMIT = 5;

/**
 * The dashboard's figures at `now`. Days and weeks (from Monday) are Paris's. `includeTestOrders`: count the orders
 * placed with simulated payments — only while the shop itself runs with them (demonstration); a shop taking real
 * payments leaves them out.
 */
export async function teamDashboard(db: Db, input: { now: Date; includeTestOrders: boolean }) {
  const { now, includeTestOrders: includeTest } = input;
  const dayStart = parisDayStart(now);
  const dayEnd = parisNextDayStart(now);
  const weekStart = parisWeekStart(now);
  const limit = DASHBOARD_LIST_LIMIT;
  const since = new Date(now.getTime() - UNDELIVERED_MAIL_DAYS * 86_400_000);
  const [toPrepare, flagged, mails, today, week, stock, measures, unknownParcels] = await Promise.all([
    ordersToPrepare(db, { includeTest, limit }),
    ordersFlaggedForTeam(db, { includeTest, limit }),
    undeliveredMails(db, { since, limit }),
    takings(db, { from: dayStart, to: dayEnd, includeTest }),
    takings(db, { from: weekStart, to: dayEnd, includeTest }),
    stockAlerts(db, { limit: 10 }),
    missingMeasures(db, { limit: 10 }),
    // The carrier's events for parcels the shop never labelled (decision 108): recorded, applied to nothing.
    countUnknownParcelEvents(db, since),
  ]);
  const references = await referencesOf(
    db,
    mails.latest.flatMap((m) => (m.orderId ? [m.orderId] : [])),
  );
  return {
    includeTestOrders: includeTest,
    toPrepare,
    flagged,
    undeliveredMails: {
      total: mails.total,
      days: UNDELIVERED_MAIL_DAYS,
      latest: mails.latest.map(({ orderId, ...mail }) => ({
        ...mail,
        orderReference: orderId ? (references.get(orderId) ?? null) : null,
      })),
    },
    unknownParcelEvents: { total: unknownParcels, days: UNDELIVERED_MAIL_DAYS },
    stock,
    missingMeasures: measures,
    today: { from: dayStart, ...today },
    week: { from: weekStart, ...week },
  };
}

export type TeamDashboard = Awaited<ReturnType<typeof teamDashboard>>;
