import { invoiceStatusText, orderStatusText, svgDataUrl } from "#app/lib/crypto";
import type { SimulatedCryptoInvoice } from "#app/lib/crypto-client";
import { Fact } from "#app/components/ui/fact";

/** Where to pay, the invoice and the order with their states, and the QR code a wallet scans. */
export function InvoiceFacts({ invoice }: { invoice: SimulatedCryptoInvoice }) {
  return (
    <>
      <dl className="mt-6 space-y-4">
        <Fact label="Adresse de paiement" valueClassName="font-mono text-sm break-all">
          {invoice.address}
        </Fact>
        <Fact label="Facture" valueClassName="font-mono text-sm break-all">
          {invoice.invoice_id}
        </Fact>
        <Fact label="État de la facture" testId="invoice-status">
          {invoiceStatusText(invoice)}
        </Fact>
        <Fact label={`Commande ${invoice.reference}`} testId="order-status">
          {orderStatusText(invoice.status)}
        </Fact>
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
