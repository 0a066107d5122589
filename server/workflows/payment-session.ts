import { CRYPTO_PAYMENT_MINUTES, type CryptoCurrency } from "#core/crypto";
import { GIFT_WRAPPING_NAME } from "#core/gift";
import { isConnectionLost } from "#server/db/connection-lost";
import { DomainError } from "#server/lib/domain-error";
import type { CreatedInvoice } from "#server/modules/crypto/provider";
import type { PricedVariant } from "#server/modules/catalog/service";
import { setOrderFields } from "#server/modules/orders/service";
import type { CheckoutSessionInput } from "#server/modules/payments/card-provider";
import type { ShopContext } from "./context";
import type { OrderDraft, PlacedOrder, PlaceOrderInput } from "./place-order";
import { releaseOrder } from "./settle-payment";

const CARD_PROVIDER_FAILED =
  "Erreur lors de la création du paiement. Aucun montant n'a été débité ; veuillez réessayer.";
const CRYPTO_PROVIDER_FAILED =
  "Erreur lors de la création du paiement crypto. Aucun montant n'a été débité ; veuillez réessayer.";

/**
 * Opens the provider's page for a placed order and keeps its id on the order. If the provider fails, the order is
 * released at once (stock and code back) and the customer told that nothing was charged.
 */
async function openSession<T extends { sessionId: string; url: string }>(
  ctx: ShopContext,
  placed: PlacedOrder,
  open: () => Promise<T>,
  failure: { log: string; message: string },
): Promise<T> {
  const { order } = placed;
  try {
    const session = await open();
    await setOrderFields(ctx.db, order.id, { providerSessionId: session.sessionId, paymentUrl: session.url });
    return session;
  } catch (err) {
    ctx.logger.error({ err, orderId: order.id }, failure.log);
    await releaseOrder(ctx, { orderId: order.id, status: "failed" });
    throw new DomainError("provider-failed", failure.message);
  }
}

/** What the card provider is asked to open for an order (placed, or being placed). */
function cardSessionInput(ctx: ShopContext, order: OrderDraft, lines: readonly PricedVariant[]): CheckoutSessionInput {
  return {
    orderId: order.id,
    reference: order.reference,
    lines: [
      ...lines.map((l) => ({ name: l.name, unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
      // The gift wrapping is one more line of the payment page (decision 112), so its lines add up to the total.
      ...(order.giftWrappingCents > 0
        ? [{ name: GIFT_WRAPPING_NAME, unitPriceCents: order.giftWrappingCents, quantity: 1 }]
        : []),
    ],
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    currency: "eur",
    customerEmail: order.email,
    packageName: order.packageName,
    collectAddress: order.shippingAddress === null,
    // Always the shop's own address, never the browser's.
    successUrl: `${ctx.publicUrl}/paiement/succes?session_id={CHECKOUT_SESSION_ID}`,
    // Stripe fills {CHECKOUT_SESSION_ID} in the success URL only: the cancel page is told the order instead.
    cancelUrl: `${ctx.publicUrl}/paiement/annule?commande=${order.id}`,
    expiresAt: order.expiresAt,
  };
}

/**
 * For a card provider whose sessions live in the shop's database (the simulator): the session opened inside the
 * transaction that places the order (placeOrder's `openSessionIn`), so the order and its session are one commit.
 * Undefined for an outside provider (Stripe), which is never called with a transaction open: openCardSession
 * calls it once the order is committed.
 */
export function cardSessionInTransaction(ctx: ShopContext): PlaceOrderInput["openSessionIn"] {
  const createIn = ctx.card.createSessionIn?.bind(ctx.card);
  if (!createIn) return undefined;
  return async (tx, order, lines) => {
    try {
      return await createIn(tx, cardSessionInput(ctx, order, lines));
    } catch (err) {
      // A lost database connection is not the provider's failure: the request answers 503 (decision 076).
      if (isConnectionLost(err)) throw err;
      // The transaction is rolled back with it: no order, no stock or code held, nothing to release.
      ctx.logger.error({ err, orderId: order.id }, "la session de paiement n'a pas pu être créée");
      throw new DomainError("provider-failed", CARD_PROVIDER_FAILED);
    }
  };
}

/** The card payment page (Stripe Checkout or the simulated page); returns its address. */
export async function openCardSession(ctx: ShopContext, placed: PlacedOrder): Promise<string> {
  const { order, lines } = placed;
  // Already opened with the order (cardSessionInTransaction).
  if (order.providerSessionId && order.paymentUrl) return order.paymentUrl;
  const session = await openSession(ctx, placed, () => ctx.card.createSession(cardSessionInput(ctx, order, lines)), {
    log: "la session de paiement n'a pas pu être créée",
    message: CARD_PROVIDER_FAILED,
  });
  return session.url;
}

/** The crypto invoice (BTCPay or the simulated invoice) of a placed order. */
export async function openCryptoInvoice(
  ctx: ShopContext,
  placed: PlacedOrder,
  currency: CryptoCurrency,
  description: string,
): Promise<CreatedInvoice> {
  const { order } = placed;
  const session = await openSession(
    ctx,
    placed,
    async () => {
      const created = await ctx.crypto.createInvoice({
        orderId: order.id,
        reference: order.reference,
        amountCents: order.totalCents,
        currency: currency.code,
        // The shop's own address (never the browser's origin_url); it sends on to the success page.
        redirectUrl: `${ctx.publicUrl}/api/crypto/return/${order.id}`,
        expirationMinutes: CRYPTO_PAYMENT_MINUTES,
        buyerEmail: order.email,
        description,
      });
      return { ...created, sessionId: created.invoiceId, url: created.hostedUrl };
    },
    { log: "la facture crypto n'a pas pu être créée", message: CRYPTO_PROVIDER_FAILED },
  );
  return session;
}
