// Pages of a long storefront list (a collection, the catalogue's results): `?page=` read leniently — a missing,
// malformed or out-of-range number shows the nearest real page rather than an error or an empty list.

/** `?page=` as a positive whole number; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The page to show of `total` items, `size` a page: within 1…pages (one empty page for none), and its offset. */
export function pageWindow(total: number, requested: number, size: number) {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pages);
  return { page, pages, offset: (page - 1) * size };
}
