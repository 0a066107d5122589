import type { ReactNode } from "react";

/**
 * A storefront section under its serif heading, named by it: the section's id gives the heading's (`…-titre`), so
 * aria-labelledby and the heading cannot drift apart.
 */
export function TitledSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  /** The section's own spacing (each page has its rhythm). */
  className: string;
  children: ReactNode;
}) {
  const titleId = `${id}-titre`;
  return (
    <section id={id} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="font-serif text-3xl font-bold text-miel-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
