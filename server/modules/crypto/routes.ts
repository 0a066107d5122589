import type { Context } from "hono";
import { Hono } from "hono";
import QRCode from "qrcode";
import { z } from "zod";
import { validateGuestEmail, validateShippingAddress } from "../../../core/checkout";
import {
  CRYPTO_CURRENCIES,
  CRYPTO_PAYMENT_MINUTES,
  type CryptoCurrency,
  cryptoCodesText,
  DEFAULT_CRYPTO_CURRENCY,
  eurCentsToUsd,
  findCryptoCurrency,
  fromUnits,
  paymentUri,
} from "../../../core/crypto";
import { ApiError } from "../../http/errors";
import { parseJsonBody } from "../../http/validate";
import { clock, type ShopContext } from "../../workflows/context";
import { type PlacedOrder, placeOrder } from "../../workflows/place-order";
import { releaseOrder } from "../../workflows/settle-payment";
import type { User } from "../accounts/service";
import { findOrder, findOrderBySession, type Order, setOrderFields } from "../orders/service";
import { cartCheckoutBody, DIRECT_PURCHASE_IDS, placeBasketOrder } from "../payments/routes";
import { WebhookSignatureError } from "./provider";
import { receiveCryptoWebhook, refreshCryptoInvoice } from "./settle";
import { SIMULATED_MODES, simulatePayment } from "./simulate";
import { amountsOf, effectiveStatus, type SimulatedCryptoProvider } from "./simulated";

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

const PROVIDER_FAILED =
  "Erreur lors de la création du paiement crypto. Aucun montant n'a été débité ; veuillez réessayer.";

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

/** The success page of the shop for an invoice: the same page as for cards, keyed by the charge id. */
export const successPath = (invoiceId: string) => `/paiement/succes?session_id=${encodeURIComponent(invoiceId)}`;

/** What the crypto page shows of the order's state (spec §2): pending, paid, expired, or review by the shop. */
export function cryptoStatus(order: Order): "pending" | "paid" | "expired" | "review" {
  if (order.status === "paid") return "paid";
  // An under-paid or invalid invoice: the administrator was told, the customer is told to wait for the shop.
  if (order.attention) return "review";
  return order.status === "pending_payment" ? "pending" : "expired";
}

/** Opens the provider's invoice for a placed order; if that fails the order is released at once (like cards). */
async function openInvoice(ctx: ShopContext, placed: PlacedOrder, currency: CryptoCurrency, description: string) {
  const { order } = placed;
  try {
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
    await setOrderFields(ctx.db, order.id, { providerSessionId: created.invoiceId, paymentUrl: created.hostedUrl });
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
  } catch (err) {
    ctx.logger.error({ err, orderId: order.id }, "la facture crypto n'a pas pu être créée");
    await releaseOrder(ctx, { orderId: order.id, status: "failed" });
    throw new ApiError(502, PROVIDER_FAILED);
  }
}

async function cryptoOrderOf(ctx: ShopContext, chargeId: string): Promise<Order> {
  const order = chargeId.length <= 200 ? await findOrderBySession(ctx.db, chargeId) : null;
  if (!order || order.paymentMethod !== "crypto") throw new ApiError(404, "Paiement crypto introuvable.");
  return order;
}

function statusBody(order: Order, invoice: { status: string; additionalStatus: string } | null) {
  const paid = order.status === "paid";
  return {
    status: cryptoStatus(order),
    order_status: order.status,
    reference: order.reference,
    charge_id: order.providerSessionId,
    expires_at: order.expiresAt.toISOString(),
    paid,
    redirect_url: paid && order.providerSessionId ? successPath(order.providerSessionId) : null,
    invoice_status: invoice?.status ?? null,
    additional_status: invoice?.additionalStatus ?? null,
  };
}

