import { deferredSection } from "#app/components/deferred-section";

// The product pages' sections whose scripts come later (decision 121): one definition for the honey, perfume and
// Shilajit pages. A name is one section of a page.

/** Without behaviour: the server's HTML stays until another page must render them. */
export const Breadcrumb = deferredSection(
  "breadcrumb",
  () => import("#app/components/breadcrumb").then((m) => m.Breadcrumb),
  "navigation",
);
export const ProductHeading = deferredSection(
  "heading",
  () => import("#app/components/product-heading").then((m) => m.ProductHeading),
  "navigation",
);
export const ProductReassurance = deferredSection(
  "reassurance",
  () => import("#app/components/product-reassurance").then((m) => m.ProductReassurance),
  "navigation",
);

/** Below the purchase: their scripts come when they near the screen. */
export const ProductInformation = deferredSection("information", () =>
  import("#app/components/product-information").then((m) => m.ProductInformation),
);
export const StockAlertForm = deferredSection("stock-alert", () =>
  import("#app/components/stock-alert/stock-alert-form").then((m) => m.StockAlertForm),
);
export const ProductReviews = deferredSection("reviews", () =>
  import("#app/components/product-reviews").then((m) => m.ProductReviews),
);
export const RelatedProducts = deferredSection("related", () =>
  import("#app/components/related-products").then((m) => m.RelatedProducts),
);
