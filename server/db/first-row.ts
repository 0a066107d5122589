/** The first row a query answers, or null when it answers none (a look-up by a unique key). */
export async function firstOrNull<T>(rows: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await rows;
  return row ?? null;
}
