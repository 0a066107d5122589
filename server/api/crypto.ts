import type { Context } from "hono";
import { z } from "@hono/zod-openapi";
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
import { SETTLE_OUTCOMES } from "#server/workflows/settle-payment";
import { SIMULATED_MODES, simulatePayment } from "#server/workflows/simulate-crypto-payment";
import { basketCheckout, cartCheckoutBody, IGNORED, payer } from "./checkout-request";
import { apiRoute, apiRouter, BODY_REFUSALS, json, jsonBody, refusals, webhookRoute } from "./contract";

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
  origin_url: z.string().max(2000).optional().openapi({ description: IGNORED }),
  shipping_address: cartCheckoutBody.shape.shipping_address.optional().nullable(),
  guest_email: z.string().max(254).optional().nullable(),
  is_guest: z.boolean().optional().openapi({ description: IGNORED }),
});

const simulatedPayBody = z.object({
  mode: z.enum(SIMULATED_MODES, { error: "Mode inconnu : full, partial, late ou over." }),
  email: z.string().max(254).optional(),
});

const charge = z
  .object({
    amount: z.number().openapi({ description: "En dollars US." }),
    amount_eur_cents: z.number().int(),
    crypto_amount: z.string().openapi({ example: "0.00034629" }),
    currency: z.string(),
    charge_id: z.string(),
    hosted_url: z.string().openapi({ description: "La page de paiement du prestataire (absolue, ou du simulateur)." }),
    expires_at: z.string(),
    reference: z.string(),
  })
  .openapi("FactureCrypto");

const statusFields = {
  status: z.enum(["pending", "paid", "expired", "review"]),
  order_status: z.string(),
  reference: z.string(),
  charge_id: z.string().nullable(),
  expires_at: z.string(),
  paid: z.boolean(),
  redirect_url: z.string().nullable(),
  invoice_status: z.string().nullable(),
  additional_status: z.string().nullable(),
};
const cryptoStatus = z.object(statusFields).openapi("StatutCrypto");

const simulatedInvoice = z
  .object({
    ...statusFields,
    charge_id: z.string(),
    invoice_status: z.string(),
    additional_status: z.string(),
    invoice_id: z.string(),
    description: z.string(),
    amount: z.number(),
    amount_eur_cents: z.number().int(),
    currency: z.string(),
    currency_symbol: z.string(),
    currency_name: z.string(),
    rate: z.string(),
    crypto_amount: z.string(),
    paid_amount: z.string(),
    due_amount: z.string(),
    address: z.string(),
    payment_uri: z.string(),
    qr_svg: z.string(),
    created_at: z.string(),
    payable: z.boolean(),
    late_payable: z.boolean(),
  })
  .openapi("FactureCryptoSimulee");

const settleOutcome = z.enum(SETTLE_OUTCOMES);

const tags = ["Paiement en cryptomonnaie"];
const invoiceId = z.object({ invoiceId: z.string() });
const creationRefusals = refusals(...BODY_REFUSALS, 409, 429, 502);

