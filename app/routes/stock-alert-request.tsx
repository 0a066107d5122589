import { data } from "react-router";
import type { Route } from "./+types/stock-alert-request";
import { ErrorBox } from "#app/components/ui/alert-box";
import { ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { pageTitle } from "#app/lib/meta";

// `/alerte-stock` (decision 111): where « Me prévenir » posts. With JavaScript the product page shows the answer
// itself; without, this page does, with the way back to the product.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Alerte de retour en stock") },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

/** The product page the form came from: a path of the shop only, never another site. */
const backOf = (value: FormDataEntryValue | null) =>
  typeof value === "string" && /^\/[^/\\]/.test(value) && value.length <= 200 ? value : "/catalogue";

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const outcome = await context.services.stockAlerts.request(request, form, context.clientAddress);
  return data({ ...outcome, back: backOf(form.get("retour")) }, { status: outcome.ok ? 200 : 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export default function StockAlertRequest({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <PageTitle>Alerte de retour en stock</PageTitle>
      {!actionData ? (
        <p className="mt-4 text-stone-800">
          Sur la page d'un article épuisé, « Me prévenir » vous écrit une fois, à son retour en stock.
        </p>
      ) : actionData.ok ? (
        <p role="status" className="mt-4 font-semibold text-green-900">
          {actionData.message}
        </p>
      ) : (
        <ErrorBox className="mt-4">{actionData.message}</ErrorBox>
      )}
      <ButtonLink to={actionData?.back ?? "/catalogue"} className="mt-8">
        {actionData ? "Retour au produit" : "Voir le catalogue"}
      </ButtonLink>
    </main>
  );
}
