import { data, Form } from "react-router";
import type { Route } from "./+types/stock-alert-link";
import { ErrorBox } from "#app/components/ui/alert-box";
import { Button, ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { pageTitle } from "#app/lib/meta";

// The two links of the alert mails (decision 111): `/alerte-stock/confirmer` and `/alerte-stock/desabonnement`. A
// GET only shows the button (link scanners follow links); the button posts. The unsubscribe address also takes a
// mail client's one-click POST (RFC 8058), whose body is the button's: `List-Unsubscribe=One-Click`.

const PRIVATE = { "Cache-Control": "private, no-store" };
const isUnsubscribe = (request: Request) => new URL(request.url).pathname.endsWith("/desabonnement");

const TEXTS = {
  confirm: {
    title: "Confirmer mon alerte",
    intro: "Confirmez votre alerte : nous vous écrirons une seule fois, au retour en stock de l'article.",
    button: "Confirmer mon alerte",
  },
  unsubscribe: {
    title: "Ne plus recevoir d'alerte",
    intro: "Vos alertes de retour en stock en attente s'arrêtent : vous ne recevrez plus aucun e-mail d'alerte.",
    button: "Me désabonner",
  },
};

export const meta: Route.MetaFunction = ({ matches, location }) => [
  {
    title: pageTitle(
      matches,
      location.pathname.endsWith("/desabonnement") ? TEXTS.unsubscribe.title : TEXTS.confirm.title,
    ),
  },
  { name: "robots", content: "noindex" },
  // The button's post carries the shop's origin (no-referrer would send `Origin: null`, which React Router refuses).
  { name: "referrer", content: "same-origin" },
];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return data(
    {
      kind: isUnsubscribe(request) ? ("unsubscribe" as const) : ("confirm" as const),
      action: `${url.pathname}${url.search}`,
    },
    { headers: PRIVATE },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const { stockAlerts } = context.services;
  const outcome = isUnsubscribe(request) ? await stockAlerts.unsubscribe(request) : await stockAlerts.confirm(request);
  return data(outcome, { status: outcome.ok ? 200 : 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

function Done({ outcome }: { outcome: NonNullable<Route.ComponentProps["actionData"]> }) {
  if (!outcome.ok) return <ErrorBox className="mt-4">{outcome.message}</ErrorBox>;
  if ("product" in outcome) {
    return (
      <>
        <p role="status" className="mt-4 font-semibold text-green-900">
          Votre alerte est confirmée : nous vous écrirons au retour de « {outcome.product} ».
        </p>
        <ButtonLink to={outcome.productPath} className="mt-8">
          Retour au produit
        </ButtonLink>
      </>
    );
  }
  return (
    <p role="status" className="mt-4 font-semibold text-green-900">
      C'est fait : vous ne recevrez plus d'alerte de retour en stock.
    </p>
  );
}

export default function StockAlertLink({ loaderData, actionData }: Route.ComponentProps) {
  const texts = TEXTS[loaderData.kind];
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <PageTitle>{texts.title}</PageTitle>
      {actionData ? (
        <Done outcome={actionData} />
      ) : (
        <>
          <p className="mt-4 text-stone-800">{texts.intro}</p>
          <Form method="post" action={loaderData.action} reloadDocument className="mt-6">
            {loaderData.kind === "unsubscribe" && <input type="hidden" name="List-Unsubscribe" value="One-Click" />}
            <Button type="submit">{texts.button}</Button>
          </Form>
        </>
      )}
    </main>
  );
}
