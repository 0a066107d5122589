import { type ReactNode, useId } from "react";
import { Link } from "react-router";

/**
 * A back-office table that keeps its columns on a phone: it scrolls sideways inside a focusable region (keyboard
 * users scroll it with the arrows). Its caption stays above the region, in view whatever the scroll, and names
 * both the region and the table.
 */
export function ScrollTable({
  caption,
  columns,
  children,
}: {
  caption: ReactNode;
  columns: string[];
  /** The body's rows. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <p id={id} className="font-semibold text-stone-800">
        {caption}
        <span className="font-normal text-stone-700 md:hidden"> (faites défiler le tableau sur le côté)</span>
      </p>
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="relative mt-2 overflow-x-auto rounded-xl border border-stone-300 bg-white focus-visible:outline-2 focus-visible:outline-miel-700"
      >
        <table aria-labelledby={id} className="w-full min-w-max border-collapse text-left text-sm">
          <TableHead columns={columns} />
          <tbody>{children}</tbody>
        </table>
      </div>
    </div>
  );
}

/** A back-office table's column headings. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((label) => (
          <th key={label} scope="col" className={thClass}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export const thClass = "border-b border-stone-300 bg-stone-100 px-3 py-2 font-semibold whitespace-nowrap";
export const tdClass = "border-b border-stone-200 px-3 py-2 align-top";

/** A row's first cell: the code (an order's reference, a lot's number) that links to its page. */
export function CodeCell({ to, children }: { to: string; children: ReactNode }) {
  return (
    <td className={tdClass}>
      <Link to={to} className="font-mono font-semibold text-miel-900 underline">
        {children}
      </Link>
    </td>
  );
}
