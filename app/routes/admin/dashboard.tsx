import type { Route } from "./+types/dashboard";
import { adminMeta } from "#app/lib/meta";
import { MissingMeasures, StockAlerts, Takings, ToCheck, ToPrepare } from "#app/components/admin/dashboard-sections";
import { MissingInformation } from "#app/components/admin/missing-information";
import { WithdrawalsToProcess } from "#app/components/admin/orders/withdrawal-requests";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => adminMeta("Tableau de bord");

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const [board, withdrawals, information] = await Promise.all([
    context.services.adminDashboard.today(request),
    context.services.adminOrders.openWithdrawals(request),
    context.services.productInformation.admin.incomplete(request),
  ]);
  const takings = (t: typeof board.today) => ({ ...t, from: t.from.toISOString() });
  return {
    withdrawals,
    information,
    demo: board.includeTestOrders,
    today: takings(board.today),
    week: takings(board.week),
    toPrepare: {
      total: board.toPrepare.total,
      oldest: board.toPrepare.oldest.map((o) => ({ ...o, paidAt: o.paidAt.toISOString() })),
    },
    flagged: {
      total: board.flagged.total,
      oldest: board.flagged.oldest.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    },
    stock: board.stock,
    measures: board.missingMeasures,
    mails: {
      ...board.undeliveredMails,
      latest: board.undeliveredMails.latest.map((m) => ({ ...m, failedAt: m.failedAt.toISOString() })),
    },
    unknownParcels: board.unknownParcelEvents,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { demo, today, week, toPrepare, flagged, mails, unknownParcels, stock, measures, withdrawals, information } =
    loaderData;
  return (
    <>
      <PageTitle>Tableau de bord</PageTitle>
      <p className="mt-2 text-stone-700">Ce qui attend l'équipe aujourd'hui.</p>
      <ToPrepare orders={toPrepare} />
      <WithdrawalsToProcess withdrawals={withdrawals} />
      <ToCheck flagged={flagged} mails={mails} unknownParcels={unknownParcels} />
      <Takings today={today} week={week} demo={demo} />
      <StockAlerts stock={stock} />
      <MissingMeasures measures={measures} />
      <MissingInformation missing={information} />
    </>
  );
}
