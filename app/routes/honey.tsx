import { data, redirect } from "react-router";
import { headingRating } from "#core/reviews";
import type { Route } from "./+types/honey";
import { HoneyGallery } from "#app/components/honey/honey-gallery";
import { HoneyPurchase } from "#app/components/honey/honey-purchase";
import { FavouriteButton } from "#app/components/favourite-button";
import { productImageAt, productPageHead } from "#app/lib/meta";
import { useTrack } from "#app/lib/track";
import { reassuranceLines } from "#app/lib/reassurance-lines";
import { formatLabel } from "#core/catalog";
import { deferredSection } from "#app/components/deferred-section";
import {
  Breadcrumb,
  ProductHeading,
  ProductInformation,
  ProductReassurance,
  RelatedProducts,
  StockAlertForm,
} from "#app/components/product-sections";

// Its own sections whose scripts come later (decision 121); the product pages' shared ones: product-sections.tsx.
const HoneyIntro = deferredSection(
  "intro",
  () => import("#app/components/honey/honey-intro").then((m) => m.HoneyIntro),
  "navigation",
);
const FormatLots = deferredSection("lots", () => import("#app/components/lots/lot-analysis").then((m) => m.FormatLots));
const HoneyDetails = deferredSection("details", () =>
  import("#app/components/honey/honey-details").then((m) => m.HoneyDetails),
);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = await context.services.catalog.honeyPage(params.id);
  if (!page) {
    // A honey taken off sale no longer exists for visitors and search engines; an unknown address is a typo.
    if (await context.services.catalog.offSale(params.id)) throw data(null, { status: 404 });
    throw redirect("/miels-collection");
  }
  const [regulated, lots, related] = await Promise.all([
    context.services.productInformation.honey(params.id, page.characteristics),
    context.services.lots.formatLots(params.id),
    context.services.catalog.related(params.id),
  ]);
  const { config } = context.services;
  const reviews = await context.services.catalog.reviewsOf(
    page.honey.id,
    new URL(request.url).searchParams.get("avis"),
    page.reviews,
  );
  const path = `/miel/${encodeURIComponent(page.honey.id)}`;
  const head = productPageHead(
    config,
    {
      name: page.honey.name,
      description: page.honey.description,
      // One address for the JSON-LD and the page's og:image.
      image: productImageAt(config.mediaBaseUrl, page.honey.image, page.photos[0]),
      path,
      pricesCents: page.formats.map((f) => f.priceCents),
      inStock: page.formats.some((f) => !f.soldOut),
      rating: reviews.rating,
    },
    { name: "Miels", path: "/miels-collection" },
  );
  const honey = { ...page.honey, rating: headingRating(reviews, page.honey.rating) };
  // Not kept with the page's view: the estimate moves with the clock (decision 100).
  const reassurance = reassuranceLines(
    context.services.delivery.france(),
    config.freeShippingFromCents,
    page.formats.flatMap((f, slot) => (lots[f.id] ? [{ lot: lots[f.id]!, slot }] : [])),
  );
  // Each format's « 250 g » written here: the page's script does not (its budget, decision 058).
  const formats = page.formats.map((f) => ({ ...f, label: formatLabel(f.format) }));
  return {
    ...page,
    formats,
    honey,
    reviews,
    ...regulated,
    head,
    lots,
    reassurance,
    related,
    shopName: config.shopName,
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.head ?? [];

export default function HoneyPage({ loaderData }: Route.ComponentProps) {
  const { honey, formats, gallery, photos, characteristics, benefits, usageTips, detailedDescription, reviews, lots } =
    loaderData;
  const { information, reassurance, shopName, related } = loaderData;
  useTrack("product_view", honey.id);
  return (
    <main className="format-choice mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb parent={{ name: "Miels", to: "/miels-collection" }} current={honey.name} />

      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <HoneyGallery name={honey.name} gallery={gallery} photos={photos} />
        <div>
          <ProductHeading badge={honey.badge} name={honey.name} />
          <FavouriteButton productId={honey.id} name={honey.name} withText />
          <HoneyIntro honey={honey} />
          <HoneyPurchase honey={honey} formats={formats} onSale={information?.onSale ?? true} />
          {formats.some((f) => f.soldOut) && <StockAlertForm product={honey.name} variants={formats} />}
          <ProductReassurance lines={reassurance} />
          <FormatLots formats={formats} lots={lots} />
        </div>
      </div>

      {information && <ProductInformation information={information} formatSlots={formats.map((f) => f.id)} />}

      <HoneyDetails
        description={detailedDescription}
        ritual={honey.ritual}
        characteristics={characteristics}
        benefits={benefits}
        usageTips={usageTips}
        reviews={reviews}
        shopName={shopName}
      />
      <RelatedProducts products={related} />
    </main>
  );
}
