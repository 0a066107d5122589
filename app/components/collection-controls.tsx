import { Form } from "react-router";
import {
  COLLECTION_SORTS,
  type CollectionSort,
  FILTER_LABELS,
  type HoneyFacets,
  type HoneyFilter,
  SORT_LABELS,
} from "#core/collection-query";
import { Button } from "#app/components/ui/button";

const SELECT_CLASS = "mt-1 min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base";

/**
 * A collection's sort and filters (decision 114): a GET form, so it works without JavaScript (« Appliquer »); with
 * it, a changed choice applies at once. `hidden`: the address's other choices kept (the category). Filters only
 * where `facets` are given, each offering the values the list really holds.
 */
export function CollectionControls({
  sort,
  facets,
  filters = {},
  hidden = {},
  notice = null,
}: {
  sort: CollectionSort;
  facets?: HoneyFacets;
  filters?: Partial<Record<HoneyFilter, string>>;
  hidden?: Record<string, string | undefined>;
  /** What the address asked that the page ignored, in French. */
  notice?: string | null;
}) {
  const active = Object.values(filters).filter(Boolean).length + (sort === "selection" ? 0 : 1);
  const form = (className: string, controlClass: string) => (
    <Form
      method="get"
      preventScrollReset
      aria-label="Trier et filtrer"
      onChange={(event) => event.currentTarget.requestSubmit()}
      className={className}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <label className={controlClass}>
        Trier par
        <select name="tri" defaultValue={sort === "selection" ? "" : sort} key={`tri-${sort}`} className={SELECT_CLASS}>
          {COLLECTION_SORTS.map((value) => (
            <option key={value} value={value === "selection" ? "" : value}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      {facets &&
        (Object.keys(FILTER_LABELS) as HoneyFilter[]).map((name) =>
          facets[name].length === 0 ? null : (
            <label key={name} className={controlClass}>
              {FILTER_LABELS[name]}
              <select
                name={name}
                defaultValue={filters[name] ?? ""}
                key={`${name}-${filters[name] ?? ""}`}
                className={SELECT_CLASS}
              >
                <option value="">{name === "format" ? "Tous" : "Toutes"}</option>
                {facets[name].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label} ({option.count})
                  </option>
                ))}
              </select>
            </label>
          ),
        )}
      <Button type="submit" variant="secondary" size="compact">
        Appliquer
      </Button>
    </Form>
  );
  // A quiet row on a wide screen; on a phone the same form folded under « Trier et filtrer » (open while a choice is
  // made), so the grid starts within the first screen. Only one of the two is displayed (and in the accessibility tree).
  return (
    <>
      <details className="mt-6 border-y border-stone-200 sm:hidden" open={active > 0}>
        <summary className="flex min-h-12 cursor-pointer items-center justify-between font-medium">
          <span>
            Trier et filtrer
            {active > 0 && <span className="text-stone-700"> · {active} choix</span>}
          </span>
          <span aria-hidden="true">▾</span>
        </summary>
        {form("grid grid-cols-2 items-end gap-3 pb-4", "flex min-w-0 flex-col text-sm font-medium")}
      </details>
      {form(
        "mt-6 hidden flex-wrap items-end gap-4 border-y border-stone-200 py-4 sm:flex",
        "flex flex-col text-sm font-medium",
      )}
      {notice && (
        <p role="alert" className="mt-4 rounded-xl bg-miel-50 p-3 text-stone-800">
          {notice}
        </p>
      )}
    </>
  );
}
