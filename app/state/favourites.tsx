import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer } from "react";
import {
  favouritesStorageKey,
  parseStoredFavourites,
  type StoredFavourites,
  toggledFavourites,
} from "#core/favourites";

// Plain fetch calls, like the basket's saved copy (app/state/cart.tsx): the API client would weigh on every page.
const ENDPOINT = "/api/favourites";

async function send(method: string, path: string, body?: unknown): Promise<string[] | null> {
  try {
    const res = await fetch(`${ENDPOINT}${path}`, {
      method,
      credentials: "same-origin",
      ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    });
    if (!res.ok) return null;
    return ((await res.json()) as { product_ids: string[] }).product_ids;
  } catch {
    return null;
  }
}

export interface FavouritesValue {
  ids: ReadonlySet<string>;
  /** false until the browser's list is read: the hearts stay unpressed in the server's HTML. */
  loaded: boolean;
  toggle(productId: string): void;
  /** Removes a signed-in customer's favourite and resolves once the server has (the favourites page). */
  remove(productId: string): Promise<void>;
  /** Just signed in: this browser's favourites join the account's before the next page is asked for. */
  joinAccount(): Promise<void>;
  /** The list is the account's, as the server last answered it. */
  synced: boolean;
}

const FavouritesContext = createContext<FavouritesValue>({
  ids: new Set(),
  loaded: false,
  toggle: () => undefined,
  remove: async () => undefined,
  joinAccount: async () => undefined,
  synced: false,
});

/**
 * The shopper's favourites (decision 114): a visitor's kept in this browser; at the first page seen signed in they
 * join the account's (`POST /api/favourites/merge`, whatever way the sign-in took), and from then on the browser
 * keeps a copy of the account's, forgotten when the session ends.
 */
export function FavouritesProvider({
  shortName,
  signedIn,
  children,
}: {
  shortName: string;
  signedIn: boolean;
  children: ReactNode;
}) {
  const key = favouritesStorageKey(shortName);
  // A reducer that only replaces: the list read from storage is set from the effects below (as the basket's is).
  const [stored, setStored] = useReducer(
    (_: StoredFavourites | null, next: StoredFavourites): StoredFavourites | null => next,
    null,
  );

  const keep = useCallback(
    (next: StoredFavourites) => {
      setStored(next);
      try {
        if (next.ids.length === 0 && !next.account) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private browsing or a full storage: the hearts still work on this page.
      }
    },
    [key],
  );

  useEffect(() => {
    let local: StoredFavourites = { ids: [], account: false };
    try {
      local = parseStoredFavourites(window.localStorage.getItem(key));
    } catch {
      // Storage refused: an empty list.
    }
    if (!signedIn) {
      // The copy of an account whose session has ended is not this visitor's.
      keep(local.account ? { ids: [], account: false } : local);
      return;
    }
    setStored(local);
    let current = true;
    void (local.account ? send("GET", "") : send("POST", "/merge", { product_ids: local.ids })).then((ids) => {
      if (current && ids) keep({ ids, account: true });
    });
    return () => {
      current = false;
    };
  }, [key, signedIn, keep]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setStored(parseStoredFavourites(event.newValue));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [key]);

  const toggle = useCallback(
    (productId: string) => {
      if (!stored) return;
      const ids = toggledFavourites(stored.ids, productId);
      const adding = ids.length > stored.ids.length;
      keep({ ...stored, ids });
      if (!stored.account) return;
      void send(adding ? "PUT" : "DELETE", `/${encodeURIComponent(productId)}`).then((answer) =>
        // The server's list is the truth (a refusal puts the heart back as it was).
        keep({ ids: answer ?? stored.ids, account: true }),
      );
    },
    [stored, keep],
  );

  const remove = useCallback(
    async (productId: string) => {
      const ids = await send("DELETE", `/${encodeURIComponent(productId)}`);
      if (ids) keep({ ids, account: true });
    },
    [keep],
  );

  const joinAccount = useCallback(async () => {
    if (stored?.account) return;
    const ids = await send("POST", "/merge", { product_ids: stored?.ids ?? [] });
    if (ids) keep({ ids, account: true });
  }, [stored, keep]);

  const value = useMemo(
    () => ({
      ids: new Set(stored?.ids ?? []),
      loaded: stored !== null,
      synced: stored?.account === true,
      toggle,
      remove,
      joinAccount,
    }),
    [stored, toggle, remove, joinAccount],
  );
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}

export function useFavourites(): FavouritesValue {
  return useContext(FavouritesContext);
}
