import { HeroMedia } from "#app/components/hero-media";
import { ButtonAnchor } from "#app/components/ui/button";
import { MORE_LINK_CLASS } from "./home-section";

/**
 * The first screen: the words on the drawing's own cream, the drawing beside them on a wide screen and under them on a
 * phone, never under the title. Its box keeps the drawing's right part, where the jar, the bottle and the bees stand
 * (x 760–1530, y 340–800 of 1600 × 900): 8:7 on a phone, 5:4 beside the words.
 */
export function HomeHero({
  shopName,
  honeyCount,
  countryCount,
  videoUrl,
}: {
  /** The configured name (`SHOP_NAME`): never « Maison H » written in. */
  shopName: string;
  honeyCount: number;
  countryCount: number;
  videoUrl: string | null;
}) {
  return (
    <section aria-labelledby="hero-titre" className="bg-[#fff8e8]">
      <div className="mx-auto grid max-w-6xl md:grid-cols-[5fr_6fr] md:items-center md:gap-10 md:px-4 md:py-10">
        <div className="px-4 pt-7 pb-7 md:px-0 md:py-6">
          <p className="label-caps text-miel-700">{shopName}</p>
          <h1 id="hero-titre" className="mt-3 font-serif text-4xl font-bold text-miel-900 sm:text-5xl">
            Miels rares et parfums d'exception
          </h1>
          <p className="mt-4 max-w-md text-lg text-stone-800">
            {honeyCount} miels de {countryCount} pays, et les parfums Mr.H et Mme.H.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
            <ButtonAnchor href="#miels">Découvrir nos miels</ButtonAnchor>
            <a href="#parfums" className={MORE_LINK_CLASS}>
              Découvrir nos parfums
            </a>
          </div>
        </div>
        <div className="relative aspect-[8/7] overflow-hidden md:aspect-[5/4]">
          <HeroMedia videoUrl={videoUrl} />
        </div>
      </div>
    </section>
  );
}
