import { useState } from "react";
import { Link, redirect } from "react-router";
import type { Route } from "./+types/miel";
import { HONEY_FORMATS, PRODUCT_IMAGE_SIZE } from "#core/catalog";
import { MAX_LINE_QUANTITY } from "#core/cart";
import { formatEuros } from "#core/money";
import { AddToCartButton } from "#app/components/add-to-cart-button";
import { CartLink } from "#app/components/cart-link";
import { RatingStars } from "#app/components/rating-stars";
import { breadcrumbLd, productLd, seoMeta } from "#app/lib/meta";
import { sanitizeHtml } from "#app/lib/sanitize-html";

const CHARACTERISTIC_LABELS: Record<string, string> = {
  poids: "Poids",
  texture: "Texture",
  couleur: "Couleur",
  conservation: "Conservation",
  origine: "Origine",
  acidite: "Acidité",
  crystallisation: "Cristallisation",
  composition: "Composition",
  certification: "Certification",
};

const reviewDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" });

export async function loader({ context, params }: Route.LoaderArgs) {
  const honey = await context.services.catalog.getHoney(params.id);
  if (!honey) throw redirect("/miels-collection");
  const formats = HONEY_FORMATS.flatMap((format) => {
    const variant = honey.variants.find((v) => v.format === format);
    return variant ? [{ id: variant.id, format, priceCents: variant.priceCents, soldOut: variant.stock === 0 }] : [];
  });
  return {
    honey: {
      id: honey.id,
      name: honey.name,
      title: honey.title,
      description: honey.description,
      ritual: honey.ritual,
      country: honey.country,
      countryFlag: honey.countryFlag,
      image: honey.image,
      badge: honey.badge,
      rating: honey.rating,
      notes: honey.notes,
    },
    formats,
    gallery: honey.detail.gallery,
    characteristics: Object.entries(honey.detail.characteristics),
    benefits: honey.detail.benefits,
    usageTips: honey.detail.usageTips,
    descriptionHtml: sanitizeHtml(honey.detail.detailedDescription),
    reviews: honey.reviews.map((r) => ({
      id: r.id,
      author: r.author,
      rating: r.rating,
      comment: r.comment,
      date: r.reviewedOn,
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  if (!data) return [];
  const path = `/miel/${encodeURIComponent(data.honey.id)}`;
  return seoMeta({
    matches,
    title: data.honey.name,
    description: data.honey.description,
    path,
    image: data.honey.image,
    type: "product",
    jsonLd: [
      productLd(matches, {
        name: data.honey.name,
        description: data.honey.description,
        image: data.honey.image,
        path,
        rating: data.honey.rating,
        reviewCount: data.reviews.length,
        pricesCents: data.formats.map((f) => f.priceCents),
        inStock: data.formats.some((f) => !f.soldOut),
      }),
      breadcrumbLd(matches, [
        { name: "Accueil", path: "/" },
        { name: "Miels", path: "/miels-collection" },
        { name: data.honey.name, path },
      ]),
    ],
  });
};

function Section({ title, open = false, children }: { title: string; open?: boolean; children: React.ReactNode }) {
  return (
    <details open={open} className="group rounded-2xl border border-miel-200 bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 p-4">
        <h2 className="font-serif text-xl font-bold">{title}</h2>
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="px-4 pb-4 text-stone-800">{children}</div>
    </details>
  );
}

export default function HoneyPage({ loaderData }: Route.ComponentProps) {
  const { honey, formats, gallery, characteristics, benefits, usageTips, descriptionHtml, reviews } = loaderData;
  const [imageIndex, setImageIndex] = useState(0);
  const firstAvailable = formats.find((f) => !f.soldOut) ?? formats[0]!;
  const [formatId, setFormatId] = useState(firstAvailable.id);
  const [quantity, setQuantity] = useState(1);
  const format = formats.find((f) => f.id === formatId) ?? firstAvailable;
  const total = format.priceCents * quantity;

  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex items-center justify-between gap-4">
        <nav aria-label="Fil d'Ariane">
          <ol className="flex flex-wrap items-center gap-2 text-sm">
            <li>
              <Link to="/" className="underline">
                Accueil
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link to="/miels-collection" className="underline">
                Miels
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="font-semibold">
              {honey.name}
            </li>
          </ol>
        </nav>
        <CartLink />
      </div>

      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <div>
          <img
            src={gallery[imageIndex]}
            alt={`${honey.name}, vue ${imageIndex + 1} sur ${gallery.length}`}
            width={PRODUCT_IMAGE_SIZE.width}
            height={PRODUCT_IMAGE_SIZE.height}
            fetchPriority="high"
            className="aspect-square w-full rounded-2xl border border-miel-200 bg-white object-cover"
          />
          <ul className="mt-3 flex gap-3">
            {gallery.map((src, index) => (
              <li key={src}>
                <button
                  type="button"
                  onClick={() => setImageIndex(index)}
                  aria-pressed={index === imageIndex}
                  aria-label={`Afficher la vue ${index + 1}`}
                  className={`block overflow-hidden rounded-xl border-2 ${index === imageIndex ? "border-miel-900" : "border-transparent"}`}
                >
                  <img src={src} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </div>

        <div>
          {honey.badge && (
            <p className="w-fit rounded-full bg-miel-100 px-3 py-1 text-sm font-semibold text-miel-900">
              {honey.badge}
            </p>
          )}
          <h1 className="mt-2 font-serif text-4xl font-bold text-miel-900">{honey.name}</h1>
          {honey.title && <p className="mt-1 text-lg italic text-stone-800">{honey.title}</p>}
          <p className="mt-2 text-stone-800">
            <span aria-hidden="true">{honey.countryFlag}</span> {honey.country}
          </p>
          <p className="mt-2 flex items-center gap-2">
            <RatingStars rating={honey.rating} />
            <span>{honey.rating.toLocaleString("fr-FR")} / 5</span>
          </p>
          <p className="mt-4 text-stone-800">{honey.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Notes de dégustation">
            {honey.notes.map((note) => (
              <li key={note} className="rounded-full bg-white px-3 py-1 text-sm text-stone-800 ring-1 ring-miel-200">
                {note}
              </li>
            ))}
          </ul>

          <fieldset className="mt-6">
            <legend className="font-semibold">Format</legend>
            <div className="mt-2 grid grid-cols-3 gap-2">
              {formats.map((f) => (
                <label
                  key={f.id}
                  className={`flex min-h-11 cursor-pointer flex-col items-center rounded-xl border-2 p-2 text-center has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 ${
                    f.id === format.id ? "border-miel-900 bg-miel-50" : "border-miel-200 bg-white"
                  }`}
                >
                  <input
                    type="radio"
                    name="format"
                    value={f.id}
                    checked={f.id === format.id}
                    disabled={f.soldOut}
                    onChange={() => setFormatId(f.id)}
                    className="sr-only"
                  />
                  <span className="font-semibold">{f.format}</span>
                  <span className="text-sm">{f.soldOut ? "Épuisé" : formatEuros(f.priceCents)}</span>
                </label>
              ))}
            </div>
          </fieldset>

          <div className="mt-6 flex flex-wrap items-center gap-4">
            <div
              className="flex items-center rounded-full border border-miel-200 bg-white"
              role="group"
              aria-label="Quantité"
            >
              <button
                type="button"
                onClick={() => setQuantity(Math.max(1, quantity - 1))}
                disabled={quantity <= 1}
                aria-label="Diminuer la quantité"
                className="h-11 w-11 rounded-full text-xl disabled:opacity-40"
              >
                −
              </button>
              <output aria-live="polite" className="w-10 text-center font-semibold">
                {quantity}
              </output>
              <button
                type="button"
                onClick={() => setQuantity(Math.min(MAX_LINE_QUANTITY, quantity + 1))}
                disabled={quantity >= MAX_LINE_QUANTITY}
                aria-label="Augmenter la quantité"
                className="h-11 w-11 rounded-full text-xl disabled:opacity-40"
              >
                +
              </button>
            </div>
            <p className="text-xl">
              Total : <strong data-testid="honey-total">{formatEuros(total)}</strong>
            </p>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            {format.soldOut ? (
              <p className="inline-flex min-h-11 items-center font-semibold text-stone-700">Épuisé</p>
            ) : (
              <AddToCartButton
                quantity={quantity}
                item={{
                  id: format.id,
                  name: `${honey.name} — ${format.format}`,
                  price: format.priceCents,
                  image: honey.image,
                  description: honey.description,
                  category: "miel",
                  weight: format.format,
                  ...(honey.country ? { origin: honey.country } : {}),
                }}
              />
            )}
            <Link
              to="/miels-collection"
              className="inline-flex min-h-11 items-center rounded-full border border-miel-900 px-5 font-semibold text-miel-900"
            >
              Retour à la collection
            </Link>
          </div>
        </div>
      </div>

      <div className="mt-10 space-y-4">
        <Section title="Description détaillée" open>
          <div className="prose-miel space-y-3" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          {honey.ritual && <p className="mt-3 italic">{honey.ritual}</p>}
        </Section>
        <Section title="Caractéristiques techniques">
          <dl className="grid gap-3 sm:grid-cols-2">
            {characteristics.map(([key, value]) => (
              <div key={key}>
                <dt className="text-sm text-stone-700">{CHARACTERISTIC_LABELS[key] ?? key}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
        <Section title="Bienfaits">
          <ul className="list-disc space-y-1 pl-5">
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </Section>
        <Section title="Conseils d'utilisation">
          <ul className="list-disc space-y-1 pl-5">
            {usageTips.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        </Section>
        <Section title={`Avis clients (${reviews.length})`}>
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li key={review.id} className="border-b border-miel-100 pb-3">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{review.author}</span>
                  <RatingStars rating={review.rating} />
                  <time dateTime={review.date} className="text-sm text-stone-700">
                    {reviewDate.format(new Date(`${review.date}T00:00:00Z`))}
                  </time>
                </p>
                <p className="mt-1">{review.comment}</p>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </main>
  );
}
