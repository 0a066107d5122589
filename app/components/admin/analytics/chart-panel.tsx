import { type ReactNode, useEffect, useRef } from "react";
import type { ChartSpec } from "#app/lib/charts";
import { NO_DATA_YET } from "#core/analytics";
import { TableHead, tdClass } from "#app/components/admin/scroll-table";

/**
 * A chart and the same figures as a table: the canvas is drawn in the browser by Chart.js (loaded here only, on
 * demand); the table, in the page's HTML, is what screen readers, printing and a page without JavaScript read.
 * With nothing to draw (every value 0), it says so instead of drawing a bare grid.
 */
export function ChartPanel({
  id,
  title,
  summary,
  spec,
  columns,
  rows,
}: {
  id: string;
  title: string;
  /** One sentence that says what the chart shows (the canvas's accessible name). */
  summary: string;
  spec: ChartSpec;
  columns: string[];
  rows: ReactNode[][];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const empty = spec.series.every((s) => s.values.every((v) => v === 0));
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    if (empty) return;
    void import("#app/lib/charts").then(({ drawChart }) => {
      if (!gone && canvas.current) chart = drawChart(canvas.current, spec);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [spec, empty]);
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-stone-200 bg-white p-4">
      <h3 id={id} className="font-serif text-xl font-bold">
        {title}
      </h3>
      {empty ? (
        <p className="mt-3 flex h-24 items-center justify-center rounded-xl bg-stone-50 px-4 text-center text-stone-700">
          {NO_DATA_YET}
        </p>
      ) : (
        <div className="relative mt-3 h-64 w-full min-w-0">
          <canvas ref={canvas} role="img" aria-label={summary} data-testid={`${id}-canvas`} />
        </div>
      )}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-miel-900 underline">
          Voir les données en tableau
        </summary>
        {/* Focusable: on a phone the table scrolls sideways, by keyboard too. */}
        <div
          role="region"
          aria-label={`Données : ${title}`}
          tabIndex={0}
          className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-miel-700"
        >
          <table className="w-full border-collapse text-left text-sm">
            <caption className="pb-2 text-left text-stone-700">{title}</caption>
            <TableHead columns={columns} />
            <tbody>
              {rows.map(([head, ...cells], i) => (
                <tr key={i}>
                  <th scope="row" className={`${tdClass} font-normal`}>
                    {head}
                  </th>
                  {cells.map((cell, j) => (
                    <td key={j} className={tdClass}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
