import { describe, expect, it } from "vitest";
import {
  type CartItemInput,
  cartReducer,
  type CartState,
  cartStorageKey,
  initialCartState,
  MAX_LINE_QUANTITY,
  parseStoredCart,
} from "./cart";

const sidr250: CartItemInput = {
  id: "sidr_malaki_yemen_250g",
  name: "Miel de Sidr Malaki — 250g",
  price: 4499,
  image: "/images/products/sidr_malaki_yemen.svg",
  category: "miel",
  weight: "250g",
};
const erba: CartItemInput = { id: "parfum_homme_1", name: "Mr.H — Erba", price: 2999, image: "/x.svg" };

const reduce = (...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce<CartState>((state, action) => cartReducer(state, action), initialCartState);

describe("cartReducer", () => {
  it("never puts more than 10 of one article in a line", () => {
    expect(MAX_LINE_QUANTITY).toBe(10);
    const added = reduce(...Array.from({ length: 12 }, () => ({ type: "add" as const, item: erba })));
    expect(added.items[0]!.quantity).toBe(10);
    expect(added.totalAmount).toBe(29_990);
    const updated = reduce({ type: "add", item: erba }, { type: "update", id: erba.id, quantity: 25 });
    expect(updated.items[0]!.quantity).toBe(10);
    expect(updated.totalItems).toBe(10);
  });

  it("starts empty and not loaded", () => {
    expect(initialCartState).toEqual({ items: [], totalItems: 0, totalAmount: 0, isLoaded: false });
  });

  it("load replaces the items, recomputes the totals and marks loaded", () => {
    const state = reduce({ type: "add", item: erba }, { type: "load", items: [{ ...sidr250, quantity: 2 }] });
    expect(state.items.map((i) => i.id)).toEqual(["sidr_malaki_yemen_250g"]);
    expect(state).toMatchObject({ totalItems: 2, totalAmount: 8998, isLoaded: true });
  });

  it("loaded sets only isLoaded", () => {
    const before = reduce({ type: "add", item: erba });
    expect(cartReducer(before, { type: "loaded" })).toEqual({ ...before, isLoaded: true });
  });

  it("add appends with quantity 1, and adds 1 to a line already there", () => {
    const once = reduce({ type: "add", item: sidr250 });
    expect(once.items).toEqual([{ ...sidr250, quantity: 1 }]);
    const twice = cartReducer(cartReducer(once, { type: "add", item: sidr250 }), { type: "add", item: erba });
    expect(twice.items.map((i) => [i.id, i.quantity])).toEqual([
      ["sidr_malaki_yemen_250g", 2],
      ["parfum_homme_1", 1],
    ]);
    expect(twice).toMatchObject({ totalItems: 3, totalAmount: 2 * 4499 + 2999 });
  });

  it("remove drops the line by id", () => {
    const state = reduce(
      { type: "add", item: sidr250 },
      { type: "add", item: erba },
      { type: "remove", id: sidr250.id },
    );
    expect(state.items.map((i) => i.id)).toEqual(["parfum_homme_1"]);
    expect(state).toMatchObject({ totalItems: 1, totalAmount: 2999 });
  });

  it("update sets the quantity, and 0 or less removes the line", () => {
    const five = reduce({ type: "add", item: erba }, { type: "update", id: erba.id, quantity: 5 });
    expect(five).toMatchObject({ totalItems: 5, totalAmount: 14995 });
    expect(cartReducer(five, { type: "update", id: erba.id, quantity: 0 }).items).toEqual([]);
    expect(cartReducer(five, { type: "update", id: erba.id, quantity: -3 }).items).toEqual([]);
    expect(cartReducer(five, { type: "update", id: "inconnu", quantity: 2 }).items).toEqual(five.items);
  });

  it("clear empties the items and the totals but keeps isLoaded", () => {
    const loaded = reduce({ type: "load", items: [{ ...erba, quantity: 2 }] }, { type: "clear" });
    expect(loaded).toEqual({ items: [], totalItems: 0, totalAmount: 0, isLoaded: true });
    expect(reduce({ type: "add", item: erba }, { type: "clear" }).isLoaded).toBe(false);
  });
});

describe("stored basket", () => {
  it("is kept under the shop's prefixed key", () => {
    expect(cartStorageKey("maisonh")).toBe("maisonh_cart");
  });

  it("reads well-formed lines back", () => {
    const lines = [{ ...sidr250, quantity: 2 }];
    expect(parseStoredCart(JSON.stringify(lines))).toEqual(lines);
  });

  it("gives null for nothing stored or unreadable data, so the caller discards it", () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart("{pas du json")).toBeNull();
    expect(parseStoredCart(JSON.stringify({ items: [] }))).toBeNull();
  });

  it("drops malformed lines", () => {
    const raw = JSON.stringify([
      { ...erba, quantity: 1 },
      { ...erba, id: "", quantity: 1 },
      { ...erba, quantity: 0 },
      { ...erba, price: 29.99, quantity: 1 },
      "texte",
    ]);
    expect(parseStoredCart(raw)).toEqual([{ ...erba, quantity: 1 }]);
  });
});
