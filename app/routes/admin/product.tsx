import { data } from "react-router";
import type { Route } from "./+types/product";
import { adminMeta } from "#app/lib/meta";
import { PriceHistory } from "#app/components/admin/products/price-history";
import { ProductForm } from "#app/components/admin/products/product-form";
import { InformationForm } from "#app/components/admin/products/information-form";
import { Panel } from "#app/components/admin/panel";
import { AwaitedVariants } from "#app/components/admin/stock-alerts/awaited-variants";
import { PageTitle, TextLink } from "#app/components/ui/text";

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded?.name ?? "Produit");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const product = await context.services.adminCatalog.one(request, params.id);
  if (!product) throw data({ detail: "Produit introuvable." }, { status: 404 });
  const [regulatory, awaited] = await Promise.all([
    context.services.productInformation.admin.one(request, params.id),
    context.services.stockAlerts.awaited(request, params.id),
  ]);
  return { ...product, regulatory, awaited };
}

/** Where the product is sold on the storefront. */
function storefrontPath(product: { id: string; kind: string; collection: string | null }): string {
  if (product.kind === "honey") return `/miel/${encodeURIComponent(product.id)}`;
  if (product.kind === "perfume") return product.collection === "Mme.H" ? "/parfums-femme" : "/parfums-homme";
  if (product.kind === "wellness") return "/autres-collection";
  return "/paiement";
}

export default function AdminProduct({ loaderData: product }: Route.ComponentProps) {
  const photos = `/admin/produits/${encodeURIComponent(product.id)}/photos`;
  return (
    <>
      <TextLink to="/admin/produits">← Tous les produits</TextLink>
      <PageTitle className="mt-2">{product.name}</PageTitle>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-stone-800">
        <span className="font-mono">{product.id}</span>
        <span className="font-semibold">{product.active ? "En vente" : "Retiré de la vente"}</span>
        {product.active && (
          <a href={storefrontPath(product)} className="font-semibold text-miel-900 underline">
            Voir sur la boutique
          </a>
        )}
      </p>
      <ProductForm product={product} />
      {product.regulatory && (
        <InformationForm
          // Kept across the revalidation after a save (a key that changed with the save remounted the form and
          // took its « enregistrées » away); a new form for another product.
          key={product.id}
          productId={product.id}
          kind={product.kind}
          data={product.regulatory}
        />
      )}
      <Panel id="alertes-stock" title="Alertes de retour en stock">
        <AwaitedVariants caption="Clients qui attendent une variante" rows={product.awaited} />
      </Panel>
      <Panel id="photos" title="Photos">
        <p className="mt-2">Les photos du produit, leur ordre et leurs textes alternatifs se gèrent sur leur page.</p>
        <TextLink to={photos} className="mt-2">
          Photos
        </TextLink>
      </Panel>
      <PriceHistory product={product} />
    </>
  );
}
