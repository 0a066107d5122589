import { Link } from "react-router";
import { perfumePath } from "#core/catalog";
import { formatEuros } from "#core/money";
import type { PhotoView } from "#core/product-photos";
import { ProductImage } from "./product-image";
import { FromPrice } from "./from-price";
import { ProductTile } from "./product-tile";
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
}

/** A product in a grid: image, badge, name linking to its page, origin, description and lowest price. */
export function ProductCard({ product, href, wide }: { product: ProductCardData; href: string; wide?: boolean }) {
  return (
    <ProductTile
      image={product.image}
      photo={product.photo}
      badge={product.badge}
      wide={wide}
      compact
      favourite={{ productId: product.id, name: product.name }}
    >
      <h3 className="font-serif text-lg font-bold">
        <Link to={href} className="hover:underline">
          {product.name}
        </Link>
      </h3>
      {product.country && (
        <p className="text-sm text-stone-700">
          <CountryFlag src={product.flagImage} /> {product.country}
        </p>
      )}
      <p className="mt-2 line-clamp-3 text-sm text-stone-700">{product.description}</p>
      <p className="mt-auto pt-3 font-semibold text-miel-900">
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
    <article id={id} className="rounded-2xl border border-miel-200 bg-white p-6">
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
                className="aspect-square w-full rounded-xl object-cover"
              />
              <span className="mt-1 block">{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
