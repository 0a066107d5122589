import type { Route } from "./+types/robots-txt";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.services.config;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin/",
    "Disallow: /profil",
    "Disallow: /profile",
    "Disallow: /checkout",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
