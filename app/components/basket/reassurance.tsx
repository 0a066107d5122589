import type { ReactNode } from "react";
import { Icon } from "#app/components/icons";

/** Finer than the top bar's icons, in honey, beside their text. */
const promiseIcon = { size: 20, strokeWidth: 1.75, round: true, className: "shrink-0 text-miel-900" } as const;

const LOCK = <Icon name="lock" {...promiseIcon} />;
const TRUCK = <Icon name="truck" {...promiseIcon} />;
const RETURN = <Icon name="return" {...promiseIcon} />;

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
