import { cleanup, render, screen } from "@testing-library/react";
import { type AppLoadContext, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { EMPTY_IDENTITY, type LegalIdentity, shownIdentity } from "#core/legal-identity";
import type { PublicConfig } from "#app/lib/loader-data";
import { TERMS_EDITION } from "#app/components/legal/terms-of-sale";
import Cgv, { loader as cgvLoader } from "./terms-of-sale";
import Confidentialite, { loader as privacyLoader } from "./privacy";
import Cookies, { loader as cookiesLoader } from "./cookies";
import MentionsLegales, { loader as noticeLoader } from "./legal-notice";

// The identity as the database keeps it (decision 093): an empty string for a detail nobody filled in.
const unconfigured: LegalIdentity = EMPTY_IDENTITY;
const configured: LegalIdentity = {
  ...unconfigured,
  companyName: "Maison H SAS",
  legalForm: "SAS au capital de 10 000 €",
  siren: "123 456 789",
  rcsCity: "Paris",
  address: "12 rue des Abeilles, 75011 Paris",
  director: "Hélène H.",
  hostName: "Hébergeur Exemple",
  mediatorName: "Médiateur Exemple",
  mediatorWebsite: "https://mediateur.exemple.fr",
};

const contextFor = (legal: LegalIdentity, shortName = "maisonh", supportPhone = "01 23 45 67 89") => {
  const config: Partial<PublicConfig> = {
    shopName: "Maison H",
    publicUrl: "http://localhost:3000",
    shortName,
    supportEmail: "contact@maisonh.fr",
    supportPhone,
    heroVideoUrl: null,
    shippingCutOffHour: 15,
  };
  // What server/pages/shop-identity.ts gives the pages: « à compléter » for each detail not known.
  const shopIdentity = { shown: async () => shownIdentity(legal) };
  return { services: { config, shopIdentity } } as unknown as AppLoadContext;
};

/** Renders a legal page with what its loader returns for this identity. */
async function renderPage(
  Page: unknown,
  loader: (args: never) => unknown,
  legal: LegalIdentity = unconfigured,
  shortName?: string,
  supportPhone?: string,
) {
  const data = await loader({ context: contextFor(legal, shortName, supportPhone) } as never);
  const View = Page as React.ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([{ path: "/", Component: () => <View loaderData={data} /> }]);
  return render(<Stub />);
}

describe("legal pages", () => {
  it("show the configured company in the legal notice: publisher, director, host, contact", async () => {
    await renderPage(MentionsLegales, noticeLoader, configured);
    expect(await screen.findByRole("heading", { level: 1, name: "Mentions légales" })).toBeTruthy();
    expect(screen.getByText("Maison H SAS")).toBeTruthy();
    expect(screen.getByText("123 456 789")).toBeTruthy();
    expect(screen.getByText("Hélène H.")).toBeTruthy();
    expect(screen.getByText("Hébergeur Exemple")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "contact@maisonh.fr" }).length).toBeGreaterThan(0);
    expect(screen.getAllByText("à compléter")).toHaveLength(3); // VAT number, host address and phone not given
  });

  it('say "à compléter" for every detail not configured rather than invent a company', async () => {
    await renderPage(MentionsLegales, noticeLoader);
    await screen.findByRole("heading", { level: 1, name: "Mentions légales" });
    // Name, form, SIREN, VAT, seat, director, host name, address, phone; the RCS line reads "RCS à compléter".
    expect(screen.getAllByText("à compléter")).toHaveLength(9);
    expect(screen.getByText("RCS à compléter")).toBeTruthy();
  });

  it("never invent the service's phone: without SUPPORT_PHONE the notice says so and links no number", async () => {
    await renderPage(MentionsLegales, noticeLoader, configured, undefined, "");
    await screen.findByRole("heading", { level: 1, name: "Mentions légales" });
    expect(screen.getAllByText(/téléphone à compléter/).length).toBeGreaterThan(0);
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    cleanup();
    await renderPage(MentionsLegales, noticeLoader, configured);
    expect((await screen.findAllByRole("link", { name: "01 23 45 67 89" }))[0]!.getAttribute("href")).toBe(
      "tel:0123456789",
    );
  });

  it("give the 14-day withdrawal right, the model form, its exceptions and the mediator, not the closed ODR platform", async () => {
    await renderPage(Cgv, cgvLoader, configured);
    await screen.findByRole("heading", { level: 1, name: "Conditions générales de vente" });
    expect(screen.getByRole("heading", { name: "5. Droit de rétractation (14 jours)" })).toBeTruthy();
    expect(screen.getByText(/article L221-18 du Code de la consommation/)).toBeTruthy();
    expect(screen.getByRole("figure", { name: "Modèle de formulaire de rétractation" })).toBeTruthy();
    expect(screen.getByText(/Exceptions \(article L221-28\)/)).toBeTruthy();
    expect(screen.getByText("Médiateur Exemple")).toBeTruthy();
    expect(screen.getByRole("link", { name: "https://mediateur.exemple.fr" })).toBeTruthy();
    // The EU's online dispute resolution platform closed on 20 July 2025 (regulation (EU) 2024/3228).
    expect(screen.queryByRole("link", { name: /ec\.europa\.eu\/consumers\/odr/ })).toBeNull();
    expect(screen.queryByText(/règlement en ligne des litiges/)).toBeNull();
  });

  it("give the CGV's version and date of last update, and lead to the online withdrawal form", async () => {
    await renderPage(Cgv, cgvLoader, configured);
    await screen.findByRole("heading", { level: 1, name: "Conditions générales de vente" });
    const { version, updatedOn } = TERMS_EDITION;
    const [year, month, day] = updatedOn.split("-").map(Number);
    const date = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(Date.UTC(year!, month! - 1, day!)),
    );
    expect(screen.getByText(`Version ${version} — dernière mise à jour le ${date}`)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mes commandes" }).getAttribute("href")).toBe("/profil#commandes");
    expect(screen.getByText(/Un accusé de réception reprenant votre déclaration/)).toBeTruthy();
  });

  it("give the CGV's dispatch rule from the cut-off the delivery estimates use (SHIPPING_CUTOFF_HOUR), no delay of their own", async () => {
    await renderPage(Cgv, cgvLoader, configured);
    const delivery = await screen.findByRole("region", { name: "4. Livraison" });
    expect(delivery.textContent).toContain(
      "Une commande payée avant 15\u00a0h un jour ouvré part le jour même, les autres le jour ouvré suivant (jours ouvrés : du lundi au vendredi, hors jours fériés en France).",
    );
    expect(delivery.textContent).not.toContain("2 à 3 jours");
  });

  it("leave the mediator's website as text while it is not configured", async () => {
    await renderPage(Cgv, cgvLoader);
    await screen.findByRole("heading", { level: 1, name: "Conditions générales de vente" });
    expect(screen.queryByRole("link", { name: "à compléter" })).toBeNull();
  });

  it("list the session cookie and the browser storage keys under the shop's short name, and the rights", async () => {
    await renderPage(Cookies, cookiesLoader, unconfigured, "ruche");
    expect(await screen.findByText("ruche_session")).toBeTruthy();
    expect(screen.getByText("ruche_cart")).toBeTruthy();
    expect(screen.getByText("ruche_brand_fonts")).toBeTruthy();
    cleanup();
    await renderPage(Confidentialite, privacyLoader, configured);
    await screen.findByRole("heading", { level: 1, name: "Politique de confidentialité" });
    expect(screen.getByText(/leur rectification, leur effacement, leur\s+portabilité/)).toBeTruthy();
    expect(screen.getByText(/La boutique mesure sa fréquentation sans cookie/)).toBeTruthy();
  });
});
