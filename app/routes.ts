import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/** A screen at two addresses: its own (route id `id`) and an alias (`<id>-alias`). */
const aliased = (id: string, file: string, path: string, alias: string) => [
  route(path, file, { id }),
  route(alias, file, { id: `${id}-alias` }),
];

// One line per screen of the spec, added as each screen is built.
export default [
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The back office: its own frame; the gate in front of the app (server/http/admin-gate.ts) lets in only
  // administrators who passed the second factor (the verification page: administrators before it).
  route("admin/verification", "routes/admin/verification.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/journal", "routes/admin/journal.tsx"),
    route("admin/identite", "routes/admin/identity.tsx"),
    // Customers' reviews waiting for moderation (decision 110).
    route("admin/avis", "routes/admin/reviews.tsx"),
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/users/:id", "routes/admin/user.tsx"),
    route("admin/promo-codes", "routes/admin/promo-codes.tsx"),
    route("promo-manager", "routes/promo-manager.tsx"),
    route("admin/commandes", "routes/admin/orders.tsx"),
    route("admin/commandes/:reference", "routes/admin/order.tsx"),
    route("admin/produits", "routes/admin/products.tsx"),
    route("admin/produits/:id", "routes/admin/product.tsx"),
    ...aliased("analytics", "routes/admin/analytics.tsx", "analytics", "admin/analytique"),
    route("admin/produits/:id/photos", "routes/admin/product-photos.tsx"),
    route("admin/alertes-stock", "routes/admin/stock-alerts.tsx"),
    // Lots and recall (decision 038).
    route("admin/lots", "routes/admin/lots.tsx"),
    route("admin/lots/nouveau", "routes/admin/lot-new.tsx"),
    route("admin/lots/:id", "routes/admin/lot.tsx"),
    // The newsletter (decision 115).
    route("admin/lettres", "routes/admin/newsletters.tsx"),
    route("admin/lettres/:id", "routes/admin/newsletter.tsx"),
  ]),
  route("admin/lots/:id/etiquette", "routes/admin/lot-label.tsx"),
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("catalogue", "routes/catalogue.tsx"),
    route("miels-collection", "routes/honey-collection.tsx"),
    route("miel/:id", "routes/honey.tsx"),
    // One screen for the two perfume lines, which its loader tells apart by the address.
    route("parfums-homme", "routes/perfume-line.tsx", { id: "perfumes-men" }),
    route("parfums-femme", "routes/perfume-line.tsx", { id: "perfumes-women" }),
    route("parfum/:id", "routes/perfume.tsx"),
    route("autres-collection", "routes/other-collection.tsx"),
    route("articles", "routes/articles.tsx"),
    ...aliased("basket", "routes/basket.tsx", "panier", "cart"),
    ...aliased("auth", "routes/auth.tsx", "connexion", "login"),
    ...aliased("profile", "routes/profile.tsx", "profil", "profile"),
    // The account page's own pages (decision 113).
    route("profil/adresses", "routes/profile-addresses.tsx"),
    route("profil/securite", "routes/profile-security.tsx"),
    route("profil/confirmer-email", "routes/confirm-email-change.tsx"),
    route("profil/favoris", "routes/favourites.tsx"),
    route("verify-email", "routes/verify-email.tsx"),
    route("mot-de-passe-oublie", "routes/forgot-password.tsx"),
    route("reinitialiser-mot-de-passe", "routes/reset-password.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("paiement", "routes/payment.tsx"),
    route("paiement/succes", "routes/payment-success.tsx"),
    route("paiement/annule", "routes/payment-cancelled.tsx"),
    route("paiement-simule/:sessionId", "routes/card-simulator.tsx"),
    route("commandes/:reference", "routes/order.tsx"),
    route("commandes/:reference/retractation", "routes/order-withdrawal.tsx"),
    route("crypto-payment", "routes/crypto-payment.tsx"),
    route("crypto-simule/:invoiceId", "routes/crypto-simulator.tsx"),
    route("mentions-legales", "routes/legal-notice.tsx"),
    route("cgv", "routes/terms-of-sale.tsx"),
    route("confidentialite", "routes/privacy.tsx"),
    route("cookies", "routes/cookies.tsx"),
    route("lot/:code", "routes/lot.tsx"),
    // Customers' reviews (decision 110): an invitation's link, and how reviews are checked (L111-7-2).
    route("avis/:token", "routes/review.tsx"),
    route("avis-clients/charte", "routes/reviews-charter.tsx"),
    // The newsletter with consent (decision 115).
    route("newsletter", "routes/newsletter.tsx"),
    route("newsletter/confirmer", "routes/newsletter-confirm.tsx"),
    route("newsletter/desabonnement", "routes/newsletter-unsubscribe.tsx"),
    // Back-in-stock alerts (decision 111): « Me prévenir » posts here; the mails' two links.
    route("alerte-stock", "routes/stock-alert-request.tsx"),
    route("alerte-stock/confirmer", "routes/stock-alert-link.tsx", { id: "stock-alert-confirm" }),
    route("alerte-stock/desabonnement", "routes/stock-alert-link.tsx", { id: "stock-alert-unsubscribe" }),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
