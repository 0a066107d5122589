import type { ReactNode } from "react";
import type { ProductReviewsView } from "#core/reviews";
import type { RichBlock } from "#core/rich-text";
import { ProductReviews, productReviewsTitle } from "#app/components/product-reviews";
import { RichText } from "#app/components/rich-text";
import { Fact } from "#app/components/ui/fact";

function Section({
  title,
  open = false,
  id,
  children,
}: {
  title: string;
  open?: boolean;
  id?: string;
  children: ReactNode;
}) {
  return (
    <details id={id} open={open} className="group rounded-xl border border-stone-200 bg-white">
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
  shopName,
}: {
  description: RichBlock[];
  ritual: string | null;
  /** By their French names (the loader names them: core/honey-characteristics.ts). */
  characteristics: [string, string][];
  benefits: string[];
  usageTips: string[];
  reviews: ProductReviewsView;
  shopName: string;
}) {
  return (
    <div className="mt-10 space-y-4">
      <Section title="Description détaillée" open>
        <RichText blocks={description} />
        {ritual && <p className="mt-3 italic">{ritual}</p>}
      </Section>
      <Section title="Caractéristiques techniques">
        <dl className="grid gap-3 sm:grid-cols-2">
          {characteristics.map(([name, value]) => (
            <Fact key={name} label={name}>
              {value}
            </Fact>
          ))}
        </dl>
      </Section>
      <Section title="Bienfaits">
        <BulletList items={benefits} />
      </Section>
      <Section title="Conseils d'utilisation">
        <BulletList items={usageTips} />
      </Section>
      <Section title={productReviewsTitle(reviews)} open={reviews.published.length > 0} id="avis">
        <ProductReviews view={reviews} shopName={shopName} />
      </Section>
    </div>
  );
}
