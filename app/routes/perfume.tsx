import { data } from "react-router";
import { FavouriteButton } from "#app/components/favourite-button";
import type { Route } from "./+types/perfume";
import { perfumePath } from "#core/catalog";
import { headingRating } from "#core/reviews";
import { productReviewsTitle } from "#app/components/product-reviews";
import { ProductRating } from "#app/components/rating-stars";
import { UNKNOWN_FOR_CUSTOMERS } from "#core/product-information-words";
import { cardClass } from "#app/components/ui/card";
import { HoneyGallery } from "#app/components/honey/honey-gallery";
import { OlfactoryNotes } from "#app/components/perfume/olfactory-notes";
import { PerfumePurchase } from "#app/components/perfume/perfume-purchase";
import { reassuranceLines } from "#app/lib/reassurance-lines";
import { productImageAt, productPageHead } from "#app/lib/meta";
import { useTrack } from "#app/lib/track";
import { deferredSection } from "#app/components/deferred-section";
import {
  Breadcrumb,
  ProductHeading,
  ProductReassurance,
  ProductReviews,
  RelatedProducts,
  StockAlertForm,
} from "#app/components/product-sections";

// Below the purchase: its script comes when it nears the screen (decision 121).
const PerfumeComposition = deferredSection("composition", () =>
  import("#app/components/perfume/perfume-composition").then((m) => m.PerfumeComposition),
);

const LINES = {
  "Mr.H": { name: "Collection Mr.H", path: "/parfums-homme" },
  "Mme.H": { name: "Collection Mme.H", path: "/parfums-femme" },
} as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await context.services.catalog.perfume(params.id);
  // Unknown, or taken off sale: no page for visitors nor search engines.
  if (!page) throw data(null, { status: 404 });
  const { config } = context.services;
  const { perfume, bottle } = page;
  const line = LINES[perfume.line];
  const [reviews, related] = await Promise.all([
    context.services.catalog.reviewsOf(perfume.id, new URL(request.url).searchParams.get("avis")),
    context.services.catalog.related(perfume.id),
  ]);
  const head = productPageHead(
    config,
    {
      name: perfume.name,
      description: perfume.description,
      // One address for the JSON-LD and the page's og:image.
      image: productImageAt(config.mediaBaseUrl, perfume.image, page.photos[0]),
      path: perfumePath(perfume.id),
      sku: bottle.id,
      pricesCents: [bottle.priceCents],
      inStock: bottle.onSale && !bottle.soldOut,
      rating: reviews.rating,
    },
    { name: line.name, path: line.path },
  );
  // Not kept with the page's view: the estimate moves with the clock (decision 100).
  const reassurance = reassuranceLines(context.services.delivery.france(), config.freeShippingFromCents);
  // Its words written here: the page's script carries the reviews' module only once they near the screen.
  return {
    ...page,
    reviews,
    reviewsTitle: productReviewsTitle(reviews),
    head,
    reassurance,
    related,
    shopName: config.shopName,
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.head ?? [];

export default function PerfumePage({ loaderData }: Route.ComponentProps) {
  const { perfume, photos, bottle, composition, reassurance, reviews, reviewsTitle, shopName, related } = loaderData;
  const line = LINES[perfume.line];
  useTrack("product_view", perfume.id);
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb parent={{ name: line.name, to: line.path }} current={perfume.name} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <HoneyGallery name={perfume.name} gallery={[perfume.image]} photos={photos} />
        <div>
          <ProductHeading badge={perfume.badge} name={perfume.name} />
          <FavouriteButton productId={perfume.id} name={perfume.name} withText />
          <p className="mt-1 text-lg text-stone-800">
            {line.name}
            {composition.concentration && ` · ${composition.concentration}`}
          </p>
          <ProductRating rating={headingRating(reviews, null)} className="mt-2" />
          <p className="mt-4 text-stone-800">{perfume.description}</p>
          <OlfactoryNotes notes={perfume.notes} pyramid={composition.pyramid} />
          <PerfumePurchase perfume={perfume} bottle={bottle} unknownText={UNKNOWN_FOR_CUSTOMERS.toLowerCase()} />
          {bottle.onSale && bottle.soldOut && (
            <StockAlertForm product={perfume.name} variants={[{ ...bottle, label: perfume.name }]} />
          )}
          <ProductReassurance lines={reassurance} />
        </div>
      </div>
      <PerfumeComposition facts={{ ...composition, volumeMl: bottle.volumeMl }} unknownText={UNKNOWN_FOR_CUSTOMERS} />
      {/* Only its customers' published reviews: a perfume page never showed the demonstration's (decision 110). */}
      <section id="avis" aria-labelledby="avis-titre" className={cardClass("sm", "mt-10")}>
        <h2 id="avis-titre" className="mb-3 font-serif text-xl font-bold">
          {reviewsTitle}
        </h2>
        <ProductReviews view={reviews} shopName={shopName} />
      </section>
      <RelatedProducts products={related} />
    </main>
  );
}
