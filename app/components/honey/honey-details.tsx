import type { ReactNode } from "react";
import { formatDayLong } from "#core/french-format";
import { NO_PRODUCT_REVIEWS_YET, type ShownReview } from "#core/reviews";
import type { RichBlock } from "#core/rich-text";
import { ExampleReviewsLabel, RatingStars } from "#app/components/rating-stars";
import { RichText } from "#app/components/rich-text";

function Section({ title, open = false, children }: { title: string; open?: boolean; children: ReactNode }) {
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

/** A section's points, one bullet each. */
function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The honey's long description, characteristics, benefits, uses and reviews, as folding sections. */
export function HoneyDetails({
  description,
  ritual,
  characteristics,
  benefits,
  usageTips,
  reviews,
}: {
  description: RichBlock[];
  ritual: string | null;
  /** By their French names (the loader names them: core/honey-characteristics.ts). */
  characteristics: [string, string][];
  benefits: string[];
  usageTips: string[];
  reviews: ShownReview[];
}) {
  const examples = reviews.length > 0 && reviews.every((r) => r.example);
  return (
    <div className="mt-10 space-y-4">
      <Section title="Description détaillée" open>
        <RichText blocks={description} />
        {ritual && <p className="mt-3 italic">{ritual}</p>}
      </Section>
      <Section title="Caractéristiques techniques">
        <dl className="grid gap-3 sm:grid-cols-2">
          {characteristics.map(([name, value]) => (
            <div key={name}>
              <dt className="text-sm text-stone-700">{name}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title="Bienfaits">
        <BulletList items={benefits} />
      </Section>
      <Section title="Conseils d'utilisation">
        <BulletList items={usageTips} />
      </Section>
      <Section title={examples ? `Avis d'exemple (${reviews.length})` : `Avis clients (${reviews.length})`}>
        {examples && <ExampleReviewsLabel className="mb-3" />}
        {reviews.length === 0 ? (
          <p className="text-stone-800">{NO_PRODUCT_REVIEWS_YET}</p>
        ) : (
          <ul className="space-y-4">
            {reviews.map((review) => (
              <li key={review.id} className="border-b border-miel-100 pb-3">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{review.author}</span>
                  <RatingStars rating={review.rating} />
                  <time dateTime={review.date} className="text-sm text-stone-700">
                    {formatDayLong(review.date)}
                  </time>
                </p>
                <p className="mt-1">{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
