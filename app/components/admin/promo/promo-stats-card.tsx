import { useId } from "react";
import { formatEuros } from "#core/money";
import { CardSection } from "#app/components/ui/card";
import type { PromoStatsView } from "#app/lib/promo-admin";
import { countOf } from "#core/french-plural";
import { Fact } from "#app/components/ui/fact";

/** The statistics card: the shop's codes, the active ones, and the uses and savings of paid orders. */
export function PromoStatsCard({ stats }: { stats: PromoStatsView }) {
  const id = useId();
  const s = stats.global_stats;
  const tiles = [
    { label: "Codes", value: String(s.total_codes) },
    { label: "Codes actifs", value: String(s.active_codes) },
    { label: "Utilisations", value: String(stats.total_uses) },
    { label: "Économies clients", value: formatEuros(s.total_savings_cents) },
  ];
  return (
    <CardSection id={`${id}-titre`} title="Statistiques" className="mt-6">
      <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map((tile) => (
          <Fact
            key={tile.label}
            label={tile.label}
            className="rounded-xl bg-miel-50 p-3"
            valueClassName="text-2xl font-bold text-miel-900"
            testId={`stat-${tile.label}`}
          >
            {tile.value}
          </Fact>
        ))}
      </dl>
      <p className="mt-3 text-sm text-stone-700">
        Utilisations et économies des commandes payées, codes personnels compris (
        {countOf(s.personal_codes, "code personnel", "codes personnels")}).
      </p>
    </CardSection>
  );
}
