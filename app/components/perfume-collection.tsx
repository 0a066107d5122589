import type { ShownRating } from "#core/reviews";
import { formatEuros, formatEurosInText } from "#core/money";
import type { PhotoView } from "#core/product-photos";
import { Link } from "react-router";
import { perfumePath } from "#core/catalog";
import { ProductTile, productGridClass, TILE_LINK, TILE_META, TILE_NAME, TILE_PRICE } from "./product-tile";
import { CollectionControls } from "./collection-controls";
import type { CollectionSort } from "#core/collection-query";
import { AddToCartButton } from "./add-to-cart-button";
import { perfumeBasketItem } from "./perfume/basket-item";
import { useTrack } from "#app/lib/track";
import { breadcrumbLd, seoMeta } from "#app/lib/meta";
import { BackHomeLink } from "./back-home-link";
import { ProductRating } from "./rating-stars";
import { type Pack, packText } from "#app/lib/offer-texts";

export interface PerfumeCard {
  id: string;
  /** The product's id (the card's `id` is its variant's, the basket line). */
  productId: string;
  name: string;
  description: string;
  notes: string[];
  image: string;
  photo: PhotoView | null;
  /** Its second photo, shown on hover (decision 116); absent or null: none. */
  secondPhoto?: PhotoView | null;
  rating: ShownRating | null;
  badge: string | null;
  priceCents: number;
  /** The price per litre (`599,80 €/L`), null while the bottle's volume is unknown (decision 039). */
  unitPrice: string | null;
  soldOut: boolean;
}

type PerfumeLineData = { perfumes: PerfumeCard[]; packs: Pack[] };

/** A perfume page's description: its lead, the line's price and the first pack, from the page's data. */
function perfumeLineDescription(lead: string, data: PerfumeLineData | undefined) {
  const prices = data?.perfumes.map((p) => p.priceCents) ?? [];
  const from = prices.some((p) => p !== prices[0]) ? "à partir de " : "à ";
  const price = prices.length > 0 ? `, ${from}${formatEurosInText(Math.min(...prices))}` : "";
  const pack = data?.packs[0];
  return `${lead}${price}.${pack ? ` ${packText(pack)} avec ${pack.code}.` : ""}`;
}

/**
 * A perfume line's page meta (Mr.H, Mme.H): « Collection <line> — parfums <audience> », the line's description with
 * its lowest price and pack, and the breadcrumb Accueil › the collection.
 */
export function perfumeLineMeta(
  matches: Parameters<typeof seoMeta>[0]["matches"],
  data: PerfumeLineData | undefined,
  line: { name: string; audience: string; lead: string; path: string },
) {
  const collection = `Collection ${line.name}`;
  return seoMeta({
    matches,
    title: `${collection} — parfums ${line.audience}`,
    description: perfumeLineDescription(line.lead, data),
    path: line.path,
    jsonLd: [breadcrumbLd(matches, { name: collection, path: line.path })],
  });
}

/** A perfume line's page (Mr.H or Mme.H): back link, basket, pack codes, the grid. */
export function PerfumeCollection({
  title,
  intro,
  perfumes,
  packs,
  sort = "selection",
  notice = null,
}: {
  title: string;
  intro: string;
  perfumes: PerfumeCard[];
  packs: Pack[];
  /** The address's sort (decision 114) and what it ignored, in French. */
  sort?: CollectionSort;
  notice?: string | null;
}) {
  // A view of the line's page (its perfumes are all on it): no single product.
  useTrack("product_view");
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <BackHomeLink />
      {packs.length > 0 && (
        <p className="mt-6 rounded-2xl bg-miel-900 px-4 py-3 text-center text-miel-50">
          Offres packs :{" "}
          {packs.map((pack, i) => (
            <span key={pack.code}>
              {i > 0 && " · "}
              <strong>{pack.code}</strong> — {packText(pack)}
            </span>
          ))}
        </p>
      )}
      <h1 className="mt-8 font-serif text-4xl font-bold text-miel-900">{title}</h1>
      <p className="mt-2 max-w-2xl text-stone-800">{intro}</p>
      <CollectionControls sort={sort} notice={notice} />
      <ul className={`mt-8 ${productGridClass(perfumes.length)}`}>
        {perfumes.map((perfume, index) => (
          <li key={perfume.id}>
            <ProductTile
              image={perfume.image}
              photo={perfume.photo}
              hover={perfume.secondPhoto ? { photo: perfume.secondPhoto } : null}
              eager={index < 4}
              badge={perfume.badge}
              wide={perfumes.length === 1}
              favourite={{ productId: perfume.productId, name: perfume.name }}
            >
              <h2 className={TILE_NAME}>
                <Link to={perfumePath(perfume.id)} className={TILE_LINK}>
                  {perfume.name}
                </Link>
              </h2>
              {perfume.notes.length > 0 && <p className={`${TILE_META} line-clamp-1`}>{perfume.notes.join(" · ")}</p>}
              <ProductRating rating={perfume.rating} className={TILE_META} />
              <p className={TILE_PRICE}>
                {formatEuros(perfume.priceCents)}
                {perfume.unitPrice && (
                  <span className="block text-xs font-normal text-stone-700" data-testid="unit-price">
                    soit {perfume.unitPrice}
                  </span>
                )}
              </p>
              {perfume.soldOut ? (
                <p className="mt-3 text-sm font-semibold text-stone-700">Épuisé</p>
              ) : (
                <AddToCartButton
                  productId={perfume.id}
                  item={perfumeBasketItem(perfume)}
                  className="relative z-10 mt-3 w-full rounded-md! border border-miel-900 bg-transparent! px-3! py-2! text-sm text-miel-900! hover:bg-miel-900! hover:text-white!"
                />
              )}
            </ProductTile>
          </li>
        ))}
      </ul>
    </main>
  );
}
