import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "#core/cart";
import type { ShippingAddress } from "#core/checkout";
import { DELIVERY_METHOD_NAMES, type OrderDeliveryMethod } from "#core/delivery-methods";
import { GIFT_MESSAGES, type GiftSnapshot } from "#core/gift";
import type { PickupPointSnapshot } from "#core/pickup-point";
import { centsToEuros, formatEuros } from "#core/money";
import { computeTotals, type ShippingCountry } from "#core/pricing";
import { orderVat } from "#core/vat";
import { DomainError } from "#server/lib/domain-error";
import { type PricedVariant, priceLines } from "#server/modules/catalog/service";
import { OutOfStockError, takeStocks } from "#server/modules/catalog/stock";
import type { Db } from "#server/db/client";
import {
  countOpenOrders,
  insertOrder,
  newReference,
  type NewOrder,
  type Order,
  type OpenOrdersHolder,
  setStockReservedOf,
} from "#server/modules/orders/service";
import {
  type Evaluation,
  evaluateCode,
  PromoUnavailableError,
  reserveUse,
  termsOf,
} from "#server/modules/promotions/service";
import {
  countryName,
  deliveryCost,
  deliveryTo,
  DIRECT_PURCHASE_DELIVERY,
  parcelWeight,
} from "#server/modules/shipping/quote";
import { clock, type ShopContext } from "./context";
import { refuseUninformedLines } from "./product-information";

/** How long a card payment session stays open; a crypto invoice gets its own window. */
export const CARD_PAYMENT_MINUTES = 30;

export interface PlaceOrderInput {
  lines: { id: string; quantity: number }[];
  promoCode: string | null;
  /** Null for a direct purchase: the payment page collects it. */
  address: ShippingAddress | null;
  /** Home when absent; pickup comes with its point, already checked (checkout.ts). */
  deliveryMethod?: OrderDeliveryMethod;
  /** The carrier's point the customer chose, already checked (checkout.ts); null or absent: not a pickup delivery. */
  pickupPoint?: PickupPointSnapshot | null;
  /** A gift (decision 112), already checked (checkout.ts); its wrapping is priced here, from the configuration. */
  gift?: GiftSnapshot | null;
  /** The wrapping's price the browser showed, if it sent one: another price refuses the order (409). */
  expectedWrappingCents?: number | null;
  /** The e-mail the confirmation goes to (the account's for a signed-in customer). */
  email: string | null;
  user: { id: string; email: string } | null;
  paymentMethod: "card" | "crypto";
  provider: string;
  /** What the browser showed; a different server total refuses the order instead of charging another amount. */
  expectedTotalCents?: number | null;
  paymentMinutes: number;
  /** A package bought directly: delivered free and named after it (the payment's metadata.package_name). */
  directPurchase?: boolean;
  /** The client's network address (see http/client-address.ts, pendingOrderAddress), for the limit of unpaid orders per address. */
  clientAddress?: string | null;
  /**
   * Opens the payment session inside the placing transaction (payment-session.ts, cardSessionInTransaction: only a
   * provider living in the shop's database); the order is written with the session's id and address.
   */
  openSessionIn?: (
    tx: Db,
    order: OrderDraft,
    lines: readonly PricedVariant[],
  ) => Promise<{ sessionId: string; url: string }>;
}

/** The order as it is about to be written: what a payment session opened with it needs. */
export type OrderDraft = Pick<
  Order,
  | "id"
  | "reference"
  | "shippingCents"
  | "discountCents"
  | "totalCents"
  | "email"
  | "packageName"
  | "shippingAddress"
  | "expiresAt"
  | "giftWrappingCents"
>;

export interface PlacedOrder {
  order: Order;
  lines: PricedVariant[];
}

const totalsBody = (t: Totals) => ({
  subtotal: centsToEuros(t.subtotalCents),
  discount_amount: centsToEuros(t.discountCents),
  shipping_cost: centsToEuros(t.shippingCents),
  free_shipping: t.freeShipping,
  final_total: centsToEuros(t.totalCents),
  subtotal_cents: t.subtotalCents,
  discount_cents: t.discountCents,
  shipping_cost_cents: t.shippingCents,
  final_total_cents: t.totalCents,
  gift_wrapping_cents: t.giftWrappingCents,
});

/** The basket's totals (core/pricing) with the gift wrapping added: total = goods − discount + shipping + wrapping. */
type Totals = ReturnType<typeof computeTotals> & { giftWrappingCents: number };
type ValidCode = Extract<Evaluation, { valid: true }>;

