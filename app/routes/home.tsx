import type { ComponentType } from "react";
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/home";
import { analysisRows, lotDate } from "#core/lots";
import { formatEurosInText } from "#core/money";
import { deferredSection } from "#app/components/deferred-section";
import { HomeHero } from "#app/components/home/home-hero";
import { HomeSection } from "#app/components/home/home-section";
import { ErasedNotice } from "#app/components/profile/erased-notice";
import { ProductCard } from "#app/components/product-card";
import { productGridClass } from "#app/components/product-tile";
import { faqLd } from "#app/components/seo-faq";
import { ButtonLink } from "#app/components/ui/button";
import { loaderHead } from "#app/lib/meta";
import { freeShippingText } from "#app/lib/offer-texts";
import type { PageServices } from "#app/lib/loader-data";

// The sections without behaviour (links and texts): their scripts come only when another page may need them, and
// the server's HTML stays (decision 121; 124 for the home page).
const stillSection = <P extends object>(name: string, load: () => Promise<ComponentType<P>>) =>
  deferredSection(name, load, "navigation");
const OriginsSection = stillSection("origins", () =>
  import("#app/components/home/origins-section").then((m) => m.OriginsSection),
);
const LotsSection = stillSection("lots", () => import("#app/components/home/lots-section").then((m) => m.LotsSection));
const PerfumeLines = stillSection("perfume-lines", () =>
  import("#app/components/home/perfume-lines").then((m) => m.PerfumeLines),
);
const CustomerReviews = stillSection("reviews", () =>
  import("#app/components/customer-reviews").then((m) => m.CustomerReviews),
);
const SeoFaq = stillSection("faq", () => import("#app/components/seo-faq").then((m) => m.SeoFaq));

/** How many lots the traceability section shows: one per column on a wide screen. */
const SHOWN_LOTS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalog, promotions, lots } = context.services;
  const [home, offers] = await Promise.all([catalog.home(), promotions.offers()]);
  // The lots the featured honeys are sold from now, with the figures their analysis measured (none invented).
  const current = await lots.currentLots(home.honeys.map((h) => h.id));
  const faqOffers = {
    freeShippingFromCents: config.freeShippingFromCents,
    code: offers.code,
    countries: home.origins.map((origin) => origin.country),
    cutOffHour: config.shippingCutOffHour,
  };
  return {
    shopName: config.shopName,
    heroVideoUrl: config.heroVideoUrl,
    ...home,
    lots: current.slice(0, SHOWN_LOTS).map((lot) => ({
      code: lot.code,
      productName: lot.productName,
      region: lot.region,
      harvest: lotDate(lot.harvestDate),
      figures: analysisRows(lot),
    })),
    faqOffers,
    head: homeHead(config, faqOffers),
  };
}

/**
 * The home page's head, written here on the server: its script carries neither the builders nor the FAQ's data.
 * Typed from the services, not the page's data (`FaqOffers`): the loader's return type is read from this function's.
 */
function homeHead(
  config: PageServices["config"],
  offers: {
    freeShippingFromCents: number | null;
    code: Awaited<ReturnType<PageServices["promotions"]["offers"]>>["code"];
    countries: string[];
    cutOffHour: number;
  },
): MetaDescriptor[] {
  const freeShipping = freeShippingText(offers.freeShippingFromCents);
  return loaderHead(config, {
    title: "Miels rares et parfums d'exception",
    description: `Miels rares du Yémen, d'Oman, du Pakistan et d'ailleurs, parfums Mr.H et Mme.H et Shilajit. ${
      freeShipping ? `${freeShipping} en France métropolitaine, retours` : "Retours"
    } sous 30 jours.`,
    path: "/",
    jsonLd: [faqLd(offers)],
  });
}

/**
 * A navigation to the home page waits for its sections' scripts with its data: the page comes whole, and a link to
 * one of its sections (the top bar's « Avis Clients », `/#avis`) finds it to scroll to. The first page does not run it.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const sections = sectionsLoaded();
  const data = await serverLoader();
  await sections;
  return data;
}

// Typed apart: the page's data type (read by the sections' props) must not depend on them.
function sectionsLoaded(): Promise<unknown> {
  return Promise.all([OriginsSection, LotsSection, PerfumeLines, CustomerReviews, SeoFaq].map((s) => s.load()));
}

export const meta: Route.MetaFunction = ({ data }) => data?.head ?? [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { honeys, mrH, mmeH, others, faqOffers } = loaderData;
  return (
    <main>
      <ErasedNotice />
      <HomeHero
        shopName={loaderData.shopName}
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
        <SeoFaq offers={faqOffers} shopName={loaderData.shopName} />
      </div>
    </main>
  );
}
