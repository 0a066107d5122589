import { Link } from "react-router";
import type { ReassuranceLine } from "#app/lib/reassurance-lines";

/**
 * Beside a product page's button: its loader's reassurance lines (app/lib/reassurance-lines.ts). A line of a honey's
 * format shows while that format's radio is checked, by the `.format-lot` rule the lot's section below uses too.
 * Plain text and links: the page's script grows by the least.
 */
export function ProductReassurance({ lines }: { lines: ReassuranceLine[] }) {
  return (
    <ul className="mt-4 space-y-1 border-l-2 border-stone-200 pl-3 text-sm text-stone-800">
      {lines.map(({ text, href, slot }) => (
        <li key={text} className={slot === undefined ? undefined : "format-lot"} data-lot-slot={slot}>
          {href ? (
            <Link to={href} className="font-semibold text-miel-900 underline">
              {text}
            </Link>
          ) : (
            text
          )}
        </li>
      ))}
    </ul>
  );
}
