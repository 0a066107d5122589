import type { Route } from "./+types/stock-alerts";
import { adminMeta } from "#app/lib/meta";
import { AwaitedVariants } from "#app/components/admin/stock-alerts/awaited-variants";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => adminMeta("Alertes de retour en stock");

export async function loader({ context, request }: Route.LoaderArgs) {
  return { rows: await context.services.stockAlerts.awaited(request) };
}

export default function StockAlerts({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Alertes de retour en stock</PageTitle>
      <p className="mt-2 max-w-3xl text-stone-800">
        Les clients qui attendent un article épuisé. Quand son stock revient (par sa fiche, un remboursement ou une
        commande expirée), chaque alerte confirmée reçoit un seul e-mail, dans l&apos;ordre des demandes ; une alerte
        non confirmée ne reçoit rien et s&apos;efface après 7 jours.
      </p>
      <AwaitedVariants caption="Articles attendus, les plus demandés d'abord" rows={loaderData.rows} />
    </>
  );
}
