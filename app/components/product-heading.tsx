/** A product page's badge (« Bestseller », « Nouveau »…) when it has one, and its name as the page's heading. */
export function ProductHeading({ badge, name }: { badge: string | null; name: string }) {
  return (
    <>
      {badge && <p className="label-caps w-fit text-miel-700">{badge}</p>}
      <h1 className="mt-2 font-serif text-4xl font-bold text-miel-900">{name}</h1>
    </>
  );
}
