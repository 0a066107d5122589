import type { Route } from "./+types/newsletters";
import { adminMeta } from "#app/lib/meta";
import { NewsletterProgress } from "#app/components/admin/newsletter/newsletter-state";
import { ButtonLink } from "#app/components/ui/button";
import { PageTitle, TextLink } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => adminMeta("Lettres");

export async function loader({ context, request }: Route.LoaderArgs) {
  return context.services.newsletter.admin.overview(request);
}

/** `/admin/lettres` (decision 115): the subscribers' count and every newsletter with its progress. */
export default function Newsletters({ loaderData }: Route.ComponentProps) {
  const { subscribers, newsletters } = loaderData;
  return (
    <>
      <PageTitle>Lettres</PageTitle>
      <p className="mt-2 max-w-prose text-stone-800">
        <span data-testid="abonnes">{subscribers.confirmed}</span> abonné{subscribers.confirmed > 1 ? "s" : ""} confirmé
        {subscribers.confirmed > 1 ? "s" : ""} ; {subscribers.pending} inscription
        {subscribers.pending > 1 ? "s" : ""} en attente de confirmation (elles ne reçoivent rien). Une lettre part
        seulement vers les adresses confirmées, au rythme réglé par NEWSLETTER_MAILS_PER_MINUTE.
      </p>
      <ButtonLink to="/admin/lettres/nouvelle" className="mt-4">
        Écrire une lettre
      </ButtonLink>
      {newsletters.length === 0 ? (
        <p className="mt-6 text-stone-700">Aucune lettre pour le moment.</p>
      ) : (
        <ul className="mt-6 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
          {newsletters.map((n) => (
            <li key={n.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
              <TextLink to={`/admin/lettres/${n.id}`}>{n.subject}</TextLink>
              <NewsletterProgress state={n.state} delivered={n.delivered} recipients={n.recipients} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
