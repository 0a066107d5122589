// The reviews and ratings the shop wrote as examples (decision 086): only a demonstration shows them, labelled.
import type { ShownRating, ShownReview } from "#core/reviews";
import type { Review } from "./service";

/** A product's rating: the seeded figure in a demonstration, none in a shop taking real payments. */
export function shownRating(product: { rating: number }, examples: boolean): ShownRating | null {
  return examples ? { value: product.rating, example: true } : null;
}

/** The catalogue's review rows — every one of them written by the shop so far (the seed, spec §3's default detail). */
export function exampleReviews(rows: readonly Review[]): ShownReview[] {
  return rows.map((r) => ({
    id: r.id,
    author: r.author,
    rating: r.rating,
    comment: r.comment,
    date: r.reviewedOn,
    example: true,
  }));
}

/** The home page's five reviews of spec §2, written for the demonstration (rating 5 each). */
export const HOME_EXAMPLE_REVIEWS = [
  {
    name: "Sophie L.",
    role: "Cliente fidèle, Lyon",
    content:
      "Le miel de Sidr est d'une profondeur incroyable. On sent la qualité dès la première cuillère, et la livraison a été très rapide.",
  },
  {
    name: "Karim B.",
    role: "Amateur de miels rares, Marseille",
    content: "Enfin une boutique sérieuse pour les miels d'Oman. Emballage soigné, pots bien protégés, rien à redire.",
  },
  {
    name: "Camille D.",
    role: "Cliente, Bordeaux",
    content: "J'ai offert un parfum Mme.H à ma sœur : elle l'adore. Tenue remarquable et flacon très élégant.",
  },
  {
    name: "Thomas R.",
    role: "Client, Lille",
    content: "Mr.H est devenu mon parfum du quotidien. Le rapport qualité-prix est excellent pour cette qualité.",
  },
  {
    name: "Nadia H.",
    role: "Passionnée de bien-être, Paris",
    content: "Le Shilajit est authentique et le pack de trois pots est vraiment avantageux. Service client réactif.",
  },
].map((review) => ({ ...review, rating: 5, example: true }));

export type HomeReview = (typeof HOME_EXAMPLE_REVIEWS)[number];
