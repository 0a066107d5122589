import { data } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { LinkActionPage } from "#app/components/newsletter/link-action-page";
import { pageTitle } from "#app/lib/meta";

// `/newsletter/desabonnement?jeton=` (decision 115): a newsletter's unsubscribe link; its button withdraws the
// consent (a mail client's one-click POST goes to /api/newsletter/desabonnement).

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Se désabonner de la lettre") },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

export function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("jeton") ?? "").slice(0, 200);
  return data({ token }, { headers: PRIVATE });
}

export async function action({ context, request }: Route.ActionArgs) {
  const done = await context.services.newsletter.unsubscribe(request);
  return data({ done }, { status: done ? 200 : 404, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <LinkActionPage
      title="Se désabonner de la lettre"
      token={loaderData.token}
      works={loaderData.token !== "" && actionData?.done !== false}
      done={
        actionData?.done
          ? "C'est fait : vous ne recevrez plus notre lettre, pas même la suite d'un envoi en cours."
          : null
      }
      intro="Vous ne recevrez plus la lettre de la boutique. Les e-mails de vos commandes ne changent pas."
      button="Me désabonner"
      broken="Ce lien de désabonnement est inconnu : ouvrez celui de la dernière lettre reçue, ou écrivez-nous."
    />
  );
}
