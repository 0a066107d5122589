// A shopper's favourite products (decision 114) as the browser keeps them: product ids under `{shortName}_favourites`
// in localStorage. A visitor's list is their own; once joined to an account (`account: true`) it is the account's
// copy, replaced by the server's at each visit and forgotten at sign-out.

/** The most favourites an account or a browser keeps (the server refuses more). */
export const MAX_FAVOURITES = 100;

export interface StoredFavourites {
  ids: string[];
  /** true: the copy of a signed-in account's favourites; false: a visitor's, to join the account at sign-in. */
  account: boolean;
}

export function favouritesStorageKey(shortName: string): string {
  return `${shortName}_favourites`;
}

const isProductId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= 120;

/** What localStorage holds, read defensively: anything unreadable is an empty visitor's list. */
export function parseStoredFavourites(raw: string | null): StoredFavourites {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (value && typeof value === "object" && Array.isArray((value as StoredFavourites).ids)) {
      const { ids, account } = value as StoredFavourites;
      return { ids: [...new Set(ids.filter(isProductId))].slice(0, MAX_FAVOURITES), account: account === true };
    }
  } catch {
    // Not JSON: start again.
  }
  return { ids: [], account: false };
}

/** The list with `id` added (last) or removed; unchanged when adding past the bound. */
export function toggledFavourites(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return ids.length >= MAX_FAVOURITES ? [...ids] : [...ids, id];
}

/** The heart's label, with the product's name. */
export function favouriteLabel(name: string, pressed: boolean): string {
  return pressed ? `Retirer ${name} des favoris` : `Ajouter ${name} aux favoris`;
}
