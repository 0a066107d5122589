import type { ReactNode } from "react";

/** A 24-unit line icon drawn in the text's colour; decorative, the text beside it says everything. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="shrink-0 text-miel-900"
    >
      {children}
    </svg>
  );
}

const LOCK = (
  <Icon>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);
const TRUCK = (
  <Icon>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </Icon>
);
const RETURN = (
  <Icon>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
  </Icon>
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
