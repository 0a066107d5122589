import { ProductCard, type ProductCardData } from "#app/components/product-card";

/** « Vous aimerez aussi » under a product page: the loader's choice of others of its kind (issue 34); none: nothing. */
export function RelatedProducts({ products }: { products: (ProductCardData & { href: string })[] }) {
  if (products.length === 0) return null;
  return (
    <section className="mt-12">
      <h2 className="font-serif text-2xl font-bold text-miel-900">Vous aimerez aussi</h2>
      {/* Two side by side from a phone on: four cards one under the other would be a second page to scroll. */}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} href={product.href} />
          </li>
        ))}
      </ul>
    </section>
  );
}
