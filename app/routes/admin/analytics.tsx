import type { Route } from "./+types/analytics";
import { adminMeta } from "#app/lib/meta";
import { Charts, Exports, FigureTiles, PeriodForm, Rankings } from "#app/components/admin/analytics/analytics-sections";
import { TEST_ORDERS_INCLUDED } from "#core/analytics";
import { PageTitle } from "#app/components/ui/text";
import { dateTimeFr } from "#app/components/admin/format";

export const meta: Route.MetaFunction = () => adminMeta("Analytique");

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const { window, previousWindow: _previous, ...report } = await context.services.analytics.report(request);
  return { ...report, window: { from: window.from.toISOString(), to: window.to.toISOString() } };
}

export default function Analytics({ loaderData: report }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Analytique</PageTitle>
      <p className="mt-2 text-stone-700">
        {report.label} jusqu'au {dateTimeFr.format(new Date(report.window.to))}, comparés aux {report.label} d'avant.
        Chiffres tirés des commandes, remboursements et comptes de la boutique
        {report.includesTestOrders
          ? "\u00a0; en mode démonstration, les commandes de test (paiements simulés) sont comptées."
          : "\u00a0; les commandes de test (paiements simulés) ne sont pas comptées."}{" "}
        Le tunnel vient d'une mesure d'audience sans cookie ni donnée personnelle.
      </p>
      {report.includesTestOrders && (
        <p className="mt-3 inline-block rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-950">
          {TEST_ORDERS_INCLUDED}
        </p>
      )}
      <PeriodForm period={report.period} />
      <FigureTiles current={report.current} previous={report.previous} />
      <Charts report={report} />
      <Rankings report={report} />
      <Exports period={report.period} />
    </>
  );
}
