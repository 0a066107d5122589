import { serveStatic } from "@hono/node-server/serve-static";
import type { Env, Hono } from "hono";
import { namesFile, publicFiles } from "./build-files";

/**
 * The built browser files under `root`: the fingerprinted `/assets/*` kept a year by browsers (a missing one is a
 * plain 404, never a page: pages carry the document's policy), the public files (`/favicon.svg`, `/images/…`) a day.
 */
export function serveBuild<E extends Env>(app: Hono<E>, root: string): void {
  app.use("/assets/*", async (c, next) => {
    await next();
    // Set on the answer itself: serveStatic's onFound runs after the answer is made.
    if (c.res.status >= 400) return;
    c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    // A fingerprinted file never changes: a date to revalidate against is bytes on every script for nothing.
    c.res.headers.delete("Last-Modified");
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("Cross-Origin-Resource-Policy", "same-origin");
  });
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  app.all("/assets/*", (c) => c.text("Fichier introuvable.", 404, { "X-Content-Type-Options": "nosniff" }));
  const files = publicFiles(root);
  const publicFile = serveStatic({
    root,
    precompressed: true,
    onFound: (_path, c) => c.header("Cache-Control", "public, max-age=86400"),
  });
  app.use("*", (c, next) => (namesFile(files, c.req.path) ? publicFile(c, next) : next()));
}
