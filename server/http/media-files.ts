// The photos' files at /media/photos/<id>-<width>.<avif|webp> (decision 030), outside the back office and outside
// React Router: a new upload gets a new name, so each address keeps its bytes for ever and is cached a year.
import { Hono } from "hono";
import { isMediaKey, type MediaStore } from "#server/modules/media/media-files";

const NOT_FOUND_HEADERS = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };

export function mediaFiles(store: MediaStore) {
  return new Hono().get("/:folder/:name", async (c) => {
    const key = `${c.req.param("folder")}/${c.req.param("name")}`;
    // Only the names the shop writes: no `..`, no encoded slash, nothing the store could read outside its folder.
    const file = isMediaKey(key) ? await store.get(key) : null;
    if (!file) return c.text("Fichier introuvable.", 404, NOT_FOUND_HEADERS);
    return c.body(file.body, 200, {
      "Content-Type": file.contentType,
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
      // A lot's laboratory report (decision 038) is a file someone else wrote: downloaded under a readable ASCII
      // name, never opened by the browser inside the shop's origin, and sandboxed if it ever is (decision 083).
      ...(file.contentType === "application/pdf"
        ? {
            "Content-Disposition": 'attachment; filename="analyse-laboratoire.pdf"',
            "Content-Security-Policy": "sandbox",
          }
        : {}),
    });
  });
}
