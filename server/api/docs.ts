// The contract's own pages: the OpenAPI document and its reference, read with Swagger UI's viewer served by the shop
// itself from `swagger-ui-dist` (no CDN: the Content-Security-Policy allows only the shop's own scripts, and no
// inline one is needed: the viewer's settings are a small script of ours). Decision 020.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { type Context, Hono } from "hono";
import { html } from "hono/html";

/** The viewer's files, as the package ships them: served under /api/docs/. */
const VIEWER_FILES = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
} as const;

/** The contract's pages, under /api: they are not themselves routes of the document. */
export const CONTRACT_PATHS = [
  "/openapi.json",
  "/docs",
  "/docs/init.js",
  "/docs/swagger-ui.css",
  "/docs/swagger-ui-bundle.js",
] as const;

function viewerFilePath(file: keyof typeof VIEWER_FILES): string {
  const root = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  return join(root, file);
}

/**
 * The viewer's settings: the shop's document, nothing fetched from elsewhere (no online validator badge), a reference
 * to read (no "Try it out": the calls are the shop's own pages' business).
 */
const VIEWER_INIT = `window.ui = SwaggerUIBundle(${JSON.stringify({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  deepLinking: true,
  supportedSubmitMethods: [],
  defaultModelsExpandDepth: 0,
})});
`;

export function contractRoutes(api: OpenAPIHono, shopName: string) {
  let document: unknown;
  const viewer = new Map<keyof typeof VIEWER_FILES, Promise<string>>();
  const viewerFile = (file: keyof typeof VIEWER_FILES) => {
    let read = viewer.get(file);
    if (!read) {
      read = readFile(viewerFilePath(file), "utf8").catch((err: unknown) => {
        viewer.delete(file);
        throw err;
      });
      viewer.set(file, read);
    }
    return read;
  };
  const serveViewerFile = async (c: Context, file: keyof typeof VIEWER_FILES) => {
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(await viewerFile(file), 200, { "Content-Type": VIEWER_FILES[file] });
  };
  return new Hono()
    .get("/openapi.json", (c) => {
      document ??= api.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: `API ${shopName}`,
          version: "1.0.0",
          description:
            "L'API JSON de la boutique. Les montants sont en centimes d'euro (les champs en euros de la spécification le disent). " +
            'Toute requête refusée répond `{ "detail": "…" }` en français. Les écritures envoyées avec le cookie de session ' +
            "doivent venir de la boutique elle-même.",
        },
        servers: [{ url: "/api" }],
      });
      return c.json(document);
    })
    .get("/docs", (c) =>
      c.html(
        html`<!doctype html>
          <html lang="fr">
            <head>
              <meta charset="utf-8" />
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <meta name="robots" content="noindex" />
              <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
              <title>Référence de l'API — ${shopName}</title>
              <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
            </head>
            <body>
              <noscript
                >Le document de l'API est lisible sans JavaScript :
                <a href="/api/openapi.json">/api/openapi.json</a>.</noscript
              >
              <div id="swagger-ui" data-url="/api/openapi.json"></div>
              <script src="/api/docs/swagger-ui-bundle.js"></script>
              <script src="/api/docs/init.js"></script>
            </body>
          </html>`,
      ),
    )
    .get("/docs/init.js", (c) => {
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(VIEWER_INIT, 200, { "Content-Type": "text/javascript; charset=utf-8" });
    })
    .get("/docs/swagger-ui.css", (c) => serveViewerFile(c, "swagger-ui.css"))
    .get("/docs/swagger-ui-bundle.js", (c) => serveViewerFile(c, "swagger-ui-bundle.js"));
}
