import { Link } from "react-router";
import { countOf } from "#core/french-plural";
import { HomeSection } from "./home-section";

export interface Origin {
  country: string;
  /** The collection's `?origine=` value. */
  origine: string;
  flagImage: string | null;
  count: number;
}

/** The honeys' countries (the loader's, with their counts), each opening the collection filtered on it. */
export function OriginsSection({ origins, honeyCount }: { origins: Origin[]; honeyCount: number }) {
  if (origins.length === 0) return null;
  return (
    <HomeSection
      id="origines"
      eyebrow="Origines"
      title={`${countOf(origins.length, "pays", "pays")}, ${countOf(honeyCount, "miel")}`}
      lead="Choisissez une origine pour en voir les miels."
    >
      <ul className="mt-8 grid grid-cols-2 border-t border-stone-300 md:grid-cols-4">
        {origins.map((o) => (
          <li key={o.origine} className="border-b border-stone-300">
            <Link
              to={`/miels-collection?origine=${encodeURIComponent(o.origine)}`}
              className="group flex min-h-20 items-center gap-3 py-4 pr-2 hover:bg-white md:px-3"
            >
              {o.flagImage && (
                <img
                  src={o.flagImage}
                  alt=""
                  width={30}
                  height={20}
                  loading="lazy"
                  className="h-5 w-auto shrink-0 ring-1 ring-stone-300"
                />
              )}
              <span>
                <span className="block font-serif text-lg font-bold text-miel-900 group-hover:underline">
                  {o.country}
                </span>
                <span className="block text-sm text-stone-700">{countOf(o.count, "miel")}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
