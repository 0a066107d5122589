import { Link } from "react-router";
import { formatEuros } from "#core/money";
import { perfumePath } from "#core/catalog";
import type { PhotoView } from "#core/product-photos";
import { ProductImage } from "#app/components/product-image";
import { HomeSection, MORE_LINK_CLASS } from "./home-section";

interface Line {
  count: number;
  fromPriceCents: number;
  featured: { id: string; name: string; image: string; photo: PhotoView | null }[];
}

/** One line: its name, its real count and « dès » price, three of its perfumes, the way to the whole line. */
function PerfumeLine({ id, name, audience, line }: { id: string; name: string; audience: string; line: Line }) {
  const title = `Collection ${name}`;
  return (
    <article id={id} aria-labelledby={`${id}-titre`}>
      <h3 id={`${id}-titre`} className="font-serif text-2xl font-bold text-miel-900">
        {title}
      </h3>
      <p className="mt-1 text-stone-700">
        {line.count} parfums {audience}, dès {formatEuros(line.fromPriceCents)}
      </p>
      <ul className="mt-5 grid grid-cols-3 gap-3">
        {line.featured.map((p) => (
          <li key={p.id} className="text-sm">
            <Link to={perfumePath(p.id)} className="group block">
              <ProductImage
                src={p.image}
                photo={p.photo}
                sizes="(min-width: 1024px) 12vw, 30vw"
                className="aspect-square w-full bg-white object-cover"
              />
              <span className="mt-2 block leading-snug text-stone-900 group-hover:underline">{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={`/${id}`} className={`${MORE_LINK_CLASS} mt-4`}>
        Voir la collection {name}
      </Link>
    </article>
  );
}

/** « Nos parfums »: Mr.H and Mme.H side by side on a wide screen, as the loader counts and prices them. */
export function PerfumeLines({ mrH, mmeH }: { mrH: Line; mmeH: Line }) {
  return (
    <HomeSection
      id="parfums"
      band
      eyebrow="Parfums"
      title="Nos parfums"
      lead="Les deux lignes de la maison : Mr.H pour homme, Mme.H pour femme."
    >
      <div className="mt-10 grid gap-12 md:grid-cols-2 md:gap-16">
        <PerfumeLine id="parfums-homme" name="Mr.H" audience="pour homme" line={mrH} />
        <PerfumeLine id="parfums-femme" name="Mme.H" audience="pour femme" line={mmeH} />
      </div>
    </HomeSection>
  );
}
