import { Link, useRouteLoaderData } from "react-router";
import { analysisRows } from "#core/lots";
import { freeShippingText } from "#app/lib/offer-texts";
import type { PublicLotView } from "#app/lib/loader-data";
import type { loader as rootLoader } from "#app/root";

/** What the lot line claims: the analyses only when the lot has figures or the laboratory's report (issue 34). */
export function lotReassurance(lot: PublicLotView): string {
  const analysed = lot.analysisKey !== null || analysisRows(lot).length > 0;
  return `Lot ${lot.code} : ${analysed ? "traçabilité et analyses du laboratoire" : "traçabilité de la récolte"}`;
}

/**
 * Beside a product page's button: the estimated deliveries (the loader's, decision 100), free delivery's threshold
 * when the shop has one, and the lot's traceability. A honey's lots are one per format (`slot`): the chosen format's
 * radio shows its own by the `.format-lot` rule, as the lot's section below does; a lot without `slot` always shows.
 * Plain text and links: the page's script grows by the least.
 */
export function ProductReassurance({
  delivery,
  lots = [],
  className = "",
}: {
  delivery: readonly string[];
  lots?: { lot: PublicLotView; slot?: number }[];
  className?: string;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const freeShipping = freeShippingText(root?.config.freeShippingFromCents ?? null);
  return (
    <ul
      aria-label="Livraison et traçabilité"
      className={`space-y-1 border-l-2 border-miel-200 pl-3 text-sm text-stone-800 ${className}`}
      data-testid="delivery-estimates"
    >
      {delivery.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {freeShipping && <li>{freeShipping} en France métropolitaine</li>}
      {lots.map(({ lot, slot }) => (
        <li
          key={lot.code + (slot ?? "")}
          className={slot === undefined ? undefined : "format-lot"}
          data-lot-slot={slot}
          data-testid="lot-reassurance"
        >
          <Link to={`/lot/${lot.code}`} className="font-semibold text-miel-900 underline">
            {lotReassurance(lot)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
