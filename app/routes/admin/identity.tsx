import { data } from "react-router";
import type { Route } from "./+types/identity";
import { adminMeta } from "#app/lib/meta";
import { ActionFeedback } from "#app/components/admin/orders/action-feedback";
import { IdentityForm } from "#app/components/admin/shop-identity/identity-form";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => adminMeta("Identité de la boutique", { forms: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  return context.services.shopIdentity.admin.read(request);
}

export async function action({ context, request }: Route.ActionArgs) {
  const result = await context.services.shopIdentity.admin.save(request);
  return result.ok ? result : data(result, { status: 400 });
}

export default function ShopIdentity({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : null;
  return (
    <>
      <PageTitle>Identité de la boutique</PageTitle>
      <p className="mt-2 max-w-prose text-stone-800">
        La société qui exploite la boutique : elle figure dans les mentions légales, les CGV, la politique de
        confidentialité et sur chaque facture et avoir émis ensuite (les documents déjà émis gardent leur vendeur). Un
        détail laissé vide s'affiche « à compléter ». Chaque modification est inscrite au journal.
      </p>
      <ActionFeedback error={refused?.message ?? null} message={actionData?.ok ? actionData.message : null} />
      <IdentityForm
        // A new form once the saved identity comes back, so its fields show what the database now holds.
        key={JSON.stringify(loaderData.identity)}
        identity={refused?.values ?? loaderData.identity}
        variables={loaderData.variables}
        errors={refused?.errors ?? {}}
      />
    </>
  );
}
