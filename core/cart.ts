// The basket of spec §3/§4: a pure reducer shared by the browser state and its tests.
// Prices are in cents and only for display: the server prices every order from the catalogue.

/** At most this many of one article per basket line (and per order): an unpaid order cannot hold a whole stock. */
export const MAX_LINE_QUANTITY = 10;

export interface CartItem {
  /** Basket line id: `{honeyId}_{format}`, `shilajit_1..3`, a perfume id… */
  id: string;
  name: string;
  /** Unit price in cents, as shown in the catalogue when added. */
  price: number;
  quantity: number;
  image: string;
  description?: string;
  category?: string;
  weight?: string;
  origin?: string;
  /** Price before the pack discount, in cents. */
  originalPrice?: number;
}

export type CartItemInput = Omit<CartItem, "quantity">;

export interface CartState {
  items: CartItem[];
  totalItems: number;
  totalAmount: number;
  isLoaded: boolean;
}

export type CartAction =
  | { type: "load"; items: CartItem[] }
  | { type: "loaded" }
  | { type: "add"; item: CartItemInput }
  | { type: "remove"; id: string }
  | { type: "update"; id: string; quantity: number }
  | { type: "clear" };

export const initialCartState: CartState = { items: [], totalItems: 0, totalAmount: 0, isLoaded: false };

function withTotals(items: CartItem[], isLoaded: boolean): CartState {
  return {
    items,
    isLoaded,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    totalAmount: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case "load":
      return withTotals(action.items, true);
    case "loaded":
      return { ...state, isLoaded: true };
    case "add": {
      const existing = state.items.find((item) => item.id === action.item.id);
      const items = existing
        ? state.items.map((item) =>
            item.id === action.item.id ? { ...item, quantity: Math.min(MAX_LINE_QUANTITY, item.quantity + 1) } : item,
          )
        : [...state.items, { ...action.item, quantity: 1 }];
      return withTotals(items, state.isLoaded);
    }
    case "remove":
      return withTotals(
        state.items.filter((item) => item.id !== action.id),
        state.isLoaded,
      );
    case "update": {
      if (action.quantity <= 0) return cartReducer(state, { type: "remove", id: action.id });
      const quantity = Math.min(MAX_LINE_QUANTITY, Math.floor(action.quantity));
      return withTotals(
        state.items.map((item) => (item.id === action.id ? { ...item, quantity } : item)),
        state.isLoaded,
      );
    }
    case "clear":
      return { items: [], totalItems: 0, totalAmount: 0, isLoaded: state.isLoaded };
  }
}

/**
 * Reads stored basket lines; anything that is not a well-formed list of lines gives null
 * (the caller discards it). Lines with a bad quantity or price are dropped one by one.
 */
export function parseStoredCart(raw: string | null): CartItem[] | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  return value.filter(isCartItem);
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === "string" &&
    item.id.length > 0 &&
    typeof item.name === "string" &&
    typeof item.image === "string" &&
    Number.isSafeInteger(item.price) &&
    (item.price as number) >= 0 &&
    Number.isSafeInteger(item.quantity) &&
    (item.quantity as number) > 0
  );
}

export function cartStorageKey(shortName: string): string {
  return `${shortName}_cart`;
}
