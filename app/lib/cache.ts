/**
 * Public pages: the browser revalidates each time, a CDN may keep a copy one minute and serve it
 * stale for five while it refreshes. `Vary: Cookie` keeps personalised pages out of shared caches.
 */
export const publicPageHeaders = {
  "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  Vary: "Cookie",
};

/** A page's headers: the public ones, unless a parent (the root, for a signed-in visitor) asked for private. */
export function pageHeaders({ parentHeaders }: { parentHeaders: Headers }): Record<string, string> {
  const parent = parentHeaders.get("Cache-Control");
  return parent?.includes("private") ? { "Cache-Control": parent, Vary: "Cookie" } : publicPageHeaders;
}
