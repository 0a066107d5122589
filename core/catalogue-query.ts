// The catalogue page's search and sorting, pure so the server applies it and tests check it.

export const SORTS = ["pertinence", "prix-croissant", "prix-decroissant", "note"] as const;
export type Sort = (typeof SORTS)[number];

export interface Searchable {
  name: string;
  description: string;
  notes: string[];
  fromPriceCents: number;
  rating: number;
}

export function parseCatalogueQuery(params: URLSearchParams): { q: string; sort: Sort } {
  const q = (params.get("q") ?? "").trim().slice(0, 80);
  const tri = params.get("tri");
  return { q, sort: (SORTS as readonly string[]).includes(tri ?? "") ? (tri as Sort) : "pertinence" };
}

/** Lower case, without accents: "Miel Fruité" and "miel fruite" match. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

export function searchAndSort<T extends Searchable>(items: readonly T[], q: string, sort: Sort): T[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  const found = items.filter((item) => {
    const haystack = fold([item.name, item.description, ...item.notes].join(" "));
    return words.every((word) => haystack.includes(word));
  });
  const sorted = [...found];
  if (sort === "prix-croissant") sorted.sort((a, b) => a.fromPriceCents - b.fromPriceCents);
  if (sort === "prix-decroissant") sorted.sort((a, b) => b.fromPriceCents - a.fromPriceCents);
  if (sort === "note") sorted.sort((a, b) => b.rating - a.rating);
  return sorted;
}
