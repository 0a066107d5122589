import { data, redirect } from "react-router";
import { headingRating } from "#core/reviews";
import type { Route } from "./+types/honey";
import { Breadcrumb } from "#app/components/breadcrumb";
import { ProductHeading } from "#app/components/product-heading";
import { HoneyDetails } from "#app/components/honey/honey-details";
import { HoneyGallery } from "#app/components/honey/honey-gallery";
import { HoneyPurchase } from "#app/components/honey/honey-purchase";
import { FavouriteButton } from "#app/components/favourite-button";
import { TastingNotes } from "#app/components/honey/tasting-notes";
import { ProductRating } from "#app/components/rating-stars";
import { FormatLots } from "#app/components/lots/lot-analysis";
import { productImageAt, productPageSeo, seoMeta } from "#app/lib/meta";
import { useTrack } from "#app/lib/track";
import { CountryFlag } from "#app/components/product-picture";
import { ProductInformation } from "#app/components/product-information";
import { ProductReassurance } from "#app/components/product-reassurance";
import { RelatedProducts } from "#app/components/related-products";
import { reassuranceLines } from "#app/lib/reassurance-lines";
import { StockAlertForm } from "#app/components/stock-alert/stock-alert-form";
import { formatLabel } from "#core/catalog";

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
  const seo = productPageSeo(
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
  return { ...page, formats, honey, reviews, ...regulated, seo, lots, reassurance, related, shopName: config.shopName };
}

export const meta: Route.MetaFunction = ({ matches, data }) => (data ? seoMeta({ matches, ...data.seo }) : []);

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
          {honey.title && <p className="mt-1 text-lg italic text-stone-800">{honey.title}</p>}
          <p className="mt-2 text-stone-800">
            <CountryFlag src={honey.flagImage} /> {honey.country}
          </p>
          <ProductRating rating={honey.rating} className="mt-2" />
          <p className="mt-4 text-stone-800">{honey.description}</p>
          <TastingNotes notes={honey.notes} size="large" />
          <HoneyPurchase honey={honey} formats={formats} onSale={information?.onSale ?? true} />
          <StockAlertForm product={honey.name} variants={formats} />
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
