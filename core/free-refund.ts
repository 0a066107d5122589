// A refund of a free amount, not tied to units (decision 089): part of the shipping, a goodwill gesture, another
// reason the note explains. Bounded by what is left to refund; its credit note has one line per VAT rate.

export const FREE_REFUND_REASONS = {
  shipping: "Frais de livraison",
  goodwill: "Geste commercial",
  other: "Autre",
} as const;

export type FreeRefundReason = keyof typeof FREE_REFUND_REASONS;
export const FREE_REFUND_REASON_IDS = Object.keys(FREE_REFUND_REASONS) as [FreeRefundReason, ...FreeRefundReason[]];

/** The credit note's and the order history's words for it. */
export const FREE_REFUND_LINE: Record<FreeRefundReason, string> = {
  shipping: "Remboursement de frais de livraison",
  goodwill: "Geste commercial",
  other: "Remboursement (autre motif)",
};

/** Why a free amount cannot be refunded, or null: more than 0, at most what is left, a note for « Autre ». */
export function freeRefundError(
  input: { reason: FreeRefundReason; amountCents: number; note: string },
  leftCents: number,
  show: (cents: number) => string,
): string | null {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    return "Montant : indiquez un montant en euros supérieur à 0 (par exemple 4,90).";
  }
  if (input.amountCents > leftCents) {
    return leftCents <= 0
      ? "Cette commande n'a plus rien à rembourser."
      : `Montant : ${show(leftCents)} au plus restent à rembourser sur cette commande.`;
  }
  if (input.reason === "other" && input.note.trim().length < 3) {
    return "Motif « Autre » : expliquez le remboursement dans la note.";
  }
  return null;
}
