import { data } from "react-router";

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

/**
 * A list's loader answer (decision 114): one whose address was partly ignored (a made-up sort or filter, `notice`) is
 * `no-store`, so made-up addresses never fill the public page cache; the route's `headers` is `ownOrPageHeaders`.
 */
export function storedUnlessIgnored<T extends { notice: string | null }>(view: T) {
  return data(view, view.notice ? { headers: { "Cache-Control": "no-store" } } : undefined);
}

/** The loader's own Cache-Control when it gave one, else the public page's (`pageHeaders`). */
export function ownOrPageHeaders(args: { parentHeaders: Headers; loaderHeaders: Headers }): Record<string, string> {
  const own = args.loaderHeaders.get("Cache-Control");
  return own ? { "Cache-Control": own, Vary: "Cookie" } : pageHeaders(args);
}
