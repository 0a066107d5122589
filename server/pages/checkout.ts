// Paying: the direct-purchase packages, the simulated card and crypto pages, the cancelled payment's basket and the
// crypto payment page's order (spec §2).
import { DIRECT_PURCHASE_IDS } from "#server/modules/catalog/direct-purchase";
import { type LineRequest, priceLines } from "#server/modules/catalog/service";
import { cryptoItemsOrder, cryptoPackageOrder, directPurchaseView } from "#server/modules/catalog/views";
import { findOrder, linesOf } from "#server/modules/orders/service";
import type { SimulatedCardProvider } from "#server/modules/payments/simulated-card";
import { simulatedInvoiceView } from "#server/workflows/crypto-status";
import type { PageContext } from "./context";

export function paymentServices({ db, shop, products }: PageContext) {
  return {
    cardProvider: shop.card.name,
    /** The packages of /paiement, in the spec's order. */
    directPurchasePackages: async () => {
      const packages = await products("package");
      return directPurchaseView(
        ["parfum_homme", "miel_sumur", "parfum_femme"].flatMap((id) => {
          const found = packages.find((p) => p.id === id);
          return found ? [found] : [];
        }),
      );
    },
    /** The simulated payment page's session, with what it shows; null if unknown or not simulated. */
    simulatedSession: async (sessionId: string) => {
      if (shop.card.name !== "simulated") return null;
      const session = await (shop.card as SimulatedCardProvider).find(sessionId);
      if (!session) return null;
      const open = session.status === "open" && session.expiresAt > new Date();
      return {
        id: session.id,
        open,
        amountCents: session.amountCents,
        currency: session.currency,
        lines: session.lines,
        customerEmail: session.customerEmail,
        collectAddress: session.collectAddress,
        cancelUrl: session.cancelUrl.replace("{CHECKOUT_SESSION_ID}", session.id),
        expiresAt: session.expiresAt.toISOString(),
      };
    },
    /**
     * An unpaid order's lines, promo code and delivery country, so the cancel page can put them back in the basket
     * as they were.
     */
    unpaidOrder: async (orderId: string) => {
      const order = await findOrder(db, orderId);
      if (!order || order.status === "paid") return { lines: [], promoCode: null, country: null };
      const lines = (await linesOf(db, order.id)).map((l) => ({
        id: l.variantId,
        name: l.name,
        price: l.unitPriceCents,
        quantity: l.quantity,
        image: l.image,
      }));
      return { lines, promoCode: order.promoCode, country: order.shippingAddress?.country ?? null };
    },
  };
}

export function cryptoServices({ db, shop, products }: PageContext) {
  return {
    /**
     * The crypto payment page's order for what its address asks (spec §2: a package or articles, priced by the
     * catalogue; null when unusable), and the link's own total when it differs from the shop's (said, never charged).
     */
    paymentPage: async (query: {
      requested: boolean;
      packageId: string | null;
      items: LineRequest[] | null;
      totalCents: number | null;
    }) => {
      let order: ReturnType<typeof cryptoPackageOrder> | ReturnType<typeof cryptoItemsOrder> = null;
      if (query.packageId && (DIRECT_PURCHASE_IDS as readonly string[]).includes(query.packageId)) {
        const packages = await products("package");
        order = cryptoPackageOrder(packages.find((p) => p.id === query.packageId));
      } else if (query.items) {
        order = cryptoItemsOrder(await priceLines(db, query.items));
      }
      const shownTotal = order?.kind === "package" ? order.totalCents : null;
      return {
        order,
        requested: query.requested,
        linkTotalCents:
          query.totalCents !== null && shownTotal !== null && query.totalCents !== shownTotal ? query.totalCents : null,
        simulated: shop.crypto.name === "simulated",
      };
    },
    /** The simulated crypto invoice page's data (`GET /api/crypto/simulated/:id`); null if unknown or not simulated. */
    simulatedInvoice: (invoiceId: string) =>
      invoiceId.length > 100 ? Promise.resolve(null) : simulatedInvoiceView(shop, invoiceId),
  };
}
