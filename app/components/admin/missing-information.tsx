import { Panel } from "#app/components/admin/panel";
import { TextLink } from "#app/components/ui/text";

export interface MissingInformationView {
  products: { id: string; name: string; active: boolean; missingLabels: string[] }[];
  realPayments: boolean;
}

/** The products whose mandatory regulatory information is missing (decision 084), each linked to its form. */
export function MissingInformation({ missing }: { missing: MissingInformationView }) {
  const { products } = missing;
  if (products.length === 0) return null;
  return (
    <Panel id="informations" title={`Informations réglementaires à compléter : ${products.length}`}>
      <p className="mt-2">
        {missing.realPayments
          ? "Ces produits ne peuvent pas être vendus : la commande les refuse et ils ne peuvent pas être remis en vente tant que leurs informations obligatoires manquent."
          : "Avec les paiements réels, ces produits ne pourront pas être vendus tant que leurs informations obligatoires manquent."}
      </p>
      <ul className="mt-1 divide-y divide-miel-200" data-testid="missing-information">
        {products.map((product) => (
          <li key={product.id} className="flex flex-wrap items-center gap-x-4">
            <TextLink to={`/admin/produits/${encodeURIComponent(product.id)}#informations-reglementaires`}>
              {product.name}
            </TextLink>
            <span>
              à compléter : {product.missingLabels.join(", ").toLowerCase()}
              {product.active ? "" : " (retiré de la vente)"}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
