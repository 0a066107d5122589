import { TastingNotes } from "#app/components/honey/tasting-notes";
import { Fact } from "#app/components/ui/fact";

const LEVEL_NAMES = { head: "Notes de tête", heart: "Notes de cœur", base: "Notes de fond" } as const;

export interface PyramidLevel {
  level: keyof typeof LEVEL_NAMES;
  notes: string[];
}

/**
 * The perfume's notes as the catalogue lists them, and the pyramid's levels only where the catalogue gives them:
 * which note opens or lasts is never guessed from the list's order.
 */
export function OlfactoryNotes({ notes, pyramid }: { notes: string[]; pyramid: PyramidLevel[] }) {
  return (
    <section aria-labelledby="notes-olfactives" className="mt-6">
      <h2 id="notes-olfactives" className="font-semibold">
        Notes olfactives
      </h2>
      <TastingNotes notes={notes} size="large" label="Notes olfactives" />
      {pyramid.length > 0 && (
        <dl className="mt-4 grid gap-3 sm:grid-cols-3" data-testid="note-pyramid">
          {pyramid.map(({ level, notes: levelNotes }) => (
            <Fact key={level} label={LEVEL_NAMES[level]}>
              {levelNotes.join(", ")}
            </Fact>
          ))}
        </dl>
      )}
    </section>
  );
}
