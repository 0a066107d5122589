// The pictures the mails show (decision 119): mail clients (Gmail, Outlook) show no SVG, so the mark and the product
// illustrations are rasterized here, from the SVG files the shop serves, on first demand and kept in memory —
// whatever illustration is there now, with no build step; a week of cache in the mailboxes' image proxies.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";

/** Twice the size the mails draw them (40 and 56 px), for sharp screens. */
const LOGO_PX = 80;
const PRODUCT_PX = 112;
/** More than the catalogue's pictures: a name outside it cannot fill the memory. */
const MAX_KEPT = 300;

const HEADERS = {
  "Content-Type": "image/png",
  "Cache-Control": "public, max-age=604800",
  "X-Content-Type-Options": "nosniff",
  // Shown inside webmails, another origin: never « same-origin » like the shop's own files.
  "Cross-Origin-Resource-Policy": "cross-origin",
};

/** The routes under /images/mail: `logo.png`, `produits/<name>.png` from `root`/images (the built client files). */
export function mailImages(root: string) {
  const kept = new Map<string, Promise<Buffer | null>>();
  const png = (file: string, size: number) => {
    let made = kept.get(file);
    if (!made) {
      made = rasterize(path.join(root, "images", file), size).catch(() => null);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(file, made);
      // Only a picture is kept: a file missing now (an illustration being redrawn) is looked for again next time.
      void made.then((body) => body || kept.delete(file));
    }
    return made;
  };
  const answer = (body: Buffer | null) =>
    body
      ? new Response(new Uint8Array(body), { headers: { ...HEADERS, "Content-Length": String(body.byteLength) } })
      : new Response("Image introuvable.", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Hono()
    .get("/logo.png", async () => answer(await png("logo.svg", LOGO_PX)))
    .get("/produits/:file", async (c) => {
      // Only a plain file name: nothing outside images/products can be read.
      const name = /^([A-Za-z0-9_-]+)\.png$/.exec(c.req.param("file"))?.[1];
      return answer(name ? await png(`products/${name}.svg`, PRODUCT_PX) : null);
    });
}

/** The SVG drawn square at `size` px (contained, on transparent), or null when there is no such file. */
async function rasterize(file: string, size: number): Promise<Buffer | null> {
  const svg = await readFile(file).catch(() => null);
  if (!svg) return null;
  return sharp(svg, { density: 300 })
    .resize(size, size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
