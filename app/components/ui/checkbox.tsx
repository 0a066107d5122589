import type { InputHTMLAttributes, ReactNode } from "react";

/** The shop's check box: its honey colour when ticked, 20 px, never shrunk by a long label beside it. */
export const CHECKBOX_CLASS = "size-5 shrink-0 accent-miel-900";

/**
 * A check box and its label, the whole row tappable (44 px high): `align="start"` for a label over several lines,
 * the box beside its first line.
 */
export function Checkbox({
  children,
  align = "center",
  className,
  ...input
}: { children: ReactNode; align?: "center" | "start"; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "className" | "children"
>) {
  return (
    <label
      className={`flex min-h-11 gap-3 ${align === "start" ? "items-start py-2" : "items-center"} ${className ?? ""}`.trim()}
    >
      <input type="checkbox" {...input} className={`${CHECKBOX_CLASS}${align === "start" ? " mt-0.5" : ""}`} />
      <span>{children}</span>
    </label>
  );
}
