import { invoiceStatusText, orderStatusText, svgDataUrl } from "#app/lib/crypto";
import type { SimulatedCryptoInvoice } from "#app/lib/crypto-client";

/** Where to pay, the invoice and the order with their states, and the QR code a wallet scans. */
export function InvoiceFacts({ invoice }: { invoice: SimulatedCryptoInvoice }) {
  return (
    <>
      <dl className="mt-6 space-y-4">
        <div>
          <dt className="text-sm text-stone-700">Adresse de paiement</dt>
          <dd className="font-mono text-sm break-all">{invoice.address}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">Facture</dt>
          <dd className="font-mono text-sm break-all">{invoice.invoice_id}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">État de la facture</dt>
          <dd className="font-semibold" data-testid="invoice-status">
            {invoiceStatusText(invoice)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">Commande {invoice.reference}</dt>
          <dd className="font-semibold" data-testid="order-status">
            {orderStatusText(invoice.status)}
          </dd>
        </div>
      </dl>
      <img
        src={svgDataUrl(invoice.qr_svg)}
        alt={`Code QR du paiement : ${invoice.crypto_amount} ${invoice.currency} à l'adresse ${invoice.address}`}
        width={200}
        height={200}
        className="mt-6 h-48 w-48 rounded-lg border border-stone-200 bg-white p-2"
      />
    </>
  );
}
