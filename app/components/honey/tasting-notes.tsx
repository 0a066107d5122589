const STYLES = {
  /** On the honey's own page. */
  large: { list: "mt-4", note: "bg-white px-3 py-1 text-sm ring-1 ring-stone-200" },
  /** In a card of the collection's grid. */
  small: { list: "mt-3", note: "bg-miel-50 px-2 py-0.5 text-xs" },
};

/** A honey's tasting notes (or a perfume's notes, under their own `label`) as rounded tags. */
export function TastingNotes({
  notes,
  size,
  label = "Notes de dégustation",
}: {
  notes: string[];
  size: keyof typeof STYLES;
  label?: string;
}) {
  const style = STYLES[size];
  return (
    <ul className={`${style.list} flex flex-wrap gap-2`} aria-label={label}>
      {notes.map((note) => (
        <li key={note} className={`rounded-full text-stone-800 ${style.note}`}>
          {note}
        </li>
      ))}
    </ul>
  );
}
