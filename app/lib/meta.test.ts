import { describe, expect, it } from "vitest";
import { productPageMeta } from "./meta";

const matches = [{ id: "root", data: { config: { shopName: "Maison H", publicUrl: "https://maisonh.fr" } } }];

describe("productPageMeta", () => {
  it("gives a product page its title, « product » type, its JSON-LD and the breadcrumb through its collection", () => {
    const product = { "@type": "Product", name: "Miel de Sidr" };
    const meta = productPageMeta(
      matches,
      {
        name: "Miel de Sidr",
        description: "Un miel rare.",
        path: "/miel/sidr",
        image: "/images/sidr.webp",
        jsonLd: product,
      },
      { name: "Miels", path: "/miels-collection" },
    );
    expect(meta).toContainEqual({ title: "Miel de Sidr — Maison H" });
    expect(meta).toContainEqual({ property: "og:type", content: "product" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://maisonh.fr/images/sidr.webp" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://maisonh.fr/miel/sidr" });
    const ld = meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"]] : []));
    expect(ld[0]).toBe(product);
    expect(ld[1]).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Accueil", item: "https://maisonh.fr/" },
        { position: 2, name: "Miels", item: "https://maisonh.fr/miels-collection" },
        { position: 3, name: "Miel de Sidr", item: "https://maisonh.fr/miel/sidr" },
      ],
    });
  });
});
