import { Form } from "react-router";
import type { Route } from "./+types/lots";
import { adminMeta } from "#app/lib/meta";
import { LotsTable } from "#app/components/admin/lots/lots-table";
import { Panel } from "#app/components/admin/panel";
import { SelectField } from "#app/components/form-field";
import { Button, ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => adminMeta("Lots et traçabilité");

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const product = new URL(request.url).searchParams.get("produit") ?? "";
  const [all, shown] = await Promise.all([
    context.services.lots.admin.overview(request),
    product ? context.services.lots.admin.overview(request, product) : null,
  ]);
  return {
    choices: all.map((p) => ({ value: p.id, label: p.name })),
    products: shown ?? all,
    product,
  };
}

export default function Lots({ loaderData }: Route.ComponentProps) {
  const { choices, products, product } = loaderData;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Lots et traçabilité</PageTitle>
        <ButtonLink to={`/admin/lots/nouveau${product ? `?produit=${encodeURIComponent(product)}` : ""}`}>
          Nouveau lot
        </ButtonLink>
      </div>
      <p className="mt-2 max-w-3xl text-stone-800">
        Chaque pot de miel et de Shilajit expédié est rattaché à son lot lors de la préparation de la commande (le plus
        ancien d&apos;abord) : d&apos;un lot, on retrouve chaque client qui l&apos;a reçu (règlement (CE) 178/2002, art.
        18).
      </p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <SelectField
          id="filtre-produit"
          name="produit"
          label="Produit"
          options={[{ value: "", label: "Tous les miels et le Shilajit" }, ...choices]}
          defaultValue={product}
        />
        <Button type="submit" variant="secondary">
          Afficher
        </Button>
      </Form>
      {products.map((p) => (
        <Panel key={p.id} id={`lots-${p.id}`} title={`${p.name}${p.active ? "" : " (hors vente)"}`}>
          {p.lots.length === 0 ? (
            <p className="mt-3">
              Aucun lot enregistré : la préparation d&apos;une commande de ce produit sera refusée.
            </p>
          ) : (
            <LotsTable caption={`Lots de ${p.name}, du plus ancien au plus récent`} lots={p.lots} />
          )}
        </Panel>
      ))}
    </>
  );
}
