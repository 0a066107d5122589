// A collection's sort and filters as the address gives them (decision 114):
//   ?tri=prix-croissant | prix-decroissant | nouveautes | note   (absent: the shop's own order, « Notre sélection »;
//   note: the average of the published reviews, decision 110, the products without one last)
//   ?origine=<country>  ?texture=<texture>  ?format=<50g|90g|250g>   (honeys; the values are slugs of the catalogue's
//   own data, offered by the page, never a fixed list)
// A value the page does not offer is ignored and named in a French notice; nothing here can fail.
import { fold } from "./catalogue-query";

/** The sorts offered; « note » orders by the published reviews' average given to `sortProducts` / `collectionOrder`. */
export const COLLECTION_SORTS = ["selection", "prix-croissant", "prix-decroissant", "nouveautes", "note"] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
export type RankedSort = CollectionSort;

export const SORT_LABELS: Record<CollectionSort, string> = {
  selection: "Notre sélection",
  "prix-croissant": "Prix croissant",
  "prix-decroissant": "Prix décroissant",
  nouveautes: "Nouveautés",
  note: "Meilleures notes",
};

export const HONEY_FILTERS = ["origine", "texture", "format"] as const;
export type HoneyFilter = (typeof HONEY_FILTERS)[number];

export const FILTER_LABELS: Record<HoneyFilter, string> = { origine: "Origine", texture: "Texture", format: "Format" };

/** One value a filter offers: its address form, its words, and how many products of the list have it. */
export interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export type HoneyFacets = Record<HoneyFilter, FacetOption[]>;

/** A text as an address value: folded (no case, no accents), words joined by « - ». */
export function slugOf(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A honey's texture as the filter offers it: its parts (« Dense et onctueuse » → Dense, Onctueuse). */
export function textureParts(texture: string): string[] {
  return texture
    .split(/,|\bet\b/u)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
}

export interface CollectionQuery {
  sort: CollectionSort;
  filters: Partial<Record<HoneyFilter, string>>;
  /** What the address asked that the page does not offer, said in French (ignored). */
  ignored: string[];
}

const first = (params: URLSearchParams, name: string) => params.get(name)?.trim() ?? "";

/** The sort and the filters of the address, each kept only when the page offers it (`facets`: none for perfumes). */
export function parseCollectionQuery(params: URLSearchParams, facets: Partial<HoneyFacets> = {}): CollectionQuery {
  const ignored: string[] = [];
  const tri = first(params, "tri");
  const known = (COLLECTION_SORTS as readonly string[]).includes(tri);
  if (tri && !known) ignored.push("ce tri n'existe pas : les produits sont dans l'ordre de la boutique");
  const filters: CollectionQuery["filters"] = {};
  for (const name of HONEY_FILTERS) {
    const value = first(params, name);
    if (!value) continue;
    const offered = facets[name];
    if (offered?.some((option) => option.value === value)) filters[name] = value;
    else ignored.push(`le filtre « ${FILTER_LABELS[name]} » demandé n'est pas proposé ici : il est ignoré`);
  }
  return { sort: known ? (tri as CollectionSort) : "selection", filters, ignored };
}

/** The address's query of a collection's state (page 1 and defaults left out): for its links and its canonical. */
export function collectionSearch(state: Partial<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(state)) {
    if (value === undefined || value === "" || value === "all" || value === "selection") continue;
    if (name === "page" && Number(value) <= 1) continue;
    params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The French notice of what was ignored, one sentence; null when nothing was. */
export function ignoredNotice(ignored: readonly string[]): string | null {
  if (ignored.length === 0) return null;
  const text = ignored.join(" ; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

interface Sortable {
  id: string;
  priceCents: number;
  createdAt: Date | string;
  /** The shop's order, which breaks ties. */
  position: number;
}

/**
 * A short list sorted in memory (a perfume line): by price, novelty, or by rating with `ratings` (a product's
 * average by id; the unrated after the rated); the shop's order breaks ties and is the « selection ».
 */
export function sortProducts<T extends Sortable>(
  items: readonly T[],
  sort: RankedSort,
  ratings: ReadonlyMap<string, number> = new Map(),
): T[] {
  const time = (item: T) => new Date(item.createdAt).getTime();
  const key = (item: T): number => {
    if (sort === "prix-croissant") return item.priceCents;
    if (sort === "prix-decroissant") return -item.priceCents;
    if (sort === "nouveautes") return -time(item);
    if (sort === "note") return -(ratings.get(item.id) ?? -1);
    return 0;
  };
  return [...items].sort((a, b) => key(a) - key(b) || a.position - b.position || a.id.localeCompare(b.id));
}
