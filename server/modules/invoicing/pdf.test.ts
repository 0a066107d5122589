import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { invoiceDocument } from "#core/invoice";
import { invoicePdf } from "./pdf";

const seller = {
  companyName: "Maison H SAS",
  legalForm: "SAS au capital de 10 000 €",
  siren: "912 345 678",
  rcsCity: "Paris",
  vatNumber: "FR12912345678",
  address: "12 rue des Abeilles, 75011 Paris",
  shopName: "Maison H",
  supportEmail: "contact@maisonh.example",
};

describe("the invoice's PDF typography", () => {
  it("writes a discount with the true minus and a honey format with its space, in the embedded face", async () => {
    const doc = invoiceDocument({
      order: {
        reference: "MH-TEST01",
        createdAt: new Date("2026-11-20T10:00:00Z"),
        paidAt: new Date("2026-11-20T10:05:00Z"),
        email: "claire@example.fr",
        paymentMethod: "card",
        discountCents: 500,
        promoCode: "PROMO5",
        shippingCents: 0,
        totalCents: 3999,
        shippingAddress: null,
        lines: [
          {
            id: 1,
            name: "Miel de Sidr Malaki — 250\u00a0g",
            unitPriceCents: 4499,
            quantity: 1,
            lineTotalCents: 4499,
            vatRateBp: 550,
          },
        ],
      },
      seller,
      number: "F-2026-000001",
      issuedAt: new Date("2026-11-20T10:05:00Z"),
    });
    const pdf = await invoicePdf(doc);
    const text = (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;
    expect(text).toMatch(/\u2212\d+,\d\d\s€/);
    expect(text).not.toMatch(/-\d+,\d\d\s€/);
    expect(text).toMatch(/250\sg/);
    expect(pdf.toString("latin1")).toContain("Inter-Regular");
    expect(pdf.toString("latin1")).not.toContain("Helvetica");
  });
});
