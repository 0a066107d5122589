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

// Customers' reviews (decision 110): what a review may hold, checked the same way by the form and the server.

/** A review's text: at least a sentence, at most a page; a refusal reason and a public reply alike. */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const MODERATION_TEXT_MAX = 1000;

/** The address of the page saying how reviews are collected and checked (Code de la consommation, L111-7-2). */
export const REVIEWS_CHARTER_PATH = "/avis-clients/charte";

/** The words beside every published customer review. */
export const VERIFIED_PURCHASE_LABEL = "Achat vérifié";

/** How a product page's published reviews may be ordered (`?avis=`): newest first, or best rated first. */
export const REVIEW_SORTS = ["recents", "note"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const reviewSortOf = (value: string | null): ReviewSort => (value === "note" ? "note" : "recents");

const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex -- control characters (NUL first) are exactly what this refuses
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a review's rating cannot be kept, in French; null when it is a whole number from 1 to 5. */
export function ratingError(rating: unknown): string | null {
  const value = typeof rating === "string" ? Number(rating) : rating;
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5
    ? null
    : "Choisissez une note de 1 à 5 étoiles.";
}

/**
 * Why a text (a review, a refusal reason, a reply) cannot be kept, in French; null when it can. It stays text
 * everywhere it is shown (React and the mails escape it): only what no page can show is refused.
 */
export function reviewTextError(text: string, bounds: { min: number; max: number; what: string }): string | null {
  if (CONTROL_CHARACTER.test(text)) return `${bounds.what} contient des caractères non autorisés.`;
  const length = text.trim().length;
  if (length < bounds.min) return `${bounds.what} doit faire au moins ${bounds.min} caractères.`;
  if (length > bounds.max) return `${bounds.what} doit faire au plus ${bounds.max} caractères.`;
  return null;
}

/** A published customer review as a product page shows it (`purchasedOn`, `reviewedOn`: YYYY-MM-DD). */
export interface PublishedReview {
  id: number;
  author: string;
  rating: number;
  body: string;
  purchasedOn: string;
  reviewedOn: string;
  reply: string | null;
}

/** A product's rating from its published reviews: null when it has none (no stars without reviews). */
export interface PublishedRating {
  average: number;
  count: number;
}

/**
 * A product page's reviews (decision 110): its customers' published reviews and their rating when it has any —
 * they always win —; else the shop's labelled examples in a demonstration (decision 086); else none.
 */
export interface ProductReviewsView {
  sort: ReviewSort;
  rating: PublishedRating | null;
  published: PublishedReview[];
  examples: ShownReview[];
}

/** The rating a product page's heading shows: the customers' when published, else the demonstration's example. */
export function headingRating(view: ProductReviewsView, example: ShownRating | null): ShownRating | null {
  if (view.rating) return { value: view.rating.average, example: false };
  return view.examples.length > 0 ? example : null;
}

/** How long an invitation and the reviews written through it are kept (the reviews' charter says so). */
export const REVIEWS_KEPT_YEARS = 3;
/** The charter's words for REVIEW_INVITATION_DAYS_AFTER_SHIPPING's default. */
export const INVITATION_WINDOW_WORDS = "quelques jours";
