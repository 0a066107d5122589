import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

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
    route("admin/users", "routes/admin/users.tsx"),
    route("admin/users/:id", "routes/admin/user.tsx"),
    route("admin/promo-codes", "routes/admin/promo-codes.tsx"),
    route("promo-manager", "routes/promo-manager.tsx"),
  ]),
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("catalogue", "routes/catalogue.tsx"),
    route("miels-collection", "routes/miels-collection.tsx"),
    route("miel/:id", "routes/miel.tsx"),
    route("parfums-homme", "routes/parfums-homme.tsx"),
    route("parfums-femme", "routes/parfums-femme.tsx"),
    route("autres-collection", "routes/autres-collection.tsx"),
    route("articles", "routes/articles.tsx"),
    route("panier", "routes/basket.tsx", { id: "basket" }),
    route("cart", "routes/basket.tsx", { id: "basket-alias" }),
    route("connexion", "routes/auth.tsx", { id: "auth" }),
    route("login", "routes/auth.tsx", { id: "auth-alias" }),
    route("profil", "routes/profile.tsx", { id: "profile" }),
    route("profile", "routes/profile.tsx", { id: "profile-alias" }),
    route("verify-email", "routes/verify-email.tsx"),
    route("mot-de-passe-oublie", "routes/forgot-password.tsx"),
    route("reinitialiser-mot-de-passe", "routes/reset-password.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("paiement", "routes/paiement.tsx"),
    route("paiement/succes", "routes/paiement-succes.tsx"),
    route("paiement/annule", "routes/paiement-annule.tsx"),
    route("paiement-simule/:sessionId", "routes/paiement-simule.tsx"),
    route("commandes/:reference", "routes/commande.tsx"),
    route("crypto-payment", "routes/crypto-payment.tsx"),
    route("crypto-simule/:invoiceId", "routes/crypto-simule.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
