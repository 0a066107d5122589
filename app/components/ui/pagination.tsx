import { ButtonLink } from "./button";

/**
 * Previous / next links of a list cut into pages (the back office's lists, a collection, the catalogue's results),
 * keeping the list's other filters (`query`); plain links, so it works without JavaScript.
 */
export function Pagination({
  page,
  pages,
  basePath,
  query = {},
}: {
  page: number;
  pages: number;
  basePath: string;
  query?: Record<string, string | undefined>;
}) {
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    if (target > 1) params.set("page", String(target));
    const search = params.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <ButtonLink to={href(page - 1)} variant="secondary" size="sm" rel="prev">
          ← Précédente
        </ButtonLink>
      ) : null}
      <span>
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <ButtonLink to={href(page + 1)} variant="secondary" size="sm" rel="next">
          Suivante →
        </ButtonLink>
      ) : null}
    </nav>
  );
}
