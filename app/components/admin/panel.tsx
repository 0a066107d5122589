import type { ReactNode } from "react";
import { cardClass } from "#app/components/ui/card";

/** A titled white panel of a back-office page: a region named by its heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass("md", "mt-8")}>
      <h2 id={id} className="font-serif text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
