// The QR code printed on a jar's label: the lot's public page (PUBLIC_URL/lot/{code}), decision 038.
import QRCode from "qrcode";

/** An SVG QR code of the address (written by the qrcode library: no markup of the caller's). */
export function lotQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
}
