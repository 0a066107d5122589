/** A product page's badge (« Bestseller », « Nouveau »…) when it has one, and its name as the page's heading. */
export function ProductHeading({ badge, name }: { badge: string | null; name: string }) {
  return (
    <>
      {badge && <p className="w-fit rounded-full bg-miel-100 px-3 py-1 text-sm font-semibold text-miel-900">{badge}</p>}
      <h1 className="mt-2 font-serif text-4xl font-bold text-miel-900">{name}</h1>
    </>
  );
}
