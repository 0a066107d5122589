import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/order-withdrawal";
import { BackHomeLink } from "#app/components/back-home-link";
import { ErrorBox } from "#app/components/ui/alert-box";
import { ButtonLink } from "#app/components/ui/button";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { WithdrawalDeclarationForm } from "#app/components/withdrawal/withdrawal-declaration-form";
import { WithdrawalReceipt } from "#app/components/withdrawal/withdrawal-receipt";
import { pageTitle } from "#app/lib/meta";

// `/commandes/:reference/retractation` (decision 040): the online withdrawal form of one order, for its owner or the
// holder of the confirmation mail's link (`?cle=`); once sent, the acknowledgement.

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches,
      loaderData?.order ? `Rétractation — ${loaderData.order.reference}` : "Commande introuvable",
    ),
  },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The link's key, from the address or the form, when it has a plausible length. */
const keyOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && value.length > 0 && value.length <= 100 ? value : null;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const key = keyOf(new URL(request.url).searchParams.get("cle"));
  const reference = params.reference.slice(0, 40);
  const [order, withdrawal] = await Promise.all([
    context.services.orders.forViewer(request, reference, key),
    context.services.orders.withdrawal(request, reference, key),
  ]);
  return data({ order, withdrawal, accessKey: key }, { status: order && withdrawal ? 200 : 404, headers: PRIVATE });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  // Anything but a form (JSON, a broken body) reads as an empty form: a French refusal, never a 500.
  const form = await request.formData().catch(() => new FormData());
  const key = keyOf(form.get("cle")) ?? keyOf(new URL(request.url).searchParams.get("cle"));
  const reference = params.reference.slice(0, 40);
  const result = await context.services.orders.declareWithdrawal(request, reference, key, form);
  if (result.ok) {
    const query = key ? `?cle=${encodeURIComponent(key)}` : "";
    return redirect(`/commandes/${encodeURIComponent(reference)}/retractation${query}`, {
      status: 303,
      headers: PRIVATE,
    });
  }
  return data({ error: result.message, field: result.field }, { status: 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, withdrawal, accessKey } = loaderData;
  if (!order || !withdrawal) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageTitle>Commande introuvable</PageTitle>
        <p className="mt-4 text-stone-800">
          Ouvrez le lien de votre e-mail de confirmation, ou connectez-vous au compte qui a passé la commande.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/connexion">Se connecter</ButtonLink>
        </div>
      </main>
    );
  }
  const orderPath = `/commandes/${encodeURIComponent(order.reference)}${accessKey ? `?cle=${encodeURIComponent(accessKey)}` : ""}`;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <BackHomeLink />
      <PageTitle className="mt-4">
        Rétractation — commande <span className="font-mono whitespace-nowrap">{order.reference}</span>
      </PageTitle>
      <p className="mt-2 text-stone-800">
        Le droit de rétractation (articles L221-18 et suivants du Code de la consommation) vous permet de renoncer à
        votre achat sans motif. Ce formulaire en ligne vous dispense d'envoyer le{" "}
        <Link to="/cgv#formulaire-retractation" className="font-semibold text-miel-900 underline">
          formulaire type des conditions générales de vente
        </Link>
        .
      </p>
      {withdrawal.request ? (
        <WithdrawalReceipt request={withdrawal.request} email={order.email} />
      ) : withdrawal.open ? (
        <WithdrawalDeclarationForm
          lines={order.lines}
          declarable={withdrawal.declarable}
          accessKey={accessKey}
          lastDay={withdrawal.lastDay}
          error={actionData ? { text: actionData.error, field: actionData.field } : null}
        />
      ) : (
        <ErrorBox className="mt-6">
          <p>{withdrawal.refusal}</p>
        </ErrorBox>
      )}
      <TextLink to={orderPath} className="mt-6">
        ← Retour à la commande
      </TextLink>
    </main>
  );
}