/**
 * Prices the basket from the catalogue, re-checks the code and computes delivery; then, in one transaction,
 * takes the stock of limited variants, holds one use of the code and writes the order with its snapshot.
 * Nothing the browser says about prices is used, except to refuse an order whose total changed.
 */
export async function placeOrder(ctx: ShopContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const lines = await orderableLines(ctx, input.lines);
  const promo = await checkedCode(ctx, input, lines);
  const route = deliveryRoute(ctx, input, lines);
  const totals = quotedTotals(ctx, input, lines, promo, route, wrappingPrice(ctx, input));
  const draft = orderDraft(ctx, input, lines, totals, promo, route);
  try {
    const order = await writeOrder(ctx, input, draft, promo);
    ctx.events?.orderPlaced(input.provider);
    return { order, lines };
  } catch (err) {
    throw refusalOf(err, lines);
  }
}

/** The basket priced from the catalogue: refused when empty, when an article is gone, uninformed or too many. */
async function orderableLines(ctx: ShopContext, requested: PlaceOrderInput["lines"]): Promise<PricedVariant[]> {
  if (requested.length === 0) throw new DomainError("invalid", "Votre panier est vide.");
  const priced = await priceLines(ctx.db, requested);
  if (priced.unknownIds.length > 0) {
    throw new DomainError(
      "conflict",
      `Cet article n'est plus disponible : ${priced.unknownIds.join(", ")}. Retirez-le de votre panier.`,
    );
  }
  const lines = priced.lines;
  await refuseUninformedLines(
    ctx,
    lines.map((line) => line.id),
  );
  const tooMany = lines.find((line) => line.quantity > MAX_LINE_QUANTITY);
  if (tooMany) {
    throw new DomainError(
      "invalid",
      `Vous pouvez commander au plus ${MAX_LINE_QUANTITY} exemplaires de « ${tooMany.name} » : réduisez la quantité.`,
      { field: "items" },
    );
  }
  return lines;
}

/** The code checked again for these lines and this customer; null without a code, refused (409) when it does not apply. */
async function checkedCode(
  ctx: ShopContext,
  input: PlaceOrderInput,
  lines: PricedVariant[],
): Promise<ValidCode | null> {
  if (!input.promoCode) return null;
  const customer = { userId: input.user?.id ?? null, email: input.email };
  const promo = await evaluateCode(ctx.db, { code: input.promoCode, lines, customer, now: clock(ctx) });
  if (!promo.valid) throw new DomainError("conflict", promo.message);
  return promo;
}

/**
 * The parcel's route: method, country and weight (lines and packaging); refused when the method is not offered
 * there or not for a parcel this heavy (decision 109).
 */
function deliveryRoute(ctx: ShopContext, input: PlaceOrderInput, lines: PricedVariant[]) {
  const route = {
    method: input.deliveryMethod ?? "home",
    country: input.gift?.recipient?.country ?? input.address?.country ?? ("France" as ShippingCountry),
    parcelGrams: parcelWeight(lines, ctx.packagingGrams),
  };
  if (!input.directPurchase && !deliveryCost(ctx.rates, route, 0, false).available) {
    throw new DomainError(
      "invalid",
      route.method === "home"
        ? "Ce colis est trop lourd pour être livré à cette adresse : réduisez les quantités ou contactez-nous."
        : `La ${DELIVERY_METHOD_NAMES[route.method].toLowerCase()} n'est pas proposée vers ${countryName(route.country)} pour ce colis : choisissez la livraison à domicile.`,
      { field: "delivery_method" },
    );
  }
  return route;
}

/** The gift wrapping's price, from the configuration alone; refused when asked and not offered. */
function wrappingPrice(ctx: ShopContext, input: PlaceOrderInput): number {
  if (!input.gift?.wrapping) return 0;
  const price = ctx.giftWrappingCents ?? 0;
  if (price <= 0) throw new DomainError("invalid", GIFT_MESSAGES.wrappingUnavailable, { field: "gift.wrapping" });
  return price;
}

/**
 * The server's totals with delivery and wrapping; refused (409, with the totals) when the browser showed another
 * total or another wrapping price.
 */
