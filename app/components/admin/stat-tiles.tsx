import type { ReactNode } from "react";

export interface StatTile {
  label: string;
  value: ReactNode;
  /** A line under the figure (what it counts, its parts). */
  detail?: ReactNode;
  testId?: string;
}

/** Figures side by side (two columns on a phone): a description list, each label with its value. */
export function StatTiles({ tiles, columns = 4 }: { tiles: StatTile[]; columns?: 2 | 4 }) {
  return (
    <dl className={`mt-6 grid grid-cols-2 gap-3 ${columns === 4 ? "md:grid-cols-4" : ""}`}>
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-stone-200 bg-white p-4">
          <dt className="text-sm font-semibold text-stone-700">{tile.label}</dt>
          <dd data-testid={tile.testId} className="mt-1 font-serif text-2xl font-bold text-miel-900 sm:text-3xl">
            {tile.value}
          </dd>
          {tile.detail ? <dd className="mt-1 text-sm text-stone-700">{tile.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
