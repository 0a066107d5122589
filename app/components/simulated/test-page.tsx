import type { ReactNode } from "react";
import { PageTitle } from "#app/components/ui/text";

/**
 * The frame of the simulated providers' pages (they stand where Stripe's and BTCPay's hosted pages would): the
 * test warning, the title, and two panels, what to pay on the left and what to do on the right.
 */
export function TestPage({
  warning,
  title,
  intro,
  amountId,
  amount,
  children,
}: {
  warning: string;
  title: string;
  intro?: ReactNode;
  /** The id of the amount panel's heading. */
  amountId: string;
  amount: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <p className="rounded-xl border border-amber-300 bg-amber-100 p-3 text-center font-semibold text-amber-950">
        {warning}
      </p>
      <PageTitle className="mt-6">{title}</PageTitle>
      {intro}
      <div className="mt-6 grid overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:grid-cols-2">
        <section
          aria-labelledby={amountId}
          className="border-b border-stone-200 bg-stone-50 p-6 md:border-r md:border-b-0"
        >
          <h2 id={amountId} className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
            Montant à payer
          </h2>
          {amount}
        </section>
        {children}
      </div>
    </main>
  );
}
