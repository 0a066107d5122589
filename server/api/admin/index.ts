// The back office's calls, under /api/admin (docs/decisions/024-back-office-access.md). Each router checks the
// administrator itself (requireAdmin), besides the gate in front of the app.
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import { apiRouter } from "../contract";
import type { ShopContext } from "#server/workflows/context";
import { analyticsRoutes } from "./analytics";
import { bulkShippingLabelRoutes } from "./bulk-shipping-labels";
import { auditRoutes } from "./audit";
import type { MediaStore } from "#server/modules/media/media-files";
import { invoiceAdminRoutes } from "./invoices";
import { orderAdminRoutes } from "./orders";
import { packingSlipRoutes } from "./packing-slips";
import { lotAdminRoutes } from "./lots";
import { productPhotoRoutes } from "./product-photos";
import { productAdminRoutes } from "./products";
import { productInformationRoutes } from "./product-information";
import { secondFactorRoutes } from "./second-factor";
import { shippingLabelRoutes } from "./shipping-labels";
import { shopIdentityRoutes } from "./shop-identity";

export function adminRoutes(deps: {
  accounts: AccountsContext;
  auth: AuthOptions;
  shopName: string;
  shop: ShopContext;
  media: MediaStore;
}) {
  const { accounts, auth } = deps;
  return apiRouter()
    .route("/second-factor", secondFactorRoutes(accounts, auth))
    .route("/audit", auditRoutes(accounts, auth))
    .route("/orders", orderAdminRoutes(accounts, auth, deps.shop))
    .route("/", packingSlipRoutes(accounts, auth, deps.shop))
    .route("/orders", shippingLabelRoutes(accounts, auth, deps.shop))
    .route("/", bulkShippingLabelRoutes(accounts, auth, deps.shop))
    .route("/products", productAdminRoutes(accounts, auth, deps.shop))
    .route("/products", productInformationRoutes(accounts, auth, deps.shop))
    .route(
      "/analytics",
      analyticsRoutes(accounts, auth, {
        // Demonstration mode (simulated payments): its test orders are the figures (decision 089).
        includeTestOrders: deps.shop.card.name === "simulated" || deps.shop.crypto.name === "simulated",
      }),
    )
    .route("/invoices", invoiceAdminRoutes(accounts, auth))
    .route(
      "/products",
      productPhotoRoutes(accounts, auth, { db: deps.shop.db, logger: deps.shop.logger, media: deps.media }),
    )
    .route("/lots", lotAdminRoutes(accounts, auth, { ...deps.shop, media: deps.media }))
    .route("/shop-identity", shopIdentityRoutes(accounts, auth, deps.shop));
}
