import { formatEuros } from "#core/money";

/** A product's lowest price, « à partir de 4,99 € », and its unit price under it when it has one (« soit … »). */
export function FromPrice({ cents, unitPrice }: { cents: number; unitPrice?: string | null }) {
  return (
    <>
      à partir de {formatEuros(cents)}
      {unitPrice && <span className="block text-xs font-normal text-stone-700">soit {unitPrice}</span>}
    </>
  );
}
