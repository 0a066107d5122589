import { Link } from "react-router";
import type { PhotoView } from "#core/product-photos";
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
