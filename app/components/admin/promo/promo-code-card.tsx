import { Button } from "#app/components/ui/button";
import { benefitOf, conditionsOf, type PromoCodeView, usesOf } from "#app/lib/promo-admin";

/** One of the shop's codes in the list: what it gives, its conditions and uses, and its three actions. */
export function PromoCodeCard({
  code,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  code: PromoCodeView;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const conditions = conditionsOf(code);
  return (
    <li
      className="rounded-xl border border-stone-300 bg-white p-4"
      aria-labelledby={`code-${code.code}`}
      data-testid={`code-${code.code}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`code-${code.code}`} className="font-mono text-lg font-bold break-all">
          {code.code}
        </h3>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            code.active ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"
          }`}
        >
          {code.active ? "Actif" : "Inactif"}
        </span>
      </div>
      {code.name !== code.code && <p className="font-semibold">{code.name}</p>}
      {code.description && <p className="text-stone-700">{code.description}</p>}
      <p className="mt-2 font-semibold text-miel-900">{benefitOf(code)}</p>
      {conditions.length > 0 && <p className="text-sm text-stone-700">{conditions.join(" · ")}</p>}
      <p className="mt-1 text-sm">{usesOf(code)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={onToggle}
          disabled={busy}
          aria-label={`${code.active ? "Désactiver" : "Activer"} ${code.code}`}
        >
          {code.active ? "Désactiver" : "Activer"}
        </Button>
        <Button size="sm" variant="neutral" onClick={onEdit} disabled={busy} aria-label={`Modifier ${code.code}`}>
          Modifier
        </Button>
        <Button size="sm" variant="neutral" onClick={onDelete} disabled={busy} aria-label={`Supprimer ${code.code}`}>
          Supprimer
        </Button>
      </div>
    </li>
  );
}
