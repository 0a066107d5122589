import { describe, expect, it } from "vitest";
import type { HoneyPage, ProductWithVariants } from "./service";
import { honeyCollectionView, honeyPageView } from "./views";

// The pages' views over stand-ins of the catalogue's rows.
const honey = (id: string, category: string, prices: number[], stock: (number | null)[] = [null, null, null]) => ({
  id,
  kind: "honey",
  name: `Miel ${id}`,
  title: null,
  description: "d",
  ritual: null,
  category,
  country: "Oman",
  countryFlag: "🇴🇲",
  image: `/images/products/${id}.svg`,
  badge: null,
  rating: 4.7,
  notes: ["a", "b", "c", "d"],
  fromPriceCents: Math.min(...prices),
  variants: ["50g", "90g", "250g"].map((format, i) => ({
    id: `${id}_${format}`,
    format,
    priceCents: prices[i],
    stock: stock[i],
  })),
});

const honeys = [
  honey("a", "oman", [499, 999, 1999]),
  honey("b", "oman", [599, 999, 2999]),
  honey("c", "yemen", [1199, 1999, 4499]),
] as unknown as ProductWithVariants[];

const page = (product: ProductWithVariants) =>
  ({
    ...product,
    detail: {
      gallery: ["/1.svg", "/2.svg"],
      characteristics: { poids: "50 g" },
      benefits: [],
      usageTips: [],
      detailedDescription: "<p onclick='x'>Bon</p><script>alert(1)</script>",
    },
    reviews: [],
  }) as unknown as HoneyPage;

describe("honey collection view", () => {
  it("counts every category and keeps the filter of the URL", () => {
    const all = honeyCollectionView(honeys, "all");
    expect(all.selected).toBe("all");
    expect(all.counts).toMatchObject({ all: 3, oman: 2, yemen: 1, table: 0 });
    expect(all.honeys).toHaveLength(3);
    expect(all.honeys[0]?.notes).toEqual(["a", "b", "c"]);

    expect(honeyCollectionView(honeys, "oman").honeys.map((h) => h.id)).toEqual(["a", "b"]);
    expect(honeyCollectionView(honeys, "lune").honeys).toEqual([]);
  });
});

describe("honey page view", () => {
  it("gives the three formats in order with their prices, and a sanitised description", () => {
    const data = honeyPageView(page(honeys[2]!));
    expect(data.formats.map((f) => [f.format, f.priceCents, f.soldOut])).toEqual([
      ["50g", 1199, false],
      ["90g", 1999, false],
      ["250g", 4499, false],
    ]);
    expect(data.descriptionHtml).toBe("<p>Bon</p>");
  });

  it("marks a format with no stock left as sold out", () => {
    const soldOut = honey("d", "special", [700, 1100, 2800], [0, 3, null]) as unknown as ProductWithVariants;
    expect(honeyPageView(page(soldOut)).formats.map((f) => f.soldOut)).toEqual([true, false, false]);
  });
});
