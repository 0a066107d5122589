/**
 * Answers of reads kept in memory until the next write (decision 051): each key's value is loaded once and shared by
 * the requests that ask for it meanwhile. `invalidate()` (every write through this process, a sibling's write, a
 * periodic job that changed something) empties it; a load that began before a write ended is never kept, so the
 * next read after a write sees the database. `ttlMs` bounds how long a value lives when the write happened elsewhere
 * (another instance on the same PostgreSQL, a command-line script). Only for what is shown: what is charged or
 * checked (checkout, payment) is read in its transaction, never here.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
  size(): number;
}

export function readCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): ReadCache {
  const { ttlMs, maxEntries = 2000, now = Date.now } = options;
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  let generation = 0;

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value as Promise<T>;
      const started = generation;
      const value = load();
      const entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      value.then(() => {
        // Began before a write ended: its answer may predate the write; its own callers take it, nobody else.
        if (started !== generation) forget();
      }, forget);
      return value;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}
