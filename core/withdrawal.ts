// The legal withdrawal (droit de rétractation, Code de la consommation L221-18 to L221-28), decision 040: when a
// customer may still withdraw from an order, counted on the Paris calendar. Pure: the server enforces it, the
// order page shows it.
import { isFrenchHoliday } from "./french-holidays";
import { parisDay, parisDayStartAfter } from "./paris-calendar";

/** L221-18: fourteen days from the receipt of the goods. */
export const WITHDRAWAL_DAYS = 14;
/**
 * A shipped order whose delivery the team has not recorded is presumed received this many days after shipping
 * (the longest transit to the shop's countries, with margin): the customer's period never starts earlier than it
 * could have legally.
 */
export const PRESUMED_TRANSIT_DAYS = 7;

export interface WithdrawalOrder {
  status: string;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

export type WithdrawalWindow =
  | { open: true; /** null: not shipped yet, the period has not started. */ deadline: Date | null }
  | { open: false; deadline: Date | null; reason: string };

/**
 * The instant the period ends: midnight (Paris) after the 14th day following the start, the start's own day not
 * counted; a last day on a Saturday, Sunday or public holiday moves to the next working day (L221-19, CPC 641-642).
 */
export function withdrawalEnd(start: Date): Date {
  let offset = WITHDRAWAL_DAYS;
  for (;;) {
    const last = parisDay(parisDayStartAfter(start, offset));
    if (last.weekday < 5 && !isFrenchHoliday(last.year, last.month, last.day)) break;
    offset += 1;
  }
  return parisDayStartAfter(start, offset + 1);
}

/**
 * Whether the customer may still withdraw: a paid order only; before shipping always (L221-18 lets the consumer
 * withdraw from the contract's conclusion); then until `withdrawalEnd` of the delivery, or of the presumed delivery
 * `PRESUMED_TRANSIT_DAYS` after shipping when no delivery was recorded.
 */
export function withdrawalWindow(order: WithdrawalOrder, now: Date): WithdrawalWindow {
  if (order.status === "refunded")
    return { open: false, deadline: null, reason: "Cette commande est déjà entièrement remboursée." };
  if (order.status !== "paid")
    return {
      open: false,
      deadline: null,
      reason: "Seule une commande payée peut faire l'objet d'une rétractation.",
    };
  const start =
    order.deliveredAt ??
    (order.shippedAt ? new Date(order.shippedAt.getTime() + PRESUMED_TRANSIT_DAYS * 86_400_000) : null);
  if (!start) return { open: true, deadline: null };
  const deadline = withdrawalEnd(start);
  if (now.getTime() < deadline.getTime()) return { open: true, deadline };
  return {
    open: false,
    deadline,
    reason: `Le délai légal de rétractation de ${WITHDRAWAL_DAYS} jours après la livraison a pris fin le ${lastDayText(deadline)} : la rétractation n'est plus possible pour cette commande. Pour un retour au titre de notre garantie « satisfait ou remboursé », contactez le service client.`,
  };
}

const dayFr = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });

/** The period's last day, in French (`8 décembre 2026`): the day before the end instant. */
export function lastDayText(deadline: Date): string {
  return dayFr.format(new Date(deadline.getTime() - 12 * 3600_000));
}

/** The declaration's fixed text (the model form of the annex to R221-1), for the page and the mail. */
export const WITHDRAWAL_STATEMENT =
  "Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous.";

/** What the customer confirms for the hygiene exceptions of the CGV (L221-28, 5° and 3°). */
export const UNOPENED_STATEMENT =
  "Je confirme que les articles concernés n'ont pas été ouverts : parfums non déballés et sous scellé, pots de miel et de Shilajit non descellés.";

export const UNOPENED_REFUSAL =
  "Confirmez que les articles sont intacts : un parfum ouvert ou un aliment descellé ne peut être retourné pour des raisons d'hygiène et de santé (CGV, article 5).";

/** An order line as a declaration sees it: bought, refunded, and already declared in earlier declarations. */
export interface DeclaredLine {
  lineId: number;
  quantity: number;
  refundedQuantity: number;
}

/**
 * The units of each line a new declaration may still cover: bought, less those refunded or already declared
 * (whichever is more — a declared unit is usually the one refunded later). Lines with none left are left out.
 */
export function declarableUnits(
  lines: readonly DeclaredLine[],
  declared: readonly { lineId: number; quantity: number }[],
): Map<number, number> {
  const before = new Map<number, number>();
  for (const d of declared) before.set(d.lineId, (before.get(d.lineId) ?? 0) + d.quantity);
  const units = new Map<number, number>();
  for (const line of lines) {
    const left = line.quantity - Math.max(line.refundedQuantity, before.get(line.lineId) ?? 0);
    if (left > 0) units.set(line.lineId, left);
  }
  return units;
}
