import type { CartItemInput } from "#core/cart";

/** A perfume as a basket line, the same from its card and from its page (its id is the line's). */
export function perfumeBasketItem(perfume: {
  id: string;
  name: string;
  priceCents: number;
  image: string;
  description: string;
}): CartItemInput {
  return {
    id: perfume.id,
    name: perfume.name,
    price: perfume.priceCents,
    image: perfume.image,
    description: perfume.description,
    category: "parfum",
  };
}
