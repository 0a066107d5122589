// The back office lists' filters (orders, catalogue) as their pages' GET forms send them: what cannot be read is
// left out, never an error. The bounds are the API's (server/api/admin/orders.ts, products.ts).

/** A filter's value when it is one of `allowed`; else none. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return (allowed as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
}

/** `?q=`: trimmed, 120 characters at most; none when empty. */
export const listSearch = (value: string | null) => (value ?? "").trim().slice(0, 120) || undefined;

/** `?page=`: a whole number from 1 to 100 000; anything else is the first page. */
export function listPage(value: string | null): number {
  const page = Number(value || "1");
  return Number.isInteger(page) && page > 0 && page <= 100_000 ? page : 1;
}

/** A list page's data: the administrator checked first, then the filters read from the address and their page. */
export function listPageLoader<Q, R extends object>(
  requireAdmin: (request: Request) => Promise<unknown>,
  readQuery: (params: URLSearchParams) => Q,
  list: (query: Q) => Promise<R>,
) {
  return async (request: Request) => {
    await requireAdmin(request);
    const query = readQuery(new URL(request.url).searchParams);
    return { query, ...(await list(query)) };
  };
}
