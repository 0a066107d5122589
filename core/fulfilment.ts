// An order's way from payment to the customer's door, as the back office moves it and the customer reads it
// (docs/decisions/025-order-fulfilment-and-refunds.md).

export type Fulfilment = "preparing" | "shipped" | "delivered";

/** What the customer and the team read for a paid order's progress. */
export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  preparing: "En préparation",
  shipped: "Expédiée",
  delivered: "Livrée",
};

/** Carriers whose tracking page the shop knows: the address is built from the tracking number. */
export const CARRIERS = {
  colissimo: { name: "Colissimo", url: "https://www.laposte.fr/outils/suivre-vos-envois?code=" },
  chronopost: {
    name: "Chronopost",
    url: "https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=",
  },
  mondial_relay: { name: "Mondial Relay", url: "https://www.mondialrelay.fr/suivi-de-colis/?NumeroExpedition=" },
  dhl: { name: "DHL", url: "https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=" },
  ups: { name: "UPS", url: "https://www.ups.com/track?loc=fr_FR&tracknum=" },
} as const;

export type KnownCarrier = keyof typeof CARRIERS;
export const CARRIER_IDS = [...(Object.keys(CARRIERS) as KnownCarrier[]), "autre"] as const;
export type CarrierId = (typeof CARRIER_IDS)[number];

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,39}$/;

/** The carrier's name as shown, or the one the team typed for another carrier. */
export function carrierName(carrier: CarrierId, other?: string): string {
  return carrier === "autre" ? (other ?? "").trim() : CARRIERS[carrier].name;
}

/** The tracking page of a known carrier for this number; null for another carrier (the team gives the link). */
export function trackingUrlFor(carrier: CarrierId, trackingNumber: string): string | null {
  if (carrier === "autre") return null;
  return `${CARRIERS[carrier].url}${encodeURIComponent(trackingNumber.replace(/\s+/g, ""))}`;
}

/**
 * The state the customer reads: where the paid order is on its way, or its status (pending, refunded…).
 */
export function customerStatusLabel(input: {
  status: string;
  statusLabel: string;
  fulfilment: Fulfilment | null;
}): string {
  if (input.status === "paid" && input.fulfilment) return FULFILMENT_LABELS[input.fulfilment];
  return input.statusLabel;
}

/** The back office list's status filter: the steps of a paid order, the flagged ones, and the order statuses. */
export const ORDER_FILTERS = {
  a_preparer: "À préparer",
  en_preparation: "En préparation",
  expediee: "Expédiée",
  livree: "Livrée",
  a_verifier: "Signalée, à vérifier",
  pending_payment: "En attente de paiement",
  paid: "Payée (toutes étapes)",
  refunded: "Remboursée",
  cancelled: "Annulée",
  expired: "Expirée",
  failed: "Paiement refusé",
} as const;
export type OrderFilter = keyof typeof ORDER_FILTERS;
export const ORDER_FILTER_IDS = Object.keys(ORDER_FILTERS) as OrderFilter[];
