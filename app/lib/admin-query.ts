/** The `page` of a back-office list's address: a whole number from 1, else 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isSafeInteger(page) && page > 0 ? Math.min(page, 100_000) : 1;
}

/** A search text of a back-office list's address, trimmed and cut at `max` characters. */
export function searchParam(url: URL, name: string, max = 120): string {
  return (url.searchParams.get(name) ?? "").trim().slice(0, max);
}
