import { describe, expect, it } from "vitest";
import type { Pack } from "#app/lib/offer-texts";
import { type PerfumeCard, perfumeLineMeta } from "./perfume-collection";

const matches = [{ id: "root", data: { config: { shopName: "Maison H", publicUrl: "https://maisonh.fr" } } }];
const LINE = { name: "Mr.H", audience: "pour homme", lead: "Les parfums Mr.H", path: "/parfums-homme" };
const card = (priceCents: number) => ({ priceCents }) as PerfumeCard;

describe("perfumeLineMeta", () => {
  it("names the line, its lowest price and first pack, and the breadcrumb through the collection", () => {
    const pack = { code: "TRIO", size: 3, priceCents: 7500 } as Pack;
    const meta = perfumeLineMeta(matches, { perfumes: [card(2999), card(3499)], packs: [pack] }, LINE);
    expect(meta).toContainEqual({ title: "Collection Mr.H — parfums pour homme — Maison H" });
    expect(meta).toContainEqual({
      name: "description",
      content: "Les parfums Mr.H, à partir de 29,99\u00a0€. 3 parfums pour 75\u00a0€ avec TRIO.",
    });
    expect(meta).toContainEqual({
      "script:ld+json": expect.objectContaining({
        itemListElement: [
          expect.objectContaining({ name: "Accueil", item: "https://maisonh.fr/" }),
          expect.objectContaining({ name: "Collection Mr.H", item: "https://maisonh.fr/parfums-homme" }),
        ],
      }),
    });
  });

  it("says « à » for one price, and nothing of prices before the data is there", () => {
    const one = perfumeLineMeta(matches, { perfumes: [card(2999), card(2999)], packs: [] }, LINE);
    expect(one).toContainEqual({ name: "description", content: "Les parfums Mr.H, à 29,99\u00a0€." });
    expect(perfumeLineMeta(matches, undefined, LINE)).toContainEqual({
      name: "description",
      content: "Les parfums Mr.H.",
    });
  });
});
