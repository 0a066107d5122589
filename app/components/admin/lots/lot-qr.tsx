/** The QR code of a lot's public page; the SVG is written by the server (qrcode library) from the lot's address. */
export function LotQr({ svg, url, className }: { svg: string; url: string; className: string }) {
  return (
    <div
      className={className}
      role="img"
      aria-label={`QR code vers ${url}`}
      // No user input in it: the qrcode library's SVG of the shop's own address.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
