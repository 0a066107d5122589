import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as honeyLoader } from "./miel";
import { loader as collectionLoader } from "./miels-collection";

// Loaders are tested against a stand-in of the services they call: only the catalogue.
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
];

function context(): AppLoadContext {
  return {
    cspNonce: undefined,
    logError: () => undefined,
    services: {
      catalog: {
        listProducts: async () => honeys,
        getHoney: async (id: string) => {
          const found = honeys.find((h) => h.id === id);
          return found
            ? {
                ...found,
                detail: {
                  gallery: ["/1.svg", "/2.svg"],
                  characteristics: { poids: "50 g" },
                  benefits: [],
                  usageTips: [],
                  detailedDescription: "<p onclick='x'>Bon</p><script>alert(1)</script>",
                },
                reviews: [],
              }
            : null;
        },
      },
    },
  } as unknown as AppLoadContext;
}

const call = <T extends (args: never) => unknown>(loader: T, args: Record<string, unknown>) =>
  loader({ context: context(), params: {}, ...args } as never) as Promise<Awaited<ReturnType<T>>>;

describe("honey collection loader", () => {
  it("counts every category and keeps the filter of the URL", async () => {
    const all = await call(collectionLoader, { request: new Request("http://x/miels-collection") });
    expect(all.selected).toBe("all");
    expect(all.counts).toMatchObject({ all: 3, oman: 2, yemen: 1, table: 0 });
    expect(all.honeys).toHaveLength(3);
    expect(all.honeys[0]?.notes).toEqual(["a", "b", "c"]);

    const oman = await call(collectionLoader, { request: new Request("http://x/miels-collection?categorie=oman") });
    expect(oman.honeys.map((h) => h.id)).toEqual(["a", "b"]);
    const unknown = await call(collectionLoader, { request: new Request("http://x/miels-collection?categorie=lune") });
    expect(unknown.honeys).toEqual([]);
  });
});

describe("honey page loader", () => {
  it("redirects an unknown honey to the collection", async () => {
    const thrown = await call(honeyLoader, { request: new Request("http://x/miel/z"), params: { id: "z" } }).catch(
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/miels-collection");
  });

  it("gives the three formats in order with their prices, and a sanitised description", async () => {
    const data = await call(honeyLoader, { request: new Request("http://x/miel/c"), params: { id: "c" } });
    expect(data.formats.map((f) => [f.format, f.priceCents, f.soldOut])).toEqual([
      ["50g", 1199, false],
      ["90g", 1999, false],
      ["250g", 4499, false],
    ]);
    expect(data.descriptionHtml).toBe("<p>Bon</p>");
  });

  it("marks a format with no stock left as sold out", async () => {
    honeys.push(honey("d", "special", [700, 1100, 2800], [0, 3, null]));
    const data = await call(honeyLoader, { request: new Request("http://x/miel/d"), params: { id: "d" } });
    expect(data.formats.map((f) => f.soldOut)).toEqual([true, false, false]);
  });
});
