import { describe, expect, it } from "vitest";
import type { PublicLotView } from "#app/lib/loader-data";
import { lotReassurance, reassuranceLines } from "./reassurance-lines";

const lot = (figures: Partial<PublicLotView>) =>
  ({
    code: "L25-SIDR-50G",
    analysisKey: null,
    moisturePercent: null,
    hmfMgKg: null,
    diastase: null,
    ...figures,
  }) as PublicLotView;

describe("a product page's reassurance lines (issue 34)", () => {
  it("claims a laboratory's analyses only for a lot with figures or a report", () => {
    expect(lotReassurance(lot({}))).toBe("Lot tracé, de la récolte au pot");
    expect(lotReassurance(lot({ hmfMgKg: 6.2 }))).toBe("Lot tracé et analysé en laboratoire");
    expect(lotReassurance(lot({ analysisKey: "lots/l25.pdf" }))).toBe("Lot tracé et analysé en laboratoire");
  });

  it("gives the estimates, free delivery's threshold when there is one, then each lot linked to its page", () => {
    const lines = reassuranceLines(["Livraison estimée en France le mercredi 2 décembre"], 4500, [
      { lot: lot({ diastase: 11.5 }), slot: 2 },
    ]);
    expect(lines).toEqual([
      { text: "Livraison estimée en France le mercredi 2 décembre" },
      { text: "Livraison offerte dès 45\u00a0€ en France métropolitaine" },
      { text: "Lot tracé et analysé en laboratoire", href: "/lot/L25-SIDR-50G", slot: 2 },
    ]);
    expect(reassuranceLines(["Livraison estimée …"], null, [{ lot: lot({}) }])).toEqual([
      { text: "Livraison estimée …" },
      { text: "Lot tracé, de la récolte au pot", href: "/lot/L25-SIDR-50G" },
    ]);
  });
});
