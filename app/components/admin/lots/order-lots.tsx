import { useState } from "react";
import { Link } from "react-router";
import { lotDate } from "#core/lots";
import type { BackOfficeOrder } from "#app/lib/loader-data";
import { SelectField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { countOf, plural } from "#core/french-plural";

/** Under an order line: the lot(s) it shipped, each linked to its back-office page by code. */
export function LineLots({ lots }: { lots: BackOfficeOrder["lines"][number]["lots"] }) {
  if (lots.length === 0) return null;
  return (
    <span className="block text-sm text-stone-800">
      {plural(lots.length, "Lot expédié", "Lots expédiés")} :{" "}
      {lots.map((lot, i) => (
        <span key={lot.code}>
          {i > 0 && ", "}
          <Link to={`/lot/${lot.code}`} className="font-mono font-semibold text-miel-900 underline">
            {lot.code}
          </Link>{" "}
          ({lot.quantity})
        </span>
      ))}
    </span>
  );
}

/**
 * "Passer en préparation", with the lot each honey or Shilajit line will ship: the oldest with units left unless
 * the team picks another (a picked lot must cover the whole line).
 */
export function PrepareWithLots({
  choices,
  pending,
  onPrepare,
}: {
  choices: BackOfficeOrder["lotChoices"];
  pending: boolean;
  onPrepare: (picks: { lineId: number; lotId: string }[]) => void;
}) {
  const [picked, setPicked] = useState<Record<number, string>>({});
  return (
    <form
      className="mt-4 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onPrepare(
          Object.entries(picked)
            .filter(([, lotId]) => lotId)
            .map(([lineId, lotId]) => ({ lineId: Number(lineId), lotId })),
        );
      }}
    >
      {choices.map((choice) => (
        <SelectField
          key={choice.lineId}
          id={`lot-ligne-${choice.lineId}`}
          label={`Lot pour ${choice.name} (${countOf(choice.units, "pot")})`}
          options={[
            {
              value: "",
              label:
                choice.lots.length === 0 ? "Aucun lot avec des pots restants" : "Le plus ancien d'abord (par défaut)",
            },
            ...choice.lots.map((lot) => ({
              value: lot.id,
              label: `${lot.code} — ${lot.remaining} restants, avant le ${lotDate(lot.bestBefore)}`,
            })),
          ]}
          value={picked[choice.lineId] ?? ""}
          onChange={(e) => setPicked({ ...picked, [choice.lineId]: e.target.value })}
        />
      ))}
      <div>
        <Button type="submit" disabled={pending}>
          Passer en préparation
        </Button>
      </div>
    </form>
  );
}
