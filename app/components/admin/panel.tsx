import type { ReactNode } from "react";
import { CardSection } from "#app/components/ui/card";

/** A titled white panel of a back-office page: a region named by its heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <CardSection id={id} title={title} className="mt-8" size="2xl">
      {children}
    </CardSection>
  );
}
