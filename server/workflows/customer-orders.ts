// What a customer does with their own past orders from the account page (decision 113): cancel one that is paid
// but not yet in preparation — refunded through the back office's refund path, once — and order it again.
import { MAX_LINE_QUANTITY } from "#core/cart";
import { DomainError } from "#server/lib/domain-error";
import type { User } from "#server/modules/accounts/service";
import { type CartLine, replaceSavedCart } from "#server/modules/accounts/saved-cart";
import { type LineRequest, priceLines } from "#server/modules/catalog/service";
import { findOrderForViewer, linesOf, type Order } from "#server/modules/orders/service";
import { stateOf } from "#server/modules/orders/order-states";
import type { ShopContext } from "./context";
import { refundOrder } from "./refund-order";

const NOT_FOUND = "Commande introuvable.";

/** Why the customer may not cancel this order themselves, or null when they may (paid, not yet prepared, by card). */
export function cancelRefusal(order: Pick<Order, "status" | "fulfilment" | "paymentMethod">): string | null {
  if (order.status === "refunded") return "Cette commande est déjà annulée et remboursée.";
  if (order.status !== "paid") return `Seule une commande payée peut être annulée : celle-ci est ${stateOf(order)}.`;
  if (order.fulfilment !== null) {
    return `Votre commande est déjà ${stateOf(order)} : elle ne peut plus être annulée. À sa réception, vous pourrez exercer votre droit de rétractation.`;
  }
  if (order.paymentMethod === "crypto") {
    return "Une commande payée en crypto se rembourse à la main : écrivez-nous pour l'annuler.";
  }
  return null;
}

/** A cancellation whose refund awaits the provider's answer (a job checks it): what the customer is told. */
export const CANCEL_WAITING =
  "Votre annulation est enregistrée : le remboursement attend la confirmation de notre prestataire de paiement, vérifiée automatiquement dans quelques minutes. Vous recevrez un e-mail.";

/** The one request key of a customer's cancellation: two clicks, two tabs, two instances make one refund. */
export const cancelKey = (orderId: string) => `annulation-client:${orderId}`;

/**
 * Cancels the signed-in customer's order: the back office's full refund (intent recorded, provider asked outside
 * any transaction, answer recorded; stock, code, loyalty, credit note and mail), its refusal checked again under the
 * order's lock. Another account's order is « introuvable ».
 */
export async function cancelOwnOrder(ctx: ShopContext, user: User, reference: string) {
  const found = await findOrderForViewer(ctx.db, reference, { userId: user.id, key: null });
  if (!found) throw new DomainError("not-found", NOT_FOUND);
  return refundOrder(
    ctx,
    { id: user.id, email: user.email },
    reference,
    {
      requestKey: cancelKey(found.order.id),
      full: true,
      lines: [],
      shipping: false,
      note: "Annulée par le client depuis son compte.",
    },
    {
      guard: (order) => {
        const refusal = cancelRefusal(order);
        if (refusal) throw new DomainError("conflict", refusal);
      },
    },
  );
}

export interface Reordered {
  /** The basket after the order's lines joined it, at the catalogue's current prices. */
  items: CartLine[];
  added: { name: string; quantity: number }[];
  /** What could not be put back in full, named with the reason. */
  unavailable: { name: string; reason: string }[];
}

/**
 * Puts the order's articles back in the customer's basket (the browser's, `basketItems`, which the account's saved
 * basket mirrors) at the current prices, each within its stock and the basket's limit per line; what is no longer
 * sold, sold out or short is named, never dropped silently.
 */
export async function reorder(
  ctx: Pick<ShopContext, "db">,
  user: User,
  reference: string,
  basketItems: readonly LineRequest[],
): Promise<Reordered> {
  const found = await findOrderForViewer(ctx.db, reference, { userId: user.id, key: null });
  if (!found) throw new DomainError("not-found", NOT_FOUND);
  const lines = await linesOf(ctx.db, found.order.id);
  const { lines: priced } = await priceLines(
    ctx.db,
    lines.map((line) => ({ id: line.variantId, quantity: line.quantity })),
  );
  const inBasket = new Map<string, number>();
  for (const item of basketItems) inBasket.set(item.id, (inBasket.get(item.id) ?? 0) + item.quantity);
  const added: Reordered["added"] = [];
  const unavailable: Reordered["unavailable"] = [];
  const extra: LineRequest[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.variantId)) continue;
    seen.add(line.variantId);
    const current = priced.find((p) => p.id === line.variantId);
    if (!current) {
      unavailable.push({ name: line.name, reason: "n'est plus en vente" });
      continue;
    }
    const already = inBasket.get(line.variantId) ?? 0;
    // A stock the shop does not count (null) never runs out.
    const stock = current.stock ?? MAX_LINE_QUANTITY;
    const room = Math.max(0, Math.min(stock, MAX_LINE_QUANTITY) - already);
    const quantity = Math.min(current.quantity, room);
    if (stock <= 0) unavailable.push({ name: current.name, reason: "est épuisé" });
    else if (quantity < current.quantity) {
      unavailable.push({
        name: current.name,
        reason:
          quantity === 0
            ? "est déjà dans votre panier autant que possible"
            : `n'a été ajouté qu'en ${quantity} exemplaire${quantity > 1 ? "s" : ""}`,
      });
    }
    if (quantity > 0) {
      extra.push({ id: line.variantId, quantity });
      added.push({ name: current.name, quantity });
    }
  }
  const items = await replaceSavedCart(ctx.db, user.id, [...basketItems, ...extra]);
  return { items, added, unavailable };
}
