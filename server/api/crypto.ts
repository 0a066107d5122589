import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import {
  CRYPTO_CURRENCIES,
  CRYPTO_PAYMENT_MINUTES,
  type CryptoCurrency,
  cryptoCodesText,
  DEFAULT_CRYPTO_CURRENCY,
  eurCentsToUsd,
  findCryptoCurrency,
} from "#core/crypto";
import { ApiError } from "#server/http/errors";
import { parseJsonBody } from "#server/http/validate";
import type { User } from "#server/modules/accounts/service";
import { DIRECT_PURCHASE_IDS } from "#server/modules/catalog/direct-purchase";
import { type CreatedInvoice, WebhookSignatureError } from "#server/modules/crypto/provider";
import { type SimulatedCryptoProvider } from "#server/modules/crypto/simulated";
import { findOrder, findOrderBySession, type Order } from "#server/modules/orders/service";
import { placeBasketOrder, placeDirectPurchase } from "#server/workflows/checkout";
import type { ShopContext } from "#server/workflows/context";
import { cryptoStatusBody, simulatedInvoiceView, successPath } from "#server/workflows/crypto-status";
import { openCryptoInvoice } from "#server/workflows/payment-session";
import type { PlacedOrder } from "#server/workflows/place-order";
import { receiveCryptoWebhook, refreshCryptoInvoice } from "#server/workflows/settle-crypto";
import { SIMULATED_MODES, simulatePayment } from "#server/workflows/simulate-crypto-payment";
import { basketCheckout, cartCheckoutBody, payer } from "./checkout-request";

const currencyField = z.string().max(12).optional().nullable();

/** The basket (spec §3 "crypto cart data"): the card checkout's body, the chosen currency, the address required. */
const cartBody = cartCheckoutBody.extend({
  shipping_address: cartCheckoutBody.shape.shipping_address.optional().nullable(),
  currency: currencyField,
});

/** A fallback package of the crypto page, delivered free like the card direct purchase. */
const packageBody = z.object({
  package_id: z.enum(DIRECT_PURCHASE_IDS, { error: "Produit inconnu : choisissez un des produits proposés." }),
  currency: currencyField,
  origin_url: z.string().max(2000).optional(),
  shipping_address: cartCheckoutBody.shape.shipping_address.optional().nullable(),
  guest_email: z.string().max(254).optional().nullable(),
  is_guest: z.boolean().optional(),
});

const simulatedPayBody = z.object({
  mode: z.enum(SIMULATED_MODES, { error: "Mode inconnu : full, partial, late ou over." }),
  email: z.string().max(254).optional(),
});

function currencyOf(code: string | null | undefined): CryptoCurrency {
  const wanted = code?.trim() || DEFAULT_CRYPTO_CURRENCY;
  const currency = findCryptoCurrency(wanted);
  if (!currency) {
    throw new ApiError(
      400,
      `Cryptomonnaie non prise en charge : « ${wanted.slice(0, 12)} ». Choisissez ${cryptoCodesText()}.`,
      {
        field: "currency",
      },
    );
  }
  return currency;
}

/** The crypto page's answer for a new invoice. */
function invoiceBody(ctx: ShopContext, placed: PlacedOrder, currency: CryptoCurrency, created: CreatedInvoice) {
  const { order } = placed;
  return {
    amount: eurCentsToUsd(order.totalCents, ctx.crypto.rates.USD ?? "1"),
    amount_eur_cents: order.totalCents,
    crypto_amount: created.cryptoAmount,
    currency: currency.code,
    charge_id: created.invoiceId,
    hosted_url: created.hostedUrl,
    expires_at: created.expiresAt.toISOString(),
    reference: order.reference,
  };
}

async function cryptoOrderOf(ctx: ShopContext, chargeId: string): Promise<Order> {
  const order = chargeId.length <= 200 ? await findOrderBySession(ctx.db, chargeId) : null;
  if (!order || order.paymentMethod !== "crypto") throw new ApiError(404, "Paiement crypto introuvable.");
  return order;
}

