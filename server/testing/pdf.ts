// PDFs in tests: a small, valid one-page PDF written by hand (header, objects, cross-reference table, trailer), for
// the tests of the lots' laboratory reports (decision 038); a PDF read back page by page (the merged labels, 107).

/** A PDF whose page shows `text` (ASCII). */
export function testPdf(text = "Rapport d'analyse"): Uint8Array<ArrayBuffer> {
  const safe = text.replace(/[()\\]/g, " ").replace(/[^\x20-\x7e]/g, "?");
  const content = `BT /F1 18 Tf 72 760 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out) as Uint8Array<ArrayBuffer>;
}

/** Each page's text of a PDF (pdf-parse), spaces folded: `pages.length` is the page count. */
export async function pdfPageTexts(bytes: Uint8Array | ArrayBuffer): Promise<string[]> {
  const { PDFParse } = await import("pdf-parse");
  const parser = new PDFParse({ data: new Uint8Array(bytes instanceof ArrayBuffer ? bytes : bytes.slice()) });
  try {
    const read = await parser.getText();
    return read.pages.map((page) => page.text.replace(/\s+/g, " ").trim());
  } finally {
    await parser.destroy();
  }
}
