// The contract's own pages: the OpenAPI document and its reference, read with Scalar's viewer served by the shop
// itself (no CDN: the Content-Security-Policy allows only the shop's own scripts, and no inline one is needed).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import { html } from "hono/html";

/** The contract's pages, under /api: they are not themselves routes of the document. */
export const CONTRACT_PATHS = ["/openapi.json", "/docs", "/docs/scalar.js"] as const;

/** Scalar's standalone browser build, shipped inside its npm package (dist/browser/standalone.js). */
function viewerScriptPath(): string {
  const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
  return join(dirname(entry), "browser", "standalone.js");
}

/** Scalar's settings: nothing fetched from elsewhere (default fonts, telemetry, the hosted client). */
const VIEWER_SETTINGS = {
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: "never",
  documentDownloadType: "json",
};

export function contractRoutes(api: OpenAPIHono, shopName: string) {
  let document: unknown;
  let viewer: Promise<string> | undefined;
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
            </head>
            <body>
              <script
                id="api-reference"
                type="application/json"
                data-url="/api/openapi.json"
                data-configuration="${JSON.stringify(VIEWER_SETTINGS)}"
              ></script>
              <noscript
                >Le document de l'API est lisible sans JavaScript :
                <a href="/api/openapi.json">/api/openapi.json</a>.</noscript
              >
              <script src="/api/docs/scalar.js"></script>
            </body>
          </html>`,
      ),
    )
    .get("/docs/scalar.js", async (c) => {
      viewer ??= readFile(viewerScriptPath(), "utf8").catch((err: unknown) => {
        viewer = undefined;
        throw err;
      });
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(await viewer, 200, { "Content-Type": "text/javascript; charset=utf-8" });
    });
}
