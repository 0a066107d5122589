// The newsletter's words both sides use (decision 115): the consent sentence shown beside every sign-up box — kept
// word for word with each consent — and where a box may stand.

/** Shown under every sign-up box and stored with the consent it asks for. */
export const NEWSLETTER_CONSENT_WORDING =
  "J'accepte de recevoir par e-mail la lettre de la boutique (nouveautés, récoltes, offres), au plus deux fois par mois. Je pourrai me désabonner à tout moment par le lien présent dans chaque lettre.";

export const NEWSLETTER_SOURCE_LABELS = {
  footer: "pied de page",
  "after-purchase": "après un achat",
  account: "espace client",
} as const;

export type NewsletterSourceName = keyof typeof NEWSLETTER_SOURCE_LABELS;

/** Where a consent was given: the footer's box, the payment's success page, the account page. */
export const NEWSLETTER_SOURCES = ["footer", "after-purchase", "account"] as const satisfies NewsletterSourceName[];

/** The answer to every sign-up, whatever the address's state: it never tells who is subscribed. */
export const NEWSLETTER_SIGNUP_SENT =
  "Merci ! Si cette adresse peut recevoir notre lettre, un e-mail de confirmation vient d'y être envoyé : suivez son lien pour confirmer votre inscription.";

/** Limits of a newsletter written in the back office. */
export const NEWSLETTER_LIMITS = { subject: 150, body: 20_000 } as const;
