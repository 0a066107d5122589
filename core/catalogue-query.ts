// The catalogue page's search and sorting as the address gives them; the database applies them
// (server/modules/catalog/storefront-pages.ts).

export const SORTS = ["pertinence", "prix-croissant", "prix-decroissant", "nouveautes", "note"] as const;
export type Sort = (typeof SORTS)[number];

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

/** The search's words, folded: a product is found when its folded name, description and notes hold each of them. */
export function searchWords(q: string): string[] {
  return fold(q).split(/\s+/).filter(Boolean);
}
