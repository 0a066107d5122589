import { describe, expect, it } from "vitest";
import { type BulkLabelOutcome, bulkLabelsSummary } from "./bulk-labels";

const of = (...outcomes: BulkLabelOutcome[]) =>
  outcomes.map((outcome, i) => ({ reference: `MH-${i}`, outcome, message: "", trackingNumber: null }));

describe("bulkLabelsSummary", () => {
  it("counts each outcome in French, agreeing the words", () => {
    expect(bulkLabelsSummary(of("created", "created", "existing", "error"))).toBe(
      "2 étiquettes créées, 1 commande en avait déjà une, 1 erreur.",
    );
    expect(bulkLabelsSummary(of("created"))).toBe("1 étiquette créée.");
    expect(bulkLabelsSummary(of("existing", "existing", "error", "error"))).toBe(
      "Aucune étiquette créée, 2 commandes en avaient déjà une, 2 erreurs.",
    );
  });
});
