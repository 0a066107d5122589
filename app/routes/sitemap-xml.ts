import type { Route } from "./+types/sitemap-xml";
import { perfumePath } from "#core/catalog";
import { LEGAL_PAGES } from "#app/lib/legal-pages";

const staticPaths = [
  "/",
  "/catalogue",
  "/miels-collection",
  "/parfums-homme",
  "/parfums-femme",
  "/autres-collection",
  "/articles",
  ...LEGAL_PAGES.map((page) => page.path),
];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Every public page and every product page, for search engines. */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.services.config;
  const [honeys, perfumes] = await Promise.all([
    context.services.catalog.listProducts({ kind: "honey" }),
    context.services.catalog.listProducts({ kind: "perfume" }),
  ]);
  const paths = [
    ...staticPaths,
    ...honeys.map((h) => `/miel/${encodeURIComponent(h.id)}`),
    ...perfumes.map((p) => perfumePath(p.id)),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
