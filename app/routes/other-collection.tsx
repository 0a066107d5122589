import { useRef } from "react";
import { FavouriteButton } from "#app/components/favourite-button";
import type { Route } from "./+types/other-collection";
import { MAX_LINE_QUANTITY } from "#core/cart";
import { formatEuros, formatEurosInText } from "#core/money";
import { NOT_ON_SALE_YET } from "#core/not-on-sale";
import { BackHomeLink } from "#app/components/back-home-link";
import { ProductImage } from "#app/components/product-image";
import { ProductPicture } from "#app/components/product-picture";
import { FormatDialog, type Offer, OfferPrice } from "#app/components/format-dialog";
import { ProductRating } from "#app/components/rating-stars";
import { deferredSection } from "#app/components/deferred-section";
import { ProductInformation, ProductReassurance } from "#app/components/product-sections";
import { Button } from "#app/components/ui/button";
import { reassuranceLines } from "#app/lib/reassurance-lines";
import { StickyLabel, StickyPurchaseBar } from "#app/components/sticky-purchase-bar";
import { collectionBreadcrumbLd, loaderHead, productImageAt, productLd } from "#app/lib/meta";
import { announceAdded } from "#app/lib/added-to-basket";
import { track, useTrack } from "#app/lib/track";
import { useCart } from "#app/state/cart";
import type { PageServices } from "#app/lib/loader-data";

// Below the purchase: its script comes when it nears the screen (decision 121); the product pages' shared sections:
// product-sections.tsx.
const CurrentLot = deferredSection("lot", () => import("#app/components/lots/lot-analysis").then((m) => m.CurrentLot));

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.services;
  const product = await context.services.catalog.wellness();
  const head = wellnessHead(config, product);
  if (!product) return { product, lot: null, information: null, reassurance: [], head };
  const [lot, information] = await Promise.all([
    context.services.lots.currentLot(product.id),
    context.services.productInformation.page(product.id),
  ]);
  const reassurance = reassuranceLines(
    context.services.delivery.france(),
    config.freeShippingFromCents,
    lot ? [{ lot }] : [],
  );
  return { product, lot, information, reassurance, head };
}

/** The page's head, built here on the server (decision 121): its prices, picture, Product and breadcrumb JSON-LD. */
function wellnessHead(
  config: PageServices["config"],
  product: Awaited<ReturnType<PageServices["catalog"]["wellness"]>>,
) {
  const path = "/autres-collection";
  const page = { title: "Collection Autres — Shilajit", path };
  const breadcrumb = collectionBreadcrumbLd(config, { name: "Autres", path });
  if (!product)
    return loaderHead(config, { ...page, description: "Le Shilajit, résine de l'Himalaya.", jsonLd: [breadcrumb] });
  const prices = product.offers.map((o) => `${formatEurosInText(o.priceCents)} (${o.label.toLowerCase()})`);
  const image = productImageAt(config.mediaBaseUrl, product.image, product.photo ?? undefined);
  const pricesCents = product.offers.map((o) => o.priceCents);
  return loaderHead(config, {
    ...page,
    description: `Le Shilajit, résine de l'Himalaya, à ${prices.join(", ")}.`,
    image,
    type: "product",
    jsonLd: [
      productLd(config, { name: product.name, description: product.description, image, path, pricesCents }),
      breadcrumb,
    ],
  });
}

export const meta: Route.MetaFunction = ({ data }) => data?.head ?? [];

export default function AutresCollection({ loaderData }: Route.ComponentProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const choose = useRef<HTMLDivElement>(null);
  const { addItem, items } = useCart();
  const { product, lot, information, reassurance } = loaderData;
  useTrack("product_view", product?.id);

  const pick = (offer: Offer) => {
    if (!product) return;
    const full = (items.find((line) => line.id === offer.id)?.quantity ?? 0) >= MAX_LINE_QUANTITY;
    addItem({
      id: offer.id,
      name: `${product.name} — ${offer.label}`,
      price: offer.priceCents,
      image: offer.image,
      category: "autres",
      ...(offer.originalPriceCents !== null ? { originalPrice: offer.originalPriceCents } : {}),
    });
    track("add_to_cart", { product: product.id, variant: offer.id });
    dialog.current?.close();
    announceAdded({ name: `${product.name} — ${offer.label}`, quantity: 1, full });
  };

  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <BackHomeLink />
      <h1 className="mt-8 font-serif text-4xl font-bold text-miel-900">Collection Autres</h1>
      {!product ? (
        <p className="mt-6">Cette collection est momentanément vide.</p>
      ) : (
        <article className="mt-8 grid gap-8 rounded-xl border border-stone-200 bg-white p-6 md:grid-cols-2">
          {product.photo ? (
            <ProductPicture
              photo={product.photo}
              priority
              sizes="(min-width: 768px) 45vw, 100vw"
              className="aspect-square w-full rounded-xl object-cover"
            />
          ) : (
            <ProductImage src={product.image} eager className="aspect-square w-full rounded-xl object-cover" />
          )}
          <div>
            <h2 className="font-serif text-3xl font-bold">{product.name}</h2>
            {product.subtitle && <p className="text-lg text-stone-800">{product.subtitle}</p>}
            <FavouriteButton productId={product.id} name={product.name} withText />
            <ProductRating rating={product.rating} className="mt-2" />
            <p className="mt-3 text-2xl font-bold text-miel-900">{formatEuros(product.fromPriceCents)}</p>
            <p className="mt-3 text-stone-800">{product.description}</p>
            <p className="mt-3 text-sm text-stone-700">{product.notes.join(" · ")}</p>
            {information?.onSale === false ? (
              <p className="mt-6 font-semibold text-stone-800">{NOT_ON_SALE_YET}</p>
            ) : (
              <div ref={choose} className="mt-6">
                <Button onClick={() => dialog.current?.showModal()}>Choisir mon format</Button>
                {/* No format is chosen before the dialog: the bar opens it, with the lowest price. */}
                <StickyPurchaseBar watched={choose}>
                  <Button onClick={() => dialog.current?.showModal()} className="w-full flex-col">
                    <StickyLabel
                      action="Choisir mon format"
                      detail={`${product.name} · ${product.offers.length} formats, dès ${formatEuros(product.fromPriceCents)}`}
                    />
                  </Button>
                </StickyPurchaseBar>
              </div>
            )}
            <ProductReassurance lines={reassurance} />
            <h3 className="mt-8 font-semibold">Nos formats</h3>
            <ul className="mt-2 space-y-2">
              {product.offers.map((offer) => (
                <li key={offer.id} className="flex flex-wrap justify-between gap-2 border-b border-miel-100 pb-2">
                  <span>{offer.label}</span>
                  <OfferPrice offer={offer} />
                </li>
              ))}
            </ul>
            {lot && <CurrentLot lot={lot} heading="h3" />}
          </div>
        </article>
      )}
      {information && <ProductInformation information={information} />}
      {product && <FormatDialog ref={dialog} offers={product.offers} onPick={pick} />}
    </main>
  );
}