/** What the simulated invoice page shows (and its API answers): the order refreshed, amounts, address, QR code. */
export async function simulatedInvoiceView(ctx: ShopContext, invoiceId: string) {
  if (ctx.crypto.name !== "simulated") return null;
  const simulator = ctx.crypto as SimulatedCryptoProvider;
  const row = invoiceId.length <= 100 ? await simulator.find(invoiceId) : null;
  const order = row ? await findOrder(ctx.db, row.orderId) : null;
  if (!row || !order) return null;
  const refreshed = await refreshCryptoInvoice(ctx, order);
  const fresh = (await simulator.find(row.id))!;
  const currency = findCryptoCurrency(fresh.currency)!;
  const { decimals, amount, paid, due } = amountsOf(fresh);
  const dueText = fromUnits(due > 0n ? due : 0n, decimals);
  const uri = paymentUri(currency, fresh.address, dueText);
  const invoiceStatus = effectiveStatus(fresh, clock(ctx));
  return {
    // The order's state first (status, paid, redirect_url…), then the invoice's own fields.
    ...statusBody(refreshed.order, { status: invoiceStatus, additionalStatus: fresh.additionalStatus }),
    invoice_id: fresh.id,
    charge_id: fresh.id,
    reference: fresh.reference,
    description: fresh.description,
    amount: eurCentsToUsd(fresh.amountCents, ctx.crypto.rates.USD ?? "1"),
    amount_eur_cents: fresh.amountCents,
    currency: currency.code,
    currency_symbol: currency.symbol,
    currency_name: currency.name,
    rate: fresh.rate,
    crypto_amount: fromUnits(amount, decimals),
    paid_amount: fromUnits(paid, decimals),
    due_amount: dueText,
    address: fresh.address,
    payment_uri: uri,
    qr_svg: await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 }),
    created_at: fresh.createdAt.toISOString(),
    expires_at: fresh.expiresAt.toISOString(),
    invoice_status: invoiceStatus,
    additional_status: fresh.additionalStatus,
    /** Full, partial and over-payments are possible while the invoice is open. */
    payable: invoiceStatus === "New" && due > 0n,
    /** A late payment is possible while nothing settled it. */
    late_payable: (invoiceStatus === "New" || invoiceStatus === "Expired") && due > 0n,
  };
}

export type SimulatedInvoiceView = NonNullable<Awaited<ReturnType<typeof simulatedInvoiceView>>>;

export function cryptoRoutes(ctx: ShopContext, currentUser: (c: Context) => Promise<User | null>) {
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
      const placed = await placeBasketOrder(ctx, {
        body: { ...body, shipping_address: body.shipping_address ?? {} },
        user: await currentUser(c),
        paymentMethod: "crypto",
        provider: ctx.crypto.name,
        paymentMinutes: CRYPTO_PAYMENT_MINUTES,
      });
      return c.json(await openInvoice(ctx, placed, currency, `Commande ${placed.order.reference}`));
    })
    .post("/create", async (c) => {
      const body = await parseJsonBody(c, packageBody);
      const currency = currencyOf(body.currency);
      const user = await currentUser(c);
      let address = null;
      if (body.shipping_address) {
        const checked = validateShippingAddress(body.shipping_address);
        if (!checked.ok) {
          const [field, message] = Object.entries(checked.errors)[0]!;
          throw new ApiError(400, message, { field, errors: checked.errors });
        }
        address = checked.address;
      }
      let email = user?.email ?? null;
      if (!user) {
        const guest = (body.guest_email ?? address?.email ?? "").trim();
        if (guest) {
          const problem = validateGuestEmail(guest);
          if (problem) throw new ApiError(400, problem, { field: "guest_email", errors: { guest_email: problem } });
          email = guest.toLowerCase();
        }
      }
      const placed = await placeOrder(ctx, {
        lines: [{ id: body.package_id, quantity: 1 }],
        promoCode: null,
        address,
        email,
        user: user ? { id: user.id, email: user.email } : null,
        paymentMethod: "crypto",
        provider: ctx.crypto.name,
        paymentMinutes: CRYPTO_PAYMENT_MINUTES,
        directPurchase: true,
      });
      return c.json(await openInvoice(ctx, placed, currency, placed.order.packageName ?? placed.lines[0]!.name));
    })
    .get("/status/:chargeId", async (c) => {
      const order = await cryptoOrderOf(ctx, c.req.param("chargeId"));
      const refreshed = await refreshCryptoInvoice(ctx, order);
      return c.json(statusBody(refreshed.order, refreshed.invoice));
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
