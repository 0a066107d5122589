import { data } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { LinkActionPage } from "#app/components/newsletter/link-action-page";
import { pageTitle } from "#app/lib/meta";

// `/newsletter/confirmer?jeton=` (decision 115): the double opt-in's link; the consent is given by its button.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Confirmer votre inscription") },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "same-origin" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };
const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("jeton") ?? "").slice(0, 200);

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = tokenOf(request);
  return data({ token, works: await context.services.newsletter.confirmationWorks(token) }, { headers: PRIVATE });
}

export async function action({ context, request }: Route.ActionArgs) {
  const confirmed = await context.services.newsletter.confirm(request);
  return data({ confirmed }, { status: confirmed ? 200 : 410, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const broken =
    "Ce lien ne fonctionne pas (plus) : il a expiré, servi déjà, ou un plus récent l'a remplacé. Inscrivez-vous de nouveau depuis le bas de n'importe quelle page.";
  return (
    <LinkActionPage
      title="Confirmer votre inscription"
      token={loaderData.token}
      works={loaderData.works && actionData?.confirmed !== false}
      done={
        actionData?.confirmed
          ? "Votre inscription est confirmée : vous recevrez notre prochaine lettre. Chaque lettre contient un lien pour vous désabonner."
          : null
      }
      intro="Confirmez que vous souhaitez recevoir la lettre de la boutique par e-mail."
      button="Confirmer mon inscription"
      broken={broken}
    />
  );
}
