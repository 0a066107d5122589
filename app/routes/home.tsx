import type { Route } from "./+types/home";
import { analysisRows, lotDate } from "#core/lots";
import { formatEurosInText } from "#core/money";
import { CustomerReviews } from "#app/components/customer-reviews";
import { HomeHero } from "#app/components/home/home-hero";
import { HomeSection } from "#app/components/home/home-section";
import { LotsSection } from "#app/components/home/lots-section";
import { OriginsSection } from "#app/components/home/origins-section";
import { PerfumeLines } from "#app/components/home/perfume-lines";
import { ErasedNotice } from "#app/components/profile/erased-notice";
import { ProductCard } from "#app/components/product-card";
import { productGridClass } from "#app/components/product-tile";
import { faqLd, SeoFaq } from "#app/components/seo-faq";
import { ButtonLink } from "#app/components/ui/button";
import { seoMeta } from "#app/lib/meta";
import { freeShippingText } from "#app/lib/offer-texts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const offers = loaderData?.faqOffers ?? { freeShippingFromCents: null, code: null };
  const freeShipping = freeShippingText(offers.freeShippingFromCents);
  return seoMeta({
    matches,
    title: "Miels rares et parfums d'exception",
    description: `Miels rares du Yémen, d'Oman, du Pakistan et d'ailleurs, parfums Mr.H et Mme.H et Shilajit. ${
      freeShipping ? `${freeShipping} en France métropolitaine, retours` : "Retours"
    } sous 30 jours.`,
    path: "/",
    jsonLd: [faqLd(offers)],
  });
};

/** How many lots the traceability section shows: one per column on a wide screen. */
const SHOWN_LOTS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalog, promotions, lots } = context.services;
  const [home, offers] = await Promise.all([catalog.home(), promotions.offers()]);
  // The lots the featured honeys are sold from now, with the figures their analysis measured (none invented).
  const current = await lots.currentLots(home.honeys.map((h) => h.id));
  return {
    heroVideoUrl: config.heroVideoUrl,
    ...home,
    lots: current.slice(0, SHOWN_LOTS).map((lot) => ({
      code: lot.code,
      productName: lot.productName,
      region: lot.region,
      harvest: lotDate(lot.harvestDate),
      figures: analysisRows(lot),
    })),
    faqOffers: { freeShippingFromCents: config.freeShippingFromCents, code: offers.code },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { honeys, mrH, mmeH, others, faqOffers } = loaderData;
  return (
    <main>
      <ErasedNotice />
      <HomeHero
        honeyCount={loaderData.honeyCount}
        countryCount={loaderData.countryCount}
        videoUrl={loaderData.heroVideoUrl}
      />

      <OriginsSection origins={loaderData.origins} honeyCount={loaderData.honeyCount} />

      <HomeSection
        id="miels"
        eyebrow="Miels"
        title="Yoka Honey"
        lead={
          <>
            Nos miels rares, à partir de {formatEurosInText(loaderData.honeyFromPriceCents)} —{" "}
            <span className="font-semibold text-green-800">Disponible !</span>
          </>
        }
      >
        <ul className={`mt-8 ${productGridClass(honeys.length, 4)}`}>
          {honeys.map((h) => (
            <li key={h.id}>
              <ProductCard product={h} href={`/miel/${encodeURIComponent(h.id)}`} />
            </li>
          ))}
        </ul>
        <ButtonLink to="/miels-collection" variant="secondary" className="mt-8">
          Voir tous les miels
        </ButtonLink>
      </HomeSection>

      <LotsSection lots={loaderData.lots} />

      <PerfumeLines mrH={mrH} mmeH={mmeH} />

      {others.length > 0 && (
        <HomeSection id="autres" eyebrow="Bien-être" title="Autres">
          <ul className={`mt-8 ${productGridClass(others.length, 4)}`}>
            {others.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} href="/autres-collection" wide={others.length === 1} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      <CustomerReviews reviews={loaderData.reviews} />
      <div id="questions" className="mx-auto max-w-6xl px-4">
        <SeoFaq offers={faqOffers} />
      </div>
    </main>
  );
}