export function cryptoRoutes(ctx: ShopContext, currentUser: (c: Context) => Promise<User | null>) {
  const crypto = {
    paymentMethod: "crypto",
    provider: ctx.crypto.name,
    paymentMinutes: CRYPTO_PAYMENT_MINUTES,
  } as const;
  const app = new Hono()
    .get("/currencies", (c) =>
      c.json({
        currencies: CRYPTO_CURRENCIES.map(({ code, symbol, name }) => ({ code, symbol, name })),
        default: DEFAULT_CRYPTO_CURRENCY,
        expiration_minutes: CRYPTO_PAYMENT_MINUTES,
        provider: ctx.crypto.name,
      }),
    )
    .post("/create/cart", async (c) => {
      const body = await parseJsonBody(c, cartBody);
      const currency = currencyOf(body.currency);
      const who = await payer(c, currentUser, ctx.trustProxy, crypto);
      const placed = await placeBasketOrder(
        ctx,
        basketCheckout({ ...body, shipping_address: body.shipping_address ?? {} }, who),
      );
      const created = await openCryptoInvoice(ctx, placed, currency, `Commande ${placed.order.reference}`);
      return c.json(invoiceBody(ctx, placed, currency, created));
    })
    .post("/create", async (c) => {
      const body = await parseJsonBody(c, packageBody);
      const currency = currencyOf(body.currency);
      const who = await payer(c, currentUser, ctx.trustProxy, crypto);
      const placed = await placeDirectPurchase(ctx, {
        ...who,
        packageId: body.package_id,
        shippingAddress: body.shipping_address,
        guestEmail: body.guest_email,
      });
      const description = placed.order.packageName ?? placed.lines[0]!.name;
      const created = await openCryptoInvoice(ctx, placed, currency, description);
      return c.json(invoiceBody(ctx, placed, currency, created));
    })
    .get("/status/:chargeId", async (c) => {
      const order = await cryptoOrderOf(ctx, c.req.param("chargeId"));
      const refreshed = await refreshCryptoInvoice(ctx, order);
      return c.json(cryptoStatusBody(refreshed.order, refreshed.invoice));
    })
    .get("/return/:orderId", async (c) => {
      // Where the provider's page sends the customer once paid: on to the shop's success page for this charge.
      const orderId = c.req.param("orderId");
      const order = orderId.length <= 100 ? await findOrder(ctx.db, orderId) : null;
      if (order?.paymentMethod === "crypto" && order.providerSessionId) {
        return c.redirect(`${ctx.publicUrl}${successPath(order.providerSessionId)}`, 302);
      }
      return c.redirect(`${ctx.publicUrl}/crypto-payment`, 302);
    })
    .post("/webhook/:provider", async (c) => {
      if (c.req.param("provider") !== ctx.crypto.name) {
        throw new ApiError(404, "Aucun fournisseur de paiement crypto configuré à cette adresse.");
      }
      const rawBody = await c.req.text();
      try {
        const outcome = await receiveCryptoWebhook(ctx, rawBody, c.req.header("btcpay-sig"));
        return c.json({ received: true, outcome });
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new ApiError(400, `Webhook refusé : ${err.message}`);
        throw err;
      }
    });

  if (ctx.crypto.name === "simulated") {
    const simulator = ctx.crypto as SimulatedCryptoProvider;
    const invoicePage = async (invoiceId: string) => {
      const view = await simulatedInvoiceView(ctx, invoiceId);
      if (!view) throw new ApiError(404, "Facture crypto introuvable.");
      return view;
    };
    app
      .get("/simulated/:invoiceId", async (c) => c.json(await invoicePage(c.req.param("invoiceId"))))
      .post("/simulated/:invoiceId/pay", async (c) => {
        const body = await parseJsonBody(c, simulatedPayBody);
        const invoiceId = c.req.param("invoiceId");
        const outcomes = await simulatePayment(ctx, simulator, invoiceId.slice(0, 100), body.mode, body.email);
        return c.json({ mode: body.mode, outcomes, ...(await invoicePage(invoiceId)) });
      });
  }
  return app;
}
