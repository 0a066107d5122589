import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ErasedNotice } from "#app/components/profile/erased-notice";
import { SeoFaq } from "#app/components/seo-faq";
import { HomeHero } from "./home-hero";

// The shop's name is configured (SHOP_NAME): the home page's words use it, never « Maison H » written in.
const NAME = "Ruche d'Or";
const offers = { freeShippingFromCents: 4500, code: null, countries: ["Yémen"], cutOffHour: 12 };

describe("the home page under another shop name", () => {
  it("names the configured shop in the hero and the text, nowhere « Maison H »", () => {
    const { container } = render(
      <>
        <HomeHero shopName={NAME} honeyCount={22} countryCount={8} videoUrl={null} />
        <SeoFaq offers={offers} shopName={NAME} />
      </>,
    );
    // The colon held to its word, the name in one piece: no line starts with « : » nor holds « H » alone.
    expect(container.textContent).toContain("Miels rares et parfums\u00a0: la sélection Ruche d'Or");
    expect(container.querySelector("#faq-titre .whitespace-nowrap")?.textContent).toBe(NAME);
    expect(container.textContent).toContain("Ruche d'Or réunit des miels");
    expect(container.querySelector(".label-caps")?.textContent).toBe(NAME);
    expect(container.textContent).not.toContain("Maison H");
  });

  it("thanks a customer who deleted their account in the configured name", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ config: { shopName: NAME } }),
        Component: ErasedNotice,
        HydrateFallback: () => null,
      },
    ]);
    const { findByRole } = render(<Stub initialEntries={["/?compte-supprime"]} />);
    expect((await findByRole("status")).textContent).toBe(
      "Votre compte a été supprimé et vous êtes déconnecté. Merci d'avoir été client de Ruche d'Or.",
    );
  });
});
