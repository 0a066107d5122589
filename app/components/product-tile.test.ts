import { describe, expect, it } from "vitest";
import type { PhotoView } from "#core/product-photos";
import { productGridClass } from "./product-tile";
import { honeyHoverImage } from "./honey/honey-card";

const columns = (classes: string) => ({
  phone: /(?:^| )grid-cols-(\d)/.exec(classes)?.[1] ?? "1",
  wide: /(?:^| )lg:grid-cols-(\d)/.exec(classes)?.[1] ?? /(?:^| )grid-cols-(\d)/.exec(classes)?.[1] ?? "1",
});

describe("productGridClass", () => {
  it("lays a collection out two a row on a phone and four on a wide screen", () => {
    expect(columns(productGridClass(22))).toEqual({ phone: "2", wide: "4" });
    expect(columns(productGridClass(13))).toEqual({ phone: "2", wide: "4" });
    expect(productGridClass(22)).toContain("md:grid-cols-3");
  });

  it("gives three columns when asked, and what fewer products hold", () => {
    expect(columns(productGridClass(9, 3))).toEqual({ phone: "2", wide: "3" });
    expect(columns(productGridClass(3))).toEqual({ phone: "2", wide: "3" });
    expect(columns(productGridClass(2))).toEqual({ phone: "2", wide: "2" });
    expect(productGridClass(2)).toContain("lg:max-w-4xl");
    // One product: a single wide tile (`ProductTile`'s `wide`), not a quarter of the row.
    expect(columns(productGridClass(1))).toEqual({ phone: "1", wide: "1" });
  });
});

describe("honeyHoverImage", () => {
  const photo = (alt: string) => ({ alt }) as PhotoView;

  it("shows a honey's spoon illustration when it has no photo", () => {
    expect(honeyHoverImage({ id: "fruité_orange", photo: null })).toEqual({
      image: "/images/products/fruite_orange-cuillere.svg",
    });
  });

  it("shows its second photo when it has two, and nothing beside a single photo", () => {
    expect(honeyHoverImage({ id: "cafe", photo: photo("1"), secondPhoto: photo("2") })).toEqual({ photo: photo("2") });
    expect(honeyHoverImage({ id: "cafe", photo: photo("1"), secondPhoto: null })).toBeNull();
  });
});
