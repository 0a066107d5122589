// What an administrator may ask of labels, with French refusals: one definition for the API's bodies
// (server/api/admin/shipping-labels.ts, bulk-shipping-labels.ts) and the orders list's form without JavaScript
// (server/pages/admin-orders.ts). Decisions 104 and 107.
import { z } from "zod";
import { BULK_LABELS_MAX, NONE_SELECTED, TOO_MANY_SELECTED } from "#core/bulk-labels";

/** A parcel's weight in grams, as the table allows it (1 g – 30 kg). */
export const labelWeightInput = z
  .number({ error: "Indiquez le poids du colis en grammes." })
  .int("Poids du colis : en grammes entiers.")
  .min(1, "Poids du colis : 1 g au moins.")
  .max(30_000, "Poids du colis : 30 000 g (30 kg) au plus.");

const reference = z
  .string({ error: "Référence de commande attendue." })
  .trim()
  .min(1, "Référence de commande vide.")
  .max(40, "Référence de commande : 40 caractères au plus.")
  .refine((value) => !/\p{Cc}/u.test(value), "Référence de commande : caractères non autorisés.");

/** The selected orders' references, each once, in the list's order; 1 to BULK_LABELS_MAX. */
export const selectedReferencesInput = z
  .array(reference, { error: NONE_SELECTED })
  .min(1, NONE_SELECTED)
  .max(BULK_LABELS_MAX, TOO_MANY_SELECTED)
  .transform((references) => [...new Set(references)]);

/**
 * « Créer les étiquettes »: the selection, and one weight for every parcel when given; absent, each order's own
 * estimate (the weight its delivery was priced on, decision 109).
 */
export const bulkLabelsInput = z.object({
  references: selectedReferencesInput,
  weight_grams: labelWeightInput.optional(),
});

export type BulkLabelsInput = z.infer<typeof bulkLabelsInput>;
