import type { ReactNode } from "react";
import type { ShippingAddress } from "#core/checkout";
import { formatEuros } from "#core/money";

/** The lines of an order summary: name, quantity, line total. */
export function SummaryLines({
  lines,
}: {
  lines: { id: string; name: string; quantity: number; totalCents: number }[];
}) {
  return (
    <ul className="mt-3 divide-y divide-miel-200">
      {lines.map((line) => (
        <li key={line.id} className="flex justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block font-medium break-words">{line.name}</span>
            <span className="text-sm text-stone-700">Quantité : {line.quantity}</span>
          </span>
          <span className="shrink-0 font-semibold">{formatEuros(line.totalCents)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A delivery address as a French letter writes it; `children` adds lines (phone, e-mail). */
export function PostalAddress({ address, children }: { address: ShippingAddress; children?: ReactNode }) {
  return (
    <address className="mt-2 text-stone-800 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      {address.address2 && (
        <>
          <br />
          {address.address2}
        </>
      )}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country}
      {children}
    </address>
  );
}
