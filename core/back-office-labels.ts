// The back office's words for the codes it stores (decision 089): honey categories, audit journal actions and
// entities, payment providers. A code without a label is shown as it is, never hidden.
import type { HoneyCategory } from "./catalog";
import type { Fulfilment } from "./fulfilment";

export const HONEY_CATEGORY_LABELS: Record<HoneyCategory, string> = {
  yemen: "Yémen",
  oman: "Oman",
  pakistan: "Pakistan",
  saudi: "Arabie saoudite",
  special: "Spécial",
  fruity: "Fruité",
  table: "Miel de table",
};

export const honeyCategoryLabel = (category: string): string =>
  (HONEY_CATEGORY_LABELS as Record<string, string>)[category] ?? category;

/** The fulfilment steps are written as `order.<step>` (server/workflows/back-office-orders.ts). */
const FULFILMENT_ACTIONS: Record<`order.${Fulfilment}`, string> = {
  "order.preparing": "Commande mise en préparation",
  "order.shipped": "Commande expédiée",
  "order.delivered": "Commande livrée",
};

/** Every action the code base writes in the audit journal (a test reads the sources to keep this complete). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  ...FULFILMENT_ACTIONS,
  "order.cancel": "Commande annulée",
  "order.note": "Note ajoutée à la commande",
  "order.refund": "Remboursement de commande",
  "order.refund-refused": "Remboursement refusé par le prestataire",
  "order.label-created": "Étiquette du transporteur créée",
  "order.label-refused": "Étiquette refusée par le transporteur",
  "order.label-cancelled": "Étiquette du transporteur annulée",
  "order.label-advanced": "Colis simulé avancé d'une étape",
  "labels.bulk-create": "Étiquettes créées en lot",
  "order.resolve": "Point à vérifier résolu",
  "order.withdrawal": "Rétractation déclarée",
  "order.withdrawal_processed": "Rétractation traitée",
  "product.update": "Produit modifié",
  "product.information": "Informations réglementaires modifiées",
  "product.photo.add": "Photo ajoutée",
  "product.photo.delete": "Photo supprimée",
  "product.photo.reorder": "Photos réordonnées",
  "promo.create": "Code promo créé",
  "promo.update": "Code promo modifié",
  "promo.activate": "Code promo activé",
  "promo.deactivate": "Code promo désactivé",
  "promo.delete": "Code promo supprimé",
  "lot.create": "Lot créé",
  "lot.update": "Lot modifié",
  "lot.analysis": "Analyse du lot déposée",
  "lot.recall": "Rappel du lot envoyé",
  "account.erased": "Compte supprimé",
  "shop.identity": "Identité de la boutique modifiée",
  "review.publish": "Avis client publié",
  "review.refuse": "Avis client refusé",
  "review.reply": "Réponse publiée sous un avis client",
  "newsletter.create": "Lettre créée",
  "newsletter.update": "Lettre modifiée",
  "newsletter.test": "Essai de la lettre envoyé à l'équipe",
  "newsletter.send": "Envoi de la lettre lancé",
};

export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  order: "Commande",
  product: "Produit",
  promo_code: "Code promo",
  lot: "Lot",
  user: "Compte",
  shop_identity: "Identité de la boutique",
  shipping_labels: "Étiquettes en lot",
  review: "Avis client",
  newsletter: "Lettre",
};

export const auditEntityLabel = (entity: string): string => AUDIT_ENTITY_LABELS[entity] ?? entity;

/** The providers named in orders and payment events (`payment_events.provider`). */
const PROVIDER_LABELS: Record<string, string> = {
  stripe: "Stripe",
  btcpay: "Crypto (BTCPay)",
  "crypto-simulated": "Crypto (simulée)",
  simulated: "Carte (simulée)",
};

/** How an order was paid: the method and its provider (`simulated` serves both the card and the crypto tests). */
export function paymentProviderLabel(provider: string, method?: "card" | "crypto" | string): string {
  if (provider === "simulated" && method === "crypto") return PROVIDER_LABELS["crypto-simulated"]!;
  if (provider === "stripe" && method === "card") return "Carte (Stripe)";
  return PROVIDER_LABELS[provider] ?? provider;
}

/** A refund's way back to the customer (`order_refunds.method`). */
export const REFUND_METHOD_LABELS: Record<string, string> = {
  stripe: "Stripe",
  simulated: "simulé",
  manual: "à la main",
};
