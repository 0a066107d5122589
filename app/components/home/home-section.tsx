import type { ReactNode } from "react";

/**
 * A section of the home page as a magazine sets it: a small capitals line, the serif heading naming the section, an
 * optional lead paragraph; no card around it. `band`: a white band across the page between the cream ones.
 */
export function HomeSection({
  id,
  eyebrow,
  title,
  lead,
  band = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  band?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-titre`;
  return (
    <section id={id} aria-labelledby={titleId} className={band ? "border-y border-stone-200 bg-white" : ""}>
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <p className="label-caps text-miel-700">{eyebrow}</p>
        <h2 id={titleId} className="mt-2 font-serif text-3xl font-bold text-miel-900 md:text-4xl">
          {title}
        </h2>
        {lead && <p className="mt-3 max-w-2xl text-stone-800">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** The quiet « see more » link closing a section: underlined words and an arrow, not one more pill. */
export const MORE_LINK_CLASS =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-miel-900 underline decoration-miel-400 decoration-2 underline-offset-4 hover:decoration-miel-900";
