// A lot's laboratory report is checked by its bytes (decision 038) and refused when it would run something
// (decision 083).
import { describe, expect, it } from "vitest";
import { testPdf } from "#server/testing/pdf";
import { activePdfNames, checkPdf, PDF_REFUSALS } from "./documents";

/** The test PDF with `entries` added to its catalogue (the document's root, read on opening). */
function pdfWithCatalogue(entries: string): Uint8Array {
  const text = new TextDecoder("latin1").decode(testPdf("Analyse"));
  return Buffer.from(
    text.replace("<< /Type /Catalog /Pages 2 0 R", `<< /Type /Catalog /Pages 2 0 R ${entries}`),
    "latin1",
  );
}

const refusalOf = (bytes: Uint8Array) => {
  try {
    checkPdf(bytes);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe("a laboratory's PDF", () => {
  it("accepts a plain PDF", () => {
    expect(refusalOf(testPdf("Rapport d'analyse : HMF 6,2 mg/kg"))).toBeNull();
    expect(activePdfNames(testPdf())).toEqual([]);
  });

  it.each([
    ["a script run on opening", "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"],
    ["a script hidden behind hex escapes", "/Open#41ction << /S /J#61vaScript /J#53 (app.alert(1)) >>"],
    ["an action on an event", "/AA << /O << /S /Launch /F (calc.exe) >> >>"],
    ["a program launched", "/Names << /Dests 6 0 R >> /Outlines << /A << /S /Launch /F (cmd.exe) >> >>"],
    ["an embedded file", "/Names << /EmbeddedFiles << /Names [(x.exe) << /Type /Filespec /EF << /F 7 0 R >> >>] >> >>"],
    ["an embedded file object", "/Extra << /Type /EmbeddedFile /Length 3 >>"],
  ])("refuses %s, in French", (_, entries) => {
    expect(refusalOf(pdfWithCatalogue(entries))).toBe(PDF_REFUSALS.active);
  });

  it("reads names exactly: /JSON, /AAA or a string mentioning JavaScript are not active", () => {
    const bytes = pdfWithCatalogue("/JSON 1 /AAA 2 /Launcher 3 /Info << /Title (JavaScript et OpenAction) >>");
    expect(activePdfNames(bytes)).toEqual([]);
    expect(refusalOf(bytes)).toBeNull();
  });
});
