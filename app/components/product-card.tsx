import { Link } from "react-router";
import { perfumePath } from "#core/catalog";
import { formatEuros } from "#core/money";
import type { PhotoView } from "#core/product-photos";
import { ProductImage } from "./product-image";
import { FromPrice } from "./from-price";
import { ProductTile, TILE_LINK, TILE_META, TILE_NAME, TILE_PRICE } from "./product-tile";
import { CountryFlag } from "./product-picture";

export interface ProductCardData {
  id: string;
  name: string;
  description: string;
  image: string;
  badge: string | null;
  /** The drawn flag of the origin (`/images/flags/xx.svg`), or null. */
  flagImage: string | null;
  country: string | null;
  fromPriceCents: number;
  fromUnitPrice?: string | null;
  photo: PhotoView | null;
  /** Its second photo, shown on hover; absent or null: none. */
  secondPhoto?: PhotoView | null;
}

/**
 * A product in a grid: its tile (decision 116) — picture, badge, the name leading to its page, origin and lowest
 * price. `description` stays in the data for the callers; the tile leaves it to the product's page.
 */
export function ProductCard({ product, href, wide }: { product: ProductCardData; href: string; wide?: boolean }) {
  return (
    <ProductTile
      image={product.image}
      photo={product.photo}
      hover={product.secondPhoto ? { photo: product.secondPhoto } : null}
      badge={product.badge}
      wide={wide}
      favourite={{ productId: product.id, name: product.name }}
    >
      <h3 className={wide ? "font-serif text-2xl font-semibold" : TILE_NAME}>
        <Link to={href} className={TILE_LINK}>
          {product.name}
        </Link>
      </h3>
      {product.country && (
        <p className={TILE_META}>
          <CountryFlag src={product.flagImage} /> {product.country}
        </p>
      )}
      {wide && <p className="mt-3 max-w-prose text-stone-800">{product.description}</p>}
      <p className={TILE_PRICE}>
        <FromPrice cents={product.fromPriceCents} unitPrice={product.fromUnitPrice} />
      </p>
    </ProductTile>
  );
}

/** A perfume line on the home page: its count, lowest price and first perfumes. */
export function LineCard({
  id,
  title,
  audience,
  line,
}: {
  id: string;
  title: string;
  audience: string;
  line: {
    count: number;
    fromPriceCents: number;
    featured: { id: string; name: string; image: string; photo: PhotoView | null }[];
  };
}) {
  return (
    <article id={id} className="rounded-2xl bg-white p-6">
      <h3 className="font-serif text-2xl font-bold">
        <Link to={`/${id}`} className="hover:underline">
          {title}
        </Link>
      </h3>
      <p className="text-stone-700">
        {line.count} parfums {audience}, dès {formatEuros(line.fromPriceCents)}
      </p>
      <ul className="mt-4 grid grid-cols-3 gap-3">
        {line.featured.map((p) => (
          <li key={p.id} className="text-center text-sm">
            <Link to={perfumePath(p.id)} className="block hover:underline">
              <ProductImage
                src={p.image}
                photo={p.photo}
                sizes="(min-width: 1024px) 10vw, 30vw"
                className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
              />
              <span className="mt-1 block">{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
