// The simulated carrier's label: a real PDF at the size of a 10 × 15 cm thermal label, marked as a specimen on
// every line that could be mistaken for a carrier's, so that no one hands it to a post office.
import { BOLD, brandedPdf, drawLogo, INK, LABEL_SIZE, REGULAR } from "#server/lib/pdf-layout";
import type { ParcelInput } from "./carrier-provider";

export const SPECIMEN_LABEL_NOTICE = "SPÉCIMEN — étiquette simulée, sans valeur";

const { width: WIDTH, height: HEIGHT } = LABEL_SIZE;
const MARGIN = 16;

/** How the parcel travels, as a label (and the bulk labels' cover) names it. */
export const LABEL_METHOD_NAMES = { home: "Domicile", pickup: "Point relais", express: "Express" } as const;

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

export function simulatedLabelPdf(label: SimulatedLabel): Promise<Buffer> {
  return brandedPdf(
    { info: { Title: `${SPECIMEN_LABEL_NOTICE} — ${label.trackingNumber}` }, size: [WIDTH, HEIGHT], margin: MARGIN },
    (pdf) => draw(pdf, label),
  );
}

function draw(pdf: PDFKit.PDFDocument, label: SimulatedLabel) {
  const width = WIDTH - 2 * MARGIN;
  const { parcel } = label;
  const to = parcel.addressee;

  pdf.rect(MARGIN, MARGIN, width, 34).fill("#fee2e2");
  pdf.fillColor("#991b1b").font(BOLD).fontSize(10);
  pdf.text(SPECIMEN_LABEL_NOTICE, MARGIN, MARGIN + 11, { width, align: "center" });
  pdf.y = MARGIN + 46;

  // The sender's mark beside the carrier's line: the house the parcel comes from.
  const top = pdf.y;
  drawLogo(pdf, MARGIN, top, 22);
  pdf.fillColor(INK).font(REGULAR).fontSize(8);
  pdf.text(`${label.carrier} — ${LABEL_METHOD_NAMES[parcel.method]}`, MARGIN + 30, top + 1, { width: width - 30 });
  pdf.text(`Commande ${parcel.orderReference}`, { width: width - 30 });
  pdf.y = Math.max(pdf.y, top + 22);
  pdf.x = MARGIN;
  pdf.moveDown(0.8);

  pdf.font(BOLD).fontSize(9).text("Destinataire", { width });
  pdf.font(REGULAR).fontSize(11);
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
    pdf.font(BOLD).fontSize(9).text("À remettre au point relais", { width });
    pdf.font(REGULAR).fontSize(9).text(label.pickupPoint, { width });
  }
  pdf.moveDown(0.8);
  pdf
    .font(REGULAR)
    .fontSize(10)
    .text(`Poids : ${frenchKilograms(parcel.weightGrams)} (${parcel.weightGrams} g)`, {
      width,
    });
  pdf.moveDown(0.8);
  pdf.font(BOLD).fontSize(9).text("N° de suivi (simulé)", { width });
  pdf.moveDown(0.4);
  pdf.font("Courier-Bold").fontSize(16).text(label.trackingNumber, { width, align: "center" });

  pdf.fillColor("#991b1b").font(BOLD).fontSize(9);
  pdf.text(SPECIMEN_LABEL_NOTICE, MARGIN, HEIGHT - MARGIN - 12, { width, align: "center" });
}