function quotedTotals(
  ctx: ShopContext,
  input: PlaceOrderInput,
  lines: PricedVariant[],
  promo: ValidCode | null,
  route: ReturnType<typeof deliveryRoute>,
  wrappingCents: number,
): Totals {
  const basket = computeTotals({
    lines,
    terms: promo ? termsOf(promo.promo) : null,
    delivery: input.directPurchase ? DIRECT_PURCHASE_DELIVERY : deliveryTo(ctx.rates, route),
  });
  const totals = { ...basket, giftWrappingCents: wrappingCents, totalCents: basket.totalCents + wrappingCents };
  if (
    wrappingCents > 0 &&
    input.expectedWrappingCents !== undefined &&
    input.expectedWrappingCents !== null &&
    input.expectedWrappingCents !== wrappingCents
  ) {
    throw new DomainError(
      "conflict",
      `Le prix de l'emballage cadeau a changé : il est de ${formatEuros(wrappingCents)} et non de ${formatEuros(input.expectedWrappingCents)}. Vérifiez votre commande puis validez à nouveau.`,
      totalsBody(totals),
    );
  }
  if (
    input.expectedTotalCents !== undefined &&
    input.expectedTotalCents !== null &&
    input.expectedTotalCents !== totals.totalCents
  ) {
    throw new DomainError(
      "conflict",
      `Le montant de votre commande a changé : le total est de ${formatEuros(totals.totalCents)} et non de ${formatEuros(input.expectedTotalCents)}. Vérifiez votre panier puis validez à nouveau.`,
      totalsBody(totals),
    );
  }
  return totals;
}

/** The order about to be written: its row, its lines with their VAT, and what the code's reservation needs. */
interface Draft {
  row: NewOrder & OrderDraft;
  lines: PricedVariant[];
  lineRows: Parameters<typeof insertOrder>[2];
  discountCents: number;
  now: Date;
  addressHash: string | null;
}

function orderDraft(
  ctx: ShopContext,
  input: PlaceOrderInput,
  lines: PricedVariant[],
  totals: Totals,
  promo: ValidCode | null,
  route: ReturnType<typeof deliveryRoute>,
): Draft {
  const vat = orderVat({
    lines: lines.map((line) => ({ lineTotalCents: line.unitPriceCents * line.quantity, vatRateBp: line.vatRateBp })),
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    wrappingCents: totals.giftWrappingCents,
  });
  const now = clock(ctx);
  const addressHash = input.clientAddress ? createHash("sha256").update(input.clientAddress).digest("hex") : null;
  const row: NewOrder & OrderDraft = {
    id: randomUUID(),
    reference: newReference(),
    status: "pending_payment",
    userId: input.user?.id ?? null,
    email: input.email,
    shippingAddress: input.address,
    deliveryMethod: route.method,
    pickupPoint: input.pickupPoint ?? null,
    parcelWeightGrams: route.parcelGrams,
    paymentMethod: input.paymentMethod,
    provider: input.provider,
    providerSessionId: null,
    paymentUrl: null,
    packageName: input.directPurchase ? (lines[0]?.name ?? null) : null,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    promoCode: promo ? promo.promo.code : null,
    promoName: promo ? promo.promo.name : null,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    currency: "eur",
    createdAt: now,
    expiresAt: new Date(now.getTime() + input.paymentMinutes * 60_000),
    testMode: input.provider === "simulated",
    clientAddressHash: addressHash,
    shippingVat: vat.shipping.length > 0 ? vat.shipping : null,
    gift: input.gift ?? null,
    giftWrappingCents: totals.giftWrappingCents,
    giftWrappingVat: vat.wrapping.length > 0 ? vat.wrapping : null,
  };
  const lineRows = lines.map((line, position) => ({
    position,
    variantId: line.id,
    name: line.name,
    image: line.image,
    category: line.category,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    lineTotalCents: line.unitPriceCents * line.quantity,
    stockReserved: reservedAtPricing(line),
    vatRateBp: line.vatRateBp,
    discountShareCents: vat.lines[position]!.discountCents,
    baseCents: vat.lines[position]!.baseCents,
    vatCents: vat.lines[position]!.vatCents,
  }));
  return { row, lines, lineRows, discountCents: totals.discountCents, now, addressHash };
}

/** Written with the lines, before the stock is taken: a variant limited or unlimited since pricing is corrected below. */
const reservedAtPricing = (line: PricedVariant) => (line.stock === null ? 0 : line.quantity);

/**
 * One transaction: the limits of unpaid orders, the payment session when it lives in the shop's database, the order
 * with its lines, then the hot rows (a variant's stock, a code's counter), so their locks are held only until the
 * commit.
 */
