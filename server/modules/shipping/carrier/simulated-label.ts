// The simulated carrier's label: a real PDF at the size of a 10 × 15 cm thermal label, marked as a specimen on
// every line that could be mistaken for a carrier's, so that no one hands it to a post office.
import PDFDocument from "pdfkit";
import type { ParcelInput } from "./carrier-provider";

export const SPECIMEN_LABEL_NOTICE = "SPÉCIMEN — étiquette simulée, sans valeur";

const WIDTH = 283.46; // 10 cm
const HEIGHT = 425.2; // 15 cm
const MARGIN = 16;

const METHOD_NAMES = { home: "Domicile", pickup: "Point relais", express: "Express" } as const;

/** « 1 250 g » → « 1,25 kg » */
export function frenchKilograms(grams: number): string {
  return `${(grams / 1000).toLocaleString("fr-FR", { maximumFractionDigits: 3 }).replace(/\u202f/g, " ")} kg`;
}

export interface SimulatedLabel {
  parcel: ParcelInput;
  trackingNumber: string;
  carrier: string;
  /** The chosen point's name and address, for a pickup delivery. */
  pickupPoint: string | null;
}

export async function simulatedLabelPdf(label: SimulatedLabel): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: MARGIN,
    info: { Title: `${SPECIMEN_LABEL_NOTICE} — ${label.trackingNumber}` },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const width = WIDTH - 2 * MARGIN;
  const { parcel } = label;
  const to = parcel.addressee;

  pdf.rect(MARGIN, MARGIN, width, 34).fill("#fee2e2");
  pdf.fillColor("#991b1b").font("Helvetica-Bold").fontSize(10);
  pdf.text(SPECIMEN_LABEL_NOTICE, MARGIN, MARGIN + 11, { width, align: "center" });
  pdf.y = MARGIN + 46;

  pdf.fillColor("#1c1917").font("Helvetica").fontSize(8);
  pdf.text(`${label.carrier} — ${METHOD_NAMES[parcel.method]}`, MARGIN, pdf.y, { width });
  pdf.text(`Commande ${parcel.orderReference}`, { width });
  pdf.moveDown(0.8);

  pdf.font("Helvetica-Bold").fontSize(9).text("Destinataire", { width });
  pdf.font("Helvetica").fontSize(11);
  const lines = [
    to.name,
    to.company,
    to.street,
    to.line2,
    `${to.postalCode} ${to.city}`,
    to.country,
    to.phone ? `Tél. ${to.phone}` : null,
  ].filter((line): line is string => Boolean(line));
  for (const line of lines) pdf.text(line, { width });
  if (label.pickupPoint) {
    pdf.moveDown(0.5);
    pdf.font("Helvetica-Bold").fontSize(9).text("À remettre au point relais", { width });
    pdf.font("Helvetica").fontSize(9).text(label.pickupPoint, { width });
  }
  pdf.moveDown(0.8);
  pdf
    .font("Helvetica")
    .fontSize(10)
    .text(`Poids : ${frenchKilograms(parcel.weightGrams)} (${parcel.weightGrams} g)`, {
      width,
    });
  pdf.moveDown(0.8);
  pdf.font("Helvetica-Bold").fontSize(9).text("N° de suivi (simulé)", { width });
  pdf.font("Courier-Bold").fontSize(16).text(label.trackingNumber, { width, align: "center" });

  pdf.fillColor("#991b1b").font("Helvetica-Bold").fontSize(9);
  pdf.text(SPECIMEN_LABEL_NOTICE, MARGIN, HEIGHT - MARGIN - 12, { width, align: "center" });
  pdf.end();
  return done;
}
