// Images made in the tests with sharp (no binary fixture in the repository): a photo of a given size and type, a
// header that claims far more pixels than it holds, a text file under an image's name.
import { deflateSync } from "node:zlib";
import sharp from "sharp";

/** A small photo with some detail (a gradient and a disc), so the encoders have something to work on. */
export async function testImage(
  format: "jpeg" | "png" | "webp",
  width = 700,
  height = Math.round((width * 3) / 4),
  options: { orientation?: number } = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#f5c542"/><stop offset="1" stop-color="#7a4a12"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fff9eb"/></svg>`;
  let image = sharp(Buffer.from(svg))[format]();
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return new Uint8Array(await image.toBuffer());
}

/**
 * A PNG whose header says `width` × `height` over a few bytes of data: what a decompression bomb shows before it
 * is decoded. Made by hand: sharp will not write such an image.
 */
export function oversizedPngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(Buffer.alloc(1024))),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A multipart form as the page sends it. */
export function photoForm(
  bytes: Uint8Array<ArrayBuffer> | null,
  alt?: string,
  name = "photo.jpg",
  type = "image/jpeg",
) {
  const form = new FormData();
  if (bytes) form.set("file", new File([bytes], name, { type }));
  if (alt !== undefined) form.set("alt", alt);
  return form;
}
