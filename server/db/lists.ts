// What the back office's lists (orders, catalogue, accounts, audit log) share: a search of part of a text, and a
// page of rows with the count of all.

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Page `page` of a list, its number of pages (at least one) and how many rows it has in all. */
export interface ListPage<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
}

/**
 * Page `page` (the first when none) of `size` rows: the page's rows, read by `rows` with their `limit` and
 * `offset`, and the count of all the list's rows, read alongside.
 */
export async function readPage<T>(
  wanted: { page?: number; size: number },
  rows: (window: { limit: number; offset: number }) => PromiseLike<T[]>,
  count: () => PromiseLike<number>,
): Promise<ListPage<T>> {
  const page = Math.max(1, wanted.page ?? 1);
  const [pageRows, total] = await Promise.all([
    rows({ limit: wanted.size, offset: (page - 1) * wanted.size }),
    count(),
  ]);
  return { rows: pageRows, page, pages: Math.max(1, Math.ceil(total / wanted.size)), total };
}
