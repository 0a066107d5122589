import { describe, expect, it } from "vitest";
import { formatEuros } from "./money";
import { frenchText, MINUS, minus, NBSP, THIN_NBSP } from "./typography";

describe("frenchText", () => {
  it("puts a narrow no-break space before ; : ! ? where a space was written", () => {
    expect(frenchText("Livraison à : Paris ; merci ! Une question ?")).toBe(
      `Livraison à${THIN_NBSP}: Paris${THIN_NBSP}; merci${THIN_NBSP}! Une question${THIN_NBSP}?`,
    );
  });

  it("leaves a colon or question mark without a space before it alone (addresses, times)", () => {
    const url = "Voir ma commande : https://maison-h.fr/commandes/MH-1?cle=abc";
    expect(frenchText(url)).toBe(`Voir ma commande${THIN_NBSP}: https://maison-h.fr/commandes/MH-1?cle=abc`);
    expect(frenchText("à 10:30")).toBe("à 10:30");
  });

  it("sets the guillemets' inner spaces narrow and unbreakable, written or not", () => {
    expect(frenchText("« Miel de fleurs »")).toBe(`«${THIN_NBSP}Miel de fleurs${THIN_NBSP}»`);
    expect(frenchText("«Miel»")).toBe(`«${THIN_NBSP}Miel${THIN_NBSP}»`);
  });

  it("holds a unit to its number with a no-break space", () => {
    expect(frenchText("12,50 € et 250 g, 20 %")).toBe(`12,50${NBSP}€ et 250${NBSP}g, 20${NBSP}%`);
    expect(frenchText("2 grands pots")).toBe("2 grands pots");
  });

  it("is idempotent and keeps formatEuros' own spaces", () => {
    const once = frenchText(`Total : ${formatEuros(123456)} !`);
    expect(frenchText(once)).toBe(once);
    expect(once).toBe(`Total${THIN_NBSP}: 1${THIN_NBSP}234,56${NBSP}€${THIN_NBSP}!`);
  });
});

describe("the true minus", () => {
  it("writes an amount taken off with the true minus, never a hyphen", () => {
    expect(minus(formatEuros(998))).toBe(`${MINUS}9,98${NBSP}€`);
    expect(minus(formatEuros(-998))).toBe(`${MINUS}9,98${NBSP}€`);
  });
});
