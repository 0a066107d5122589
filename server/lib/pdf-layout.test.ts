import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "#server/testing/pdf";
import { a4Pdf, BOLD, DISPLAY, documentHeading, LOGO_MARK, pdfText, REGULAR } from "./pdf-layout";

describe("the documents' layout", () => {
  it("draws the very mark of public/images/logo.svg", () => {
    const svg = readFileSync(new URL("../../public/images/logo.svg", import.meta.url), "utf8");
    expect(svg).toContain(`points="${LOGO_MARK.outer}"`);
    expect(svg).toContain(`points="${LOGO_MARK.inner}"`);
    expect(svg).toContain(`d="${LOGO_MARK.letter}"`);
    expect(svg).toContain(`fill="${LOGO_MARK.dark}"`);
    for (const stop of LOGO_MARK.gold) expect(svg).toContain(`stop-color="${stop}"`);
  });

  it("sets French spaces the embedded faces can draw: no-break, never the narrow one they lack", () => {
    expect(pdfText("Total : « Miel » 12 €")).toBe("Total\u00a0: «\u00a0Miel\u00a0» 12\u00a0€");
  });

  it("embeds the brand's two faces and keeps every text extractable, typography applied", async () => {
    const pdf = await a4Pdf({ Title: "Essai", Author: "Maison H" }, (doc) => {
      documentHeading(doc, { shopName: "Maison H", title: "Facture F-2026-000001", right: [{ text: "Date : hier" }] });
      doc.font(REGULAR).text("Livraison à : Paris ; merci !");
      doc.font(BOLD).text("Remise : \u22125,00 €");
    });
    const raw = pdf.toString("latin1");
    for (const face of ["PlayfairDisplay-Bold", "Inter-Regular", "Inter-Bold"]) expect(raw).toContain(face);
    expect(raw).not.toContain("Helvetica");
    expect(DISPLAY).toBe("PlayfairDisplay-Bold");
    const [page] = await pdfPageTexts(pdf);
    expect(page).toContain("Maison H");
    expect(page).toContain("Facture F-2026-000001");
    expect(page).toContain("Livraison à : Paris ; merci !");
    expect(page).toContain("Remise : \u22125,00 €");
  });
});
