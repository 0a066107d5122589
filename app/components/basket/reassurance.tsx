import type { ReactNode } from "react";
import { IconFrame } from "#app/components/icons";

/** Finer than the top bar's icons, in honey, beside their text. */
const promiseIcon = { size: 20, strokeWidth: 1.75, round: true, className: "shrink-0 text-miel-900" } as const;

const LOCK = (
  <IconFrame {...promiseIcon}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </IconFrame>
);
const TRUCK = (
  <IconFrame {...promiseIcon}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </IconFrame>
);
const RETURN = (
  <IconFrame {...promiseIcon}>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </IconFrame>
);

/** The basket's promises under its summary, each with its icon; `freeShipping` only when the shop offers it. */
export function Reassurance({ freeShipping }: { freeShipping: string | null }) {
  const lines: [ReactNode, string][] = [
    [LOCK, "Paiement sécurisé par carte"],
    ...(freeShipping ? [[TRUCK, `${freeShipping} en France métropolitaine`] as [ReactNode, string]] : []),
    [RETURN, "Retours sous 30 jours"],
  ];
  return (
    <ul aria-label="Nos engagements" className="space-y-3 rounded-2xl bg-miel-50 p-4 text-sm text-stone-800">
      {lines.map(([icon, text]) => (
        <li key={text} className="flex items-center gap-3">
          {icon}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
