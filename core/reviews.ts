// Reviews and ratings as the storefront may show them (decision 086). Every review and rating the catalogue holds
// today was written by the shop (the seed, the default detail of spec §3): presenting one as a customer's is a
// banned practice (Code de la consommation, L121-4, 23°). A demonstration shop shows them, labelled as examples; a
// shop taking real payments shows none of them, only its customers' reviews once they exist.

/** A product's rating out of 5 as a page shows it; `example`: written by the shop for the demonstration. */
export interface ShownRating {
  value: number;
  example: boolean;
}

/** One review as a page shows it (`date`: YYYY-MM-DD). */
export interface ShownReview {
  id: string;
  author: string;
  rating: number;
  comment: string;
  date: string;
  example: boolean;
}

/** The label every example review or rating carries, where it is shown. */
export const EXAMPLE_REVIEWS_LABEL = "Avis d'exemple — mode démonstration";
export const EXAMPLE_RATING_LABEL = "note d'exemple";

/** What a product page's reviews say while no customer has left one. */
export const NO_PRODUCT_REVIEWS_YET = "Aucun avis client n'est encore publié pour ce produit.";
