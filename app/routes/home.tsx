import type { Route } from "./+types/home";
import { CustomerReviews } from "#app/components/customer-reviews";
import { ErasedNotice } from "#app/components/profile/erased-notice";
import { LineCard, ProductCard } from "#app/components/product-card";
import { productGridClass } from "#app/components/product-tile";
import { HeroMedia } from "#app/components/hero-media";
import { faqLd, SeoFaq } from "#app/components/seo-faq";
import { ButtonAnchor, ButtonLink } from "#app/components/ui/button";
import { seoMeta } from "#app/lib/meta";
import { codeText, freeShippingText } from "#app/lib/offer-texts";
import { TitledSection } from "#app/components/ui/titled-section";

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

export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalog, promotions } = context.services;
  const [home, offers] = await Promise.all([catalog.home(), promotions.offers()]);
  return {
    heroVideoUrl: config.heroVideoUrl,
    ...home,
    faqOffers: { freeShippingFromCents: config.freeShippingFromCents, code: offers.code },
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { honeys, mrH, mmeH, others, faqOffers } = loaderData;
  return (
    <main>
      <ErasedNotice />
      {faqOffers.code && (
        <p className="bg-miel-900 px-4 py-2 text-center text-sm text-miel-50">
          Code <strong>{faqOffers.code.code}</strong> : {codeText(faqOffers.code)}
        </p>
      )}

      {/* On a phone the title comes first on the sky's own colour and the picture under it, whole; from md the
          title sits over the picture's empty left half. */}
      <section
        className="relative flex flex-col-reverse overflow-hidden bg-[#fff8e8] md:block"
        aria-labelledby="hero-titre"
      >
        <div className="relative aspect-[4/3] sm:aspect-[16/9] md:absolute md:inset-0 md:aspect-auto">
          <HeroMedia videoUrl={loaderData.heroVideoUrl} />
        </div>
        <div className="relative mx-auto flex w-full max-w-6xl flex-col justify-center px-4 pt-10 pb-6 md:min-h-[60vh] md:py-20">
          <h1 id="hero-titre" className="max-w-xl font-serif text-4xl font-bold text-miel-900 sm:text-5xl">
            Miels rares et parfums d'exception
          </h1>
          <p className="mt-4 max-w-lg text-lg text-stone-800">
            Plus de 17 variétés de miels de {loaderData.countryCount} pays, et les parfums Mr.H et Mme.H.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonAnchor href="#miels">Découvrir nos miels</ButtonAnchor>
            <a
              href="#parfums"
              className="rounded-full border border-miel-900 bg-white/80 px-6 py-3 font-semibold text-miel-900 hover:bg-white"
            >
              Découvrir nos parfums
            </a>
          </div>
        </div>
      </section>

      <div id="catalogue" className="mx-auto max-w-6xl px-4">
        <TitledSection id="miels" title="Yoka Honey" className="py-16">
          <p className="mt-2 text-stone-700">
            Nos miels rares, à partir de {"5\u00a0€"} —{" "}
            <span className="font-semibold text-green-800">Disponible !</span>
          </p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {honeys.map((h) => (
              <li key={h.id}>
                <ProductCard product={h} href={`/miel/${encodeURIComponent(h.id)}`} />
              </li>
            ))}
          </ul>
          <ButtonLink to="/miels-collection" className="mt-8">
            Voir tous les miels
          </ButtonLink>
        </TitledSection>

        <TitledSection id="parfums" title="Nos parfums" className="py-16">
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <LineCard id="parfums-homme" title="Collection Mr.H" audience="pour homme" line={mrH} />
            <LineCard id="parfums-femme" title="Collection Mme.H" audience="pour femme" line={mmeH} />
          </div>
        </TitledSection>

        <TitledSection id="autres" title="Autres" className="py-16">
          <ul className={`mt-8 ${productGridClass(others.length, 4)}`}>
            {others.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} href="/autres-collection" wide={others.length === 1} />
              </li>
            ))}
          </ul>
        </TitledSection>

        <CustomerReviews reviews={loaderData.reviews} />

        <SeoFaq offers={faqOffers} />
      </div>
    </main>
  );
}
