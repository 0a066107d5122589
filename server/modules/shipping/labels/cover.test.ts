// The bulk labels' cover (decision 122): the house, when it was printed (Paris time, in French), how many parcels and
// which, at the labels' 10 × 15 cm; a long pile goes on over more pages.
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { LABEL_SIZE } from "#server/lib/pdf-layout";
import { pdfPageTexts } from "#server/testing/pdf";
import { type CoverParcel, labelsCoverPdf } from "./cover";

const parcel = (n: number): CoverParcel => ({
  reference: `MH-${String(n).padStart(8, "0")}`,
  recipient: `Client ${n}`,
  travel: n % 2 ? "Colissimo · Domicile" : "Mondial Relay · Point relais",
});

describe("the bulk labels' cover", () => {
  it("names the house, the Paris time of printing, the count and each parcel, on one 10 × 15 cm page", async () => {
    const pdf = await labelsCoverPdf({
      shopName: "Maison H",
      // 08:05 in UTC is 10:05 in Paris in July (summer time).
      printedAt: new Date("2026-07-14T08:05:00Z"),
      parcels: [parcel(1), parcel(2)],
    });
    const pages = await pdfPageTexts(pdf);
    expect(pages).toEqual([
      "Maison H Étiquettes du transporteur Imprimées le 14 juillet 2026 à 10:05 2 colis " +
        "1 MH-00000001 Client 1 Colissimo · Domicile 2 MH-00000002 Client 2 Mondial Relay · Point relais " +
        "Maison H · les étiquettes suivent dans cet ordre",
    ]);
    expect(pages[0]).not.toContain("suite");
    const { width, height } = (await PDFDocument.load(pdf)).getPage(0).getSize();
    expect([width, height]).toEqual([LABEL_SIZE.width, LABEL_SIZE.height]);
  });

  it("goes on over more pages for a long pile, numbered on, each saying « suite »", async () => {
    const parcels = Array.from({ length: 50 }, (_, i) => parcel(i + 1));
    const pages = await pdfPageTexts(
      await labelsCoverPdf({ shopName: "Maison H", printedAt: new Date("2026-01-05T16:00:00Z"), parcels }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain("Imprimées le 5 janvier 2026 à 17:00 50 colis");
    for (const page of pages.slice(1)) expect(page).toMatch(/^Maison H — étiquettes \(suite\) 50 colis /);
    const all = pages.join(" ");
    for (const p of parcels) expect(all).toContain(`${p.reference} ${p.recipient} ${p.travel}`);
    expect(all.indexOf("MH-00000050")).toBeGreaterThan(all.indexOf("MH-00000049"));
  });
});
