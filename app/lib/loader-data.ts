// What the screens receive from their loaders, named once for the components that show it. Each type is read from
// React Router's generated route types (`react-router typegen`, `.react-router/types`): a component follows its
// loader's answer as the page gets it, and app/ names no server type (ESLint forbids importing server/ from app/).
import type { AppLoadContext } from "react-router";
import type { Route as Root } from "../+types/root";
import type { Route as AdminAnalytics } from "../routes/admin/+types/analytics";
import type { Route as AdminLot } from "../routes/admin/+types/lot";
import type { Route as AdminOrder } from "../routes/admin/+types/order";
import type { Route as AdminOrders } from "../routes/admin/+types/orders";
import type { Route as AdminProductPage } from "../routes/admin/+types/product";
import type { Route as AdminProducts } from "../routes/admin/+types/products";
import type { Route as WellnessPage } from "../routes/+types/other-collection";
import type { Route as BasketPage } from "../routes/+types/basket";
import type { Route as OrderPage } from "../routes/+types/order";
import type { Route as HomePage } from "../routes/+types/home";

/** The services a loader is given (`context.services`): a loader's helper takes its parameters' types from them. */
export type PageServices = AppLoadContext["services"];

/** The public configuration every page gets from the root loader (nothing secret: see `publicConfig`). */
export type PublicConfig = Root.ComponentProps["loaderData"]["config"];

/** One order of the back office's list (`/admin/commandes`). */
export type BackOfficeOrderSummary = AdminOrders.ComponentProps["loaderData"]["orders"][number];
/** An order as the back office's order page shows it (`/admin/commandes/:reference`). */
export type BackOfficeOrder = AdminOrder.ComponentProps["loaderData"]["order"];

/** A lot as the back office shows and edits it (`/admin/lots/:id`, the lists of `/admin/lots`). */
export type LotView = AdminLot.ComponentProps["loaderData"]["lot"];
/** A customer who received a lot (the recall's list). */
export type LotRecipient = AdminLot.ComponentProps["loaderData"]["recipients"][number];
/** A lot as the storefront shows it: the wellness page's current lot, the honey page's lot of each format. */
export type PublicLotView = NonNullable<WellnessPage.ComponentProps["loaderData"]["lot"]>;

/** A product as the back office's editor loads it (`/admin/produits/:id`), without its regulatory block. */
export type AdminProduct = Omit<AdminProductPage.ComponentProps["loaderData"], "regulatory">;
/** One product of the back office's list (`/admin/produits`). */
export type AdminProductRow = AdminProducts.ComponentProps["loaderData"]["products"][number];

/** The analytics page's report (`/admin/analytique`): the period's figures, the previous one's, charts, rankings. */
export type AnalyticsReport = AdminAnalytics.ComponentProps["loaderData"];

/** The order page's withdrawal block: the window and the open declaration. */
export type WithdrawalState = NonNullable<OrderPage.ComponentProps["loaderData"]["withdrawal"]>;
/** A declared withdrawal, as the order's pages show it. */
export type WithdrawalView = NonNullable<WithdrawalState["request"]>;

/** A product page's regulatory information (the honey and the wellness pages). */
export type InformationView = NonNullable<WellnessPage.ComponentProps["loaderData"]["information"]>;

/** A review the home page shows. */
export type HomeReview = HomePage.ComponentProps["loaderData"]["reviews"][number];
/** The code the home page and the FAQ advertise; null when it is not active. */
export type AdvertisedCode = HomePage.ComponentProps["loaderData"]["faqOffers"]["code"];
/** A perfume pack the perfume pages and the basket advertise: so many perfumes for a price. */
export type AdvertisedPack = BasketPage.ComponentProps["loaderData"]["packs"][number];
