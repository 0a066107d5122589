import { Link } from "react-router";

/** Previous / next links of a paginated back-office list, keeping the list's other filters (`query`). */
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
    params.set("page", String(target));
    return `${basePath}?${params.toString()}`;
  };
  const link = "inline-flex min-h-11 items-center rounded-full border border-stone-400 px-4 font-semibold";
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={link}>
          ← Précédente
        </Link>
      ) : null}
      <span>
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className={link}>
          Suivante →
        </Link>
      ) : null}
    </nav>
  );
}
