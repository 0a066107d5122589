import { describe, expect, it } from "vitest";
import { productPageSeo, seoMeta } from "./meta";

const shop = { publicUrl: "https://maisonh.example", shopName: "Maison H" };

describe("a product page's meta, built by its loader", () => {
  const seo = productPageSeo(
    shop,
    {
      name: "Miel de Sidr",
      description: "Un miel rare du Yémen.",
      image: "/images/products/sidr.svg",
      path: "/miel/sidr_malaki_yemen",
      pricesCents: [1999, 4499],
      inStock: true,
    },
    { name: "Miels", path: "/miels-collection" },
  );

  it("gives the product's Offer and the breadcrumb Accueil › collection › product, under the public address", () => {
    expect(seo).toMatchObject({ title: "Miel de Sidr", path: "/miel/sidr_malaki_yemen", type: "product" });
    const [product, breadcrumb] = seo.jsonLd as [Record<string, unknown>, { itemListElement: unknown[] }];
    expect(product).toMatchObject({
      "@type": "Product",
      image: "https://maisonh.example/images/products/sidr.svg",
      offers: { "@type": "AggregateOffer", lowPrice: "19.99", highPrice: "44.99" },
    });
    expect(breadcrumb.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: "https://maisonh.example/" },
      { "@type": "ListItem", position: 2, name: "Miels", item: "https://maisonh.example/miels-collection" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Miel de Sidr",
        item: "https://maisonh.example/miel/sidr_malaki_yemen",
      },
    ]);
  });

  it("becomes the page's tags through seoMeta", () => {
    const matches = [{ id: "root", data: { config: { shopName: "Maison H", publicUrl: shop.publicUrl } } }];
    const tags = seoMeta({ matches, ...seo });
    expect(tags).toContainEqual({ title: "Miel de Sidr — Maison H" });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${shop.publicUrl}/miel/sidr_malaki_yemen`,
    });
    expect(tags.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
  });
});
