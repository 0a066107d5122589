// The loaders' door: what React Router's loaders and actions may call through the load context
// (`context.services`), built once per app. Beside server/api, it calls workflows and modules, never a route.
import { publicConfig } from "#server/env";
import { accountServices } from "./accounts";
import { accountSettingsServices } from "./account-settings";
import { createAdminCatalogServices } from "./admin-catalog";
import { createAdminOrderServices } from "./admin-orders";
import { createAdminPhotoServices } from "./admin-photos";
import { createAdminPromoServices } from "./admin-promo";
import { createAnalyticsServices } from "./analytics";
import { adminDashboardServices, adminServices, adminUserServices } from "./back-office";
import { catalogueServices } from "./catalogue";
import { cryptoServices, paymentServices } from "./checkout";
import { createPageContext, type PageDeps } from "./context";
import { createDeliveryServices } from "./delivery";
import { createLotServices } from "./lots";
import { createNewsletterServices } from "./newsletter";
import { orderServices } from "./orders";
import { createProductInformationServices } from "./product-information";
import { productPageServices } from "./product-pages";
import { createReviewServices } from "./reviews";
import { createShopIdentityServices } from "./shop-identity";
import { stockAlertServices } from "./stock-alerts";

/** What the pages' loaders may call, through React Router's load context. */
export function createServices(deps: PageDeps) {
  const ctx = createPageContext(deps);
  const { db, env, shop, cached, adminOf: requireAdmin, demoMode } = ctx;
  const lots = createLotServices({ db, env, shop, requireAdmin });

  return {
    config: publicConfig(env),
    admin: adminServices(ctx),
    adminUsers: adminUserServices({ db, requireAdmin, demoMode }),
    adminDashboard: adminDashboardServices({ db, requireAdmin, demoMode }),
    adminPromo: createAdminPromoServices({ db, requireAdmin }),
    adminOrders: createAdminOrderServices({ db, requireAdmin, shop }),
    adminPhotos: createAdminPhotoServices({ db, env, logger: shop.logger, requireAdmin }),
    adminCatalog: createAdminCatalogServices({ db, requireAdmin }),
    analytics: createAnalyticsServices({ db, requireAdmin, demoMode }),
    /** Regulatory information (decision 084): the product pages' section, the back office's form and list. */
    productInformation: createProductInformationServices({ shop, requireAdmin, cached }),
    /** The company behind the shop (decision 093): the legal pages' details, the back office's form. */
    shopIdentity: createShopIdentityServices({ shop, requireAdmin }),
    /** Lots (decision 038): `lots.admin` for the back office, `lots.publicLot` / `lots.currentLot` for the shop. */
    lots: {
      ...lots,
      currentLot: (productId: string) => cached(`lot:${productId}`, () => lots.currentLot(productId)),
      formatLots: (productId: string) => cached(`lots:${productId}`, () => lots.formatLots(productId)),
    },
    catalog: { ...catalogueServices(ctx), ...productPageServices(ctx) },
    promotions: {
      /** The advertised code and perfume packs, for the texts that name them (home, FAQ, perfume pages, basket). */
      offers: ctx.offers,
    },
    /** The estimated delivery date of a home delivery (decision 100), per country. */
    delivery: createDeliveryServices({ env }),
    orders: orderServices(ctx),
    payments: paymentServices(ctx),
    crypto: cryptoServices(ctx),
    accounts: accountServices(ctx),
    /** The account page's forms (decision 113): address book, password, e-mail, a customer's cancellation. */
    account: accountSettingsServices(ctx),
    /** Customers' reviews (decision 110): the page of an invitation's link, the back office's moderation. */
    reviews: createReviewServices({ shop, requireAdmin }),
    /** The newsletter (decision 115): sign-up, confirmation, unsubscribe, and the back office's newsletters. */
    newsletter: createNewsletterServices({ shop, requireAdmin }),
    /** Back-in-stock alerts (decision 111): « Me prévenir », the mails' links, the back office's counts. */
    stockAlerts: stockAlertServices(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** Logs a page's error through the server's logger (redacted), instead of the console. */
    logError: (err: unknown) => void;
    /** The client's address as the API's per-client limits read it (`TRUST_PROXY`). */
    clientAddress: string;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts of server rendering. */
    cspNonce: string | undefined;
  }
}
