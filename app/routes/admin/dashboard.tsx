import type { Route } from "./+types/dashboard";
import { LowStock, Takings, ToCheck, ToPrepare } from "#app/components/admin/dashboard-sections";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { title: "Tableau de bord — Administration" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const board = await context.services.adminDashboard.today(request);
  const takings = (t: typeof board.today) => ({ ...t, from: t.from.toISOString() });
  return {
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
    lowStock: board.lowStock,
    mails: {
      ...board.undeliveredMails,
      latest: board.undeliveredMails.latest.map((m) => ({ ...m, failedAt: m.failedAt.toISOString() })),
    },
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { demo, today, week, toPrepare, flagged, mails, lowStock } = loaderData;
  return (
    <>
      <PageTitle>Tableau de bord</PageTitle>
      <p className="mt-2 text-stone-700">Ce qui attend l'équipe aujourd'hui.</p>
      <ToPrepare orders={toPrepare} />
      <ToCheck flagged={flagged} mails={mails} />
      <Takings today={today} week={week} demo={demo} />
      <LowStock stock={lowStock} />
    </>
  );
}
