import { formatEuros } from "#core/money";
import { CardSection } from "./ui/card";

/**
 * A gift order's card, wrapping and gift receipt (decision 112), on the success page, the order page and the back
 * office's. The message is shown as text, line breaks kept.
 */
export function GiftSummary({
  gift,
  wrappingCents,
  receiptHref,
  className,
}: {
  gift: { message: string; wrapping: boolean; recipient: unknown };
  wrappingCents: number;
  /** The gift receipt's PDF; absent: no link. */
  receiptHref?: string;
  className?: string;
}) {
  return (
    <CardSection id="cadeau" title="C'est un cadeau" className={className}>
      <ul className="mt-2 space-y-1 text-stone-800">
        <li>{wrappingCents > 0 ? `Emballage cadeau : ${formatEuros(wrappingCents)}` : "Sans emballage cadeau"}</li>
        {gift.recipient !== null && <li>Livré au destinataire, à l&apos;adresse de livraison ci-dessous.</li>}
      </ul>
      {gift.message ? (
        <>
          <h3 className="mt-3 font-semibold">Message de la carte</h3>
          <blockquote data-testid="gift-message" className="mt-1 border-l-4 border-stone-200 pl-3 whitespace-pre-line">
            {gift.message}
          </blockquote>
        </>
      ) : (
        <p className="mt-2 text-stone-700">Sans message.</p>
      )}
      {receiptHref && (
        <a href={receiptHref} className="mt-3 inline-flex min-h-11 items-center font-semibold text-miel-900 underline">
          Ticket cadeau sans prix (PDF)
        </a>
      )}
    </CardSection>
  );
}

/** The gift receipt's address: the customer's (with the mail's key when there is one) or the back office's. */
export function giftReceiptHref(reference: string, options: { key?: string | null; admin?: boolean } = {}) {
  const ref = encodeURIComponent(reference);
  if (options.admin) return `/api/admin/orders/${ref}/gift-receipt`;
  return `/api/orders/${ref}/gift-receipt${options.key ? `?cle=${encodeURIComponent(options.key)}` : ""}`;
}