const routes = {
  currencies: apiRoute({
    method: "get",
    path: "/currencies",
    tags,
    summary: "Les cryptomonnaies acceptées et le délai de paiement",
    responses: {
      200: json(
        z.object({
          currencies: z.array(z.object({ code: z.string(), symbol: z.string(), name: z.string() })),
          default: z.string(),
          expiration_minutes: z.number().int(),
          provider: z.string(),
        }),
        "Les monnaies.",
      ),
    },
  }),
  createCart: apiRoute({
    method: "post",
    path: "/create/cart",
    tags,
    summary: "Passe la commande du panier et ouvre la facture crypto",
    request: jsonBody(cartBody),
    responses: { 200: json(charge, "La facture à payer."), ...creationRefusals },
  }),
  createPackage: apiRoute({
    method: "post",
    path: "/create",
    tags,
    summary: "Achat direct d'un produit proposé (livraison offerte) : ouvre la facture crypto",
    request: jsonBody(packageBody),
    responses: { 200: json(charge, "La facture à payer."), ...creationRefusals },
  }),
  status: apiRoute({
    method: "get",
    path: "/status/{chargeId}",
    tags,
    summary: "L'état d'une facture crypto et de sa commande, demandé au prestataire",
    request: { params: z.object({ chargeId: z.string() }) },
    responses: { 200: json(cryptoStatus, "L'état du paiement."), ...refusals(404) },
  }),
  return: apiRoute({
    method: "get",
    path: "/return/{orderId}",
    tags,
    summary: "Retour depuis la page du prestataire : redirige vers la page de succès (ou de paiement)",
    request: { params: z.object({ orderId: z.string() }) },
    responses: { 302: { description: "Vers la page de succès de la boutique, ou vers /crypto-payment." } },
  }),
  webhook: webhookRoute(tags, "BTCPay-Sig", SETTLE_OUTCOMES),
  simulatedInvoice: apiRoute({
    method: "get",
    path: "/simulated/{invoiceId}",
    tags: ["Démonstration"],
    summary: "La facture du simulateur crypto, telle que sa page la montre",
    request: { params: invoiceId },
    responses: { 200: json(simulatedInvoice, "La facture."), ...refusals(404) },
  }),
  simulatedPay: apiRoute({
    method: "post",
    path: "/simulated/{invoiceId}/pay",
    tags: ["Démonstration"],
    summary: "Simulateur crypto : paie la facture (entièrement, en partie, en retard ou trop)",
    request: { params: invoiceId, ...jsonBody(simulatedPayBody) },
    responses: {
      200: json(
        simulatedInvoice.extend({ mode: z.enum(SIMULATED_MODES), outcomes: z.array(settleOutcome) }),
        "La facture après le paiement.",
      ),
      ...refusals(...BODY_REFUSALS, 404),
    },
  }),
};

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
  const app = apiRouter()
    .openapi(routes.currencies, (c) =>
      c.json(
        {
          currencies: CRYPTO_CURRENCIES.map(({ code, symbol, name }) => ({ code, symbol, name })),
          default: DEFAULT_CRYPTO_CURRENCY,
          expiration_minutes: CRYPTO_PAYMENT_MINUTES,
          provider: ctx.crypto.name,
        },
        200,
      ),
    )
    .openapi(routes.createCart, async (c) => {
      const body = c.req.valid("json");
      const currency = currencyOf(body.currency);
      const who = await payer(c, currentUser, ctx.trustProxy, crypto);
      const placed = await placeBasketOrder(
        ctx,
        basketCheckout({ ...body, shipping_address: body.shipping_address ?? {} }, who),
      );
      const created = await openCryptoInvoice(ctx, placed, currency, `Commande ${placed.order.reference}`);
      return c.json(invoiceBody(ctx, placed, currency, created), 200);
    })
    .openapi(routes.createPackage, async (c) => {
      const body = c.req.valid("json");
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
      return c.json(invoiceBody(ctx, placed, currency, created), 200);
    })
    .openapi(routes.status, async (c) => {
      const order = await cryptoOrderOf(ctx, c.req.valid("param").chargeId);
      const refreshed = await refreshCryptoInvoice(ctx, order);
      return c.json(cryptoStatusBody(refreshed.order, refreshed.invoice), 200);
    })
    .openapi(routes.return, async (c) => {
      // Where the provider's page sends the customer once paid: on to the shop's success page for this charge.
      const orderId = c.req.valid("param").orderId;
      const order = orderId.length <= 100 ? await findOrder(ctx.db, orderId) : null;
      if (order?.paymentMethod === "crypto" && order.providerSessionId) {
        return c.redirect(`${ctx.publicUrl}${successPath(order.providerSessionId)}`, 302);
      }
      return c.redirect(`${ctx.publicUrl}/crypto-payment`, 302);
    })
    .openapi(routes.webhook, async (c) => {
      if (c.req.valid("param").provider !== ctx.crypto.name) {
        throw new ApiError(404, "Aucun fournisseur de paiement crypto configuré à cette adresse.");
      }
      const rawBody = await c.req.text();
      try {
        const outcome = await receiveCryptoWebhook(ctx, rawBody, c.req.header("btcpay-sig"));
        return c.json({ received: true as const, outcome }, 200);
      } catch (err) {
        if (err instanceof WebhookSignatureError) throw new ApiError(400, `Webhook refusé : ${err.message}`);
        throw err;
      }
    });

  const withSimulator = (base: typeof app) => {
    const simulator = ctx.crypto as SimulatedCryptoProvider;
    const invoicePage = async (invoiceId: string) => {
      const view = await simulatedInvoiceView(ctx, invoiceId);
      if (!view) throw new ApiError(404, "Facture crypto introuvable.");
      return view;
    };
    return base
      .openapi(routes.simulatedInvoice, async (c) => c.json(await invoicePage(c.req.valid("param").invoiceId), 200))
      .openapi(routes.simulatedPay, async (c) => {
        const body = c.req.valid("json");
        const invoiceId = c.req.valid("param").invoiceId;
        const outcomes = await simulatePayment(ctx, simulator, invoiceId.slice(0, 100), body.mode, body.email);
        return c.json({ mode: body.mode, outcomes, ...(await invoicePage(invoiceId)) }, 200);
      });
  };
  // Typed with the simulator's routes either way: only the simulator's own pages call them.
  return ctx.crypto.name === "simulated" ? withSimulator(app) : (app as ReturnType<typeof withSimulator>);
}