async function writeOrder(ctx: ShopContext, input: PlaceOrderInput, draft: Draft, promo: ValidCode | null) {
  const { row, lines } = draft;
  return ctx.db.transaction(async (tx) => {
    await checkPendingLimits(tx, ctx, draft.now, {
      userId: input.user?.id ?? null,
      email: input.email,
      addressHash: draft.addressHash,
    });
    const session = input.openSessionIn ? await input.openSessionIn(tx, row, lines) : null;
    const created = await insertOrder(
      tx,
      { ...row, providerSessionId: session?.sessionId ?? null, paymentUrl: session?.url ?? null },
      draft.lineRows,
    );
    const taken = await takeStocks(tx, lines);
    for (const line of lines) {
      const units = taken.get(line.id) ?? 0;
      if (units !== reservedAtPricing(line)) await setStockReservedOf(tx, row.id, line.id, units);
    }
    if (promo) {
      await reserveUse(tx, {
        code: promo.promo.code,
        orderId: row.id,
        customerEmail: input.email ?? `commande-${row.id}`,
        userId: input.user?.id ?? null,
        discountCents: draft.discountCents,
      });
    }
    return created;
  });
}

/** A stock or a code that ran out while the order was written, as the customer reads it (409). */
function refusalOf(err: unknown, lines: PricedVariant[]): unknown {
  if (err instanceof OutOfStockError) {
    const name = lines.find((l) => l.id === err.variantId)?.name ?? err.variantId;
    return new DomainError(
      "conflict",
      err.left > 0
        ? `Stock insuffisant pour « ${name} » : il en reste ${err.left}. Réduisez la quantité pour commander.`
        : `« ${name} » est épuisé. Retirez-le de votre panier pour commander.`,
    );
  }
  if (err instanceof PromoUnavailableError) return new DomainError("conflict", err.message);
  return err;
}

/** Namespace of the advisory locks that serialise the orders of one client key (first half of the lock's key). */
const PENDING_LOCK_NAMESPACE = 7401;

const ordersWord = (n: number) => (n === 1 ? "une commande" : `${n} commandes`);

/**
 * At most `holdLimits` unpaid orders at once per account, per e-mail and per client address, so that nobody holds
 * stock and code uses without paying. Each key is locked for the rest of the transaction (an advisory lock, so it
 * holds across instances on one PostgreSQL) before it is counted: parallel checkouts of one client queue up
 * instead of all reading the same count.
 */
async function checkPendingLimits(
  tx: Db,
  ctx: ShopContext,
  now: Date,
  client: { userId: string | null; email: string | null; addressHash: string | null },
) {
  const { pendingOrders, pendingOrdersPerAddress } = ctx.holdLimits;
  const waitMessage = "finalisez-en une ou attendez leur expiration (30 minutes au plus).";
  const keys: { key: string; holder: OpenOrdersHolder; limit: number; message: string }[] = [];
  const own = `Vous avez déjà ${ordersWord(pendingOrders)} en attente de paiement : ${waitMessage}`;
  if (client.userId) {
    keys.push({
      key: `compte:${client.userId}`,
      holder: { userId: client.userId },
      limit: pendingOrders,
      message: own,
    });
  }
  if (client.email) {
    keys.push({
      key: `e-mail:${client.email}`,
      holder: { email: client.email },
      limit: pendingOrders,
      message: own,
    });
  }
  if (client.addressHash) {
    keys.push({
      key: `adresse:${client.addressHash}`,
      holder: { clientAddressHash: client.addressHash },
      limit: pendingOrdersPerAddress,
      message: `Trop de commandes en attente de paiement depuis votre connexion (${pendingOrdersPerAddress} au plus) : ${waitMessage}`,
    });
  }
  if (keys.length === 0) return;
  // Always the same order of locks, so two checkouts sharing keys cannot deadlock: one statement takes them all, in
  // that order (the lock function runs after the sort).
  keys.sort((a, b) => a.key.localeCompare(b.key));
  const ordered = sql.join(
    keys.map(({ key }, position) => sql`(${key}::text, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PENDING_LOCK_NAMESPACE}, hashtext(k)) from (values ${ordered}) as keys(k, n) order by n`,
  );
  // Counted by the next statement, which sees every order committed by whoever held a lock before us.
  const open = await countOpenOrders(
    tx,
    keys.map((k) => k.holder),
    now,
  );
  const exceeded = keys.find((k, i) => open[i]! >= k.limit);
  if (exceeded) throw new DomainError("too-many-requests", exceeded.message);
}
