import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useReducer, useRef } from "react";
import {
  type CartItem,
  type CartItemInput,
  cartReducer,
  type CartState,
  cartStorageKey,
  initialCartState,
  parseStoredCart,
} from "#core/cart";
import type { InferRequestType } from "hono/client";
import type { api } from "#app/lib/api-client";

/** What `PUT /api/cart` takes, from the contract. */
type SavedBasketBody = InferRequestType<typeof api.cart.$put>["json"];

export interface CartContextValue extends CartState {
  addItem(item: CartItemInput): void;
  removeItem(id: string): void;
  updateQuantity(id: string, quantity: number): void;
  clearCart(): void;
  /** Replaces every line (the basket merged with the account's at sign-in). */
  replaceItems(items: CartItem[]): void;
}

/** The default of a tree without the cart provider: says so in the console instead of failing. */
const noCart = () => console.error("Cart context not available");

const inert: CartContextValue = {
  ...initialCartState,
  addItem: noCart,
  removeItem: noCart,
  updateQuantity: noCart,
  clearCart: noCart,
  replaceItems: noCart,
};

const CartContext = createContext<CartContextValue | null>(null);

/** The basket of the browser, kept in localStorage under `{shortName}_cart`. */
export function CartProvider({
  shortName,
  signedIn = false,
  children,
}: {
  shortName: string;
  /** A signed-in customer's basket is also saved with the account, so it follows them to another browser. */
  signedIn?: boolean;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(cartReducer, initialCartState);
  const key = cartStorageKey(shortName);
  // What was just read from storage needs no writing back; only changes do (and a write on load
  // could erase what another tab stored meanwhile).
  const loadedItems = useRef<CartItem[] | null>(null);

  useEffect(() => {
    try {
      const items = parseStoredCart(window.localStorage.getItem(key));
      if (items === null) {
        // Nothing stored, or unreadable: start empty and discard what was there.
        window.localStorage.removeItem(key);
        loadedItems.current = initialCartState.items;
        dispatch({ type: "loaded" });
      } else {
        loadedItems.current = items;
        dispatch({ type: "load", items });
      }
    } catch {
      dispatch({ type: "loaded" });
    }
  }, [key]);

  useEffect(() => {
    if (!state.isLoaded || state.items === loadedItems.current) return;
    try {
      if (state.items.length > 0) window.localStorage.setItem(key, JSON.stringify(state.items));
      else window.localStorage.removeItem(key);
    } catch {
      // Private browsing or a full storage: the basket still works for this page.
    }
  }, [key, state.items, state.isLoaded]);

  useEffect(() => {
    if (!state.isLoaded || !signedIn) return;
    const timer = setTimeout(() => {
      const items = state.items.map(({ id, quantity }) => ({ id, quantity }));
      // The body typed by the API contract (the route's declaration, as the client's), sent by a plain fetch: the
      // client itself would add 2 to 3 Ko to every page's first load, over the product page's budget (docs/decisions/018).
      const body: SavedBasketBody = { items };
      fetch("/api/cart", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        credentials: "same-origin",
      }).catch(() => {
        // Offline: the browser keeps the basket; the next change saves it again.
      });
    }, 400);
    return () => clearTimeout(timer);
  }, [signedIn, state.items, state.isLoaded]);

  useEffect(() => {
    // Another tab changed the basket.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      dispatch({ type: "load", items: parseStoredCart(event.newValue) ?? [] });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [key]);

  const addItem = useCallback((item: CartItemInput) => dispatch({ type: "add", item }), []);
  const removeItem = useCallback((id: string) => dispatch({ type: "remove", id }), []);
  const updateQuantity = useCallback((id: string, quantity: number) => dispatch({ type: "update", id, quantity }), []);
  const clearCart = useCallback(() => dispatch({ type: "clear" }), []);
  const replaceItems = useCallback((items: CartItem[]) => dispatch({ type: "load", items }), []);

  const value = useMemo(
    () => ({ ...state, addItem, removeItem, updateQuantity, clearCart, replaceItems }),
    [state, addItem, removeItem, updateQuantity, clearCart, replaceItems],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  return useContext(CartContext) ?? inert;
}
