import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// One line per screen of the spec, added as each screen is built.
export default [
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
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
