import { data } from "react-router";
import type { Route } from "./+types/reviews";
import { adminMeta } from "#app/lib/meta";
import { ActionFeedback } from "#app/components/admin/orders/action-feedback";
import { Panel } from "#app/components/admin/panel";
import { ModerationList } from "#app/components/admin/reviews/moderation-card";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { REVIEWS_CHARTER_PATH } from "#core/reviews";

// `/admin/avis` (decision 110): the customers' reviews waiting for moderation, oldest first, and the latest moderated.

export const meta: Route.MetaFunction = () => adminMeta("Avis clients", { forms: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  return context.services.reviews.admin.queue(request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const result = await context.services.reviews.admin.moderate(request);
  return result.ok ? result : data(result, { status: 400 });
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, moderated } = loaderData;
  return (
    <>
      <PageTitle>Avis clients</PageTitle>
      <p className="mt-2 max-w-prose text-stone-800">
        Chaque avis d'un acheteur attend ici sa lecture. Publiez-le tel quel, ou refusez-le avec un motif : son auteur
        le reçoit par e-mail, comme le promet la <TextLink to={REVIEWS_CHARTER_PATH}>charte des avis clients</TextLink>.
        Chaque action est inscrite au journal.
      </p>
      <ActionFeedback
        error={actionData && !actionData.ok ? actionData.message : null}
        message={actionData?.ok ? actionData.message : null}
      />
      <Panel id="en-attente" title={`En attente (${pending.length})`}>
        <ModerationList reviews={pending} empty="Aucun avis n'attend de lecture." />
      </Panel>
      <Panel id="moderes" title="Derniers avis modérés">
        <ModerationList reviews={moderated} empty="Aucun avis modéré pour l'instant." />
      </Panel>
    </>
  );
}
