import { data, redirect } from "react-router";
import type { Route } from "./+types/lot-new";
import { adminMeta } from "#app/lib/meta";
import { ActionFeedback } from "#app/components/admin/orders/action-feedback";
import { LotForm } from "#app/components/admin/lots/lot-form";
import { Panel } from "#app/components/admin/panel";
import { PageTitle, TextLink } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => adminMeta("Nouveau lot", { forms: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const product = new URL(request.url).searchParams.get("produit") ?? "";
  const products = await context.services.lots.admin.overview(request);
  const chosen = products.find((p) => p.id === product);
  return {
    products,
    defaultProduct: chosen ? `${chosen.id}|${chosen.kind === "honey" ? (chosen.variants[0]?.id ?? "") : ""}` : "",
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const result = await context.services.lots.admin.change(request, null);
  if (result.ok && result.lotId) throw redirect(`/admin/lots/${result.lotId}?cree=1`);
  return data(result, { status: 400 });
}

export default function NewLot({ loaderData, actionData }: Route.ComponentProps) {
  const errors =
    actionData && !actionData.ok ? (actionData.errors ?? { [actionData.field ?? ""]: actionData.message }) : {};
  return (
    <>
      <TextLink to="/admin/lots">← Lots</TextLink>
      <PageTitle className="mt-2">Nouveau lot</PageTitle>
      <ActionFeedback error={actionData && !actionData.ok ? actionData.message : null} message={null} />
      <Panel id="lot-saisie" title="Réception et analyse">
        <LotForm
          products={loaderData.products}
          defaultProduct={loaderData.defaultProduct}
          errors={errors}
          intent="create"
          submitLabel="Enregistrer le lot"
        />
      </Panel>
    </>
  );
}
