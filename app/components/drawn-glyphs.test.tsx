import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { REGIONAL_INDICATORS } from "#core/catalog";
import { CurrencyPicker } from "#app/components/crypto/currency-picker";
import { HoneyCard } from "#app/components/honey/honey-card";
import { ProductCard } from "#app/components/product-card";
import { CountryFlag } from "./product-picture";

function renderInRouter(element: ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

const honey = {
  id: "sidr_malaki_yemen",
  name: "Miel de Sidr Malaki",
  description: "Un miel rare.",
  image: "/images/products/sidr.svg",
  badge: null,
  rating: { value: 4.9, example: true },
  country: "Yémen",
  flagImage: "/images/flags/ye.svg",
  notes: ["Caramel"],
  fromPriceCents: 1490,
  fromUnitPrice: null,
  photo: null,
};

// A glyph that system fonts lack shows as an empty box: these must be drawn, never typed.
const MISSING_GLYPHS = /[\u{1F1E6}-\u{1F1FF}₿₮]/u;

describe("flags and currency signs are drawn, not typed", () => {
  it("draws a flag as the shop's decorative SVG, sized before it loads", () => {
    const { container } = render(<CountryFlag src="/images/flags/nz.svg" />);
    const img = container.querySelector("img");
    expect(img?.getAttribute("src")).toBe("/images/flags/nz.svg");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("width")).toBe("21");
    expect(img?.getAttribute("height")).toBe("14");
  });

  it("draws nothing for a country the shop has not drawn", () => {
    const { container } = render(<CountryFlag src={null} />);
    expect(container.innerHTML).toBe("");
  });

  it("shows the product card's origin as a drawn flag and the country's name", async () => {
    const { container } = renderInRouter(
      <ProductCard product={{ ...honey, fromUnitPrice: null }} href="/miel/sidr_malaki_yemen" />,
    );
    expect(await screen.findByText("Yémen")).toBeTruthy();
    expect(container.querySelector('img[src="/images/flags/ye.svg"]')).not.toBeNull();
    expect(container.innerHTML).not.toMatch(MISSING_GLYPHS);
  });

  it("shows the honey card's origin as a drawn flag", async () => {
    const { container } = renderInRouter(<HoneyCard honey={honey} eager={false} />);
    expect(await screen.findByText("Yémen")).toBeTruthy();
    expect(container.querySelector('img[src="/images/flags/ye.svg"]')).not.toBeNull();
    expect(container.innerHTML).not.toMatch(MISSING_GLYPHS);
  });

  it("shows each cryptocurrency's sign as a drawn icon", () => {
    const { container } = render(<CurrencyPicker value="BTC" onChange={() => {}} />);
    expect(screen.getByRole("radio", { name: /Bitcoin/ })).toBeTruthy();
    expect(container.querySelector('img[src="/images/crypto/btc.svg"]')).not.toBeNull();
    expect(container.innerHTML).not.toMatch(MISSING_GLYPHS);
  });

  it("leaves no emoji flag, no ₿ and no stored flag emoji (countryFlag) in the storefront's source", () => {
    const appDir = path.join(import.meta.dirname, "..");
    const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter(
      // The storefront's pages and pieces (the back office edits the stored emoji itself).
      (file) => file.endsWith(".tsx") && !file.endsWith(".test.tsx") && !/(^|\/)admin\//.test(file),
    );
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) {
      const text = readFileSync(path.join(appDir, file), "utf8");
      expect(text, file).not.toMatch(MISSING_GLYPHS);
      expect(REGIONAL_INDICATORS.test(text), file).toBe(false);
      // The views give the drawn flag (flagImage); the stored emoji never reaches a page.
      expect(text, file).not.toMatch(/countryFlag/);
    }
  });
});
