import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PhotoView } from "#core/product-photos";
import { ProductImage } from "#app/components/product-image";
import { HoneyGallery } from "./honey-gallery";

const photo = (id: string, alt: string): PhotoView => ({
  id,
  alt,
  width: 1600,
  height: 1200,
  variants: [320, 640, 960, 1280].flatMap((width) =>
    (["avif", "webp"] as const).map((format) => ({
      key: `photos/${id}-${width}.${format}`,
      format,
      width,
      height: (width * 3) / 4,
    })),
  ),
});

const first = photo("a".repeat(24), "Pot de miel de Sidr sur une table en bois");
const second = photo("b".repeat(24), "Rayon de miel doré");
const gallery = ["/images/products/sidr-1.svg", "/images/products/sidr-2.svg"];

function renderWith(element: React.ReactNode, mediaBaseUrl = "/media") {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ config: { mediaBaseUrl }, viewer: null }),
      HydrateFallback: () => null,
      Component: () => element,
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the honey gallery", () => {
  it("shows the photos in AVIF then WebP at every width, sized, the first one first and at once", async () => {
    const { container } = renderWith(<HoneyGallery name="Miel de Sidr" gallery={gallery} photos={[first, second]} />);
    const main = await screen.findByRole("img", { name: first.alt });
    expect(main.getAttribute("width")).toBe("1600");
    expect(main.getAttribute("height")).toBe("1200");
    expect(main.getAttribute("fetchpriority")).toBe("high");
    expect(main.getAttribute("loading")).toBe("eager");
    const sources = [...container.querySelectorAll("picture")[0]!.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      [320, 640, 960, 1280].map((w) => `/media/photos/${"a".repeat(24)}-${w}.avif ${w}w`).join(", "),
    );
    expect(sources[0]!.getAttribute("sizes")).toBe("(min-width: 768px) 45vw, 100vw");
    expect(container.innerHTML).not.toContain(".svg");
    fireEvent.click(screen.getByRole("button", { name: "Afficher la vue 2" }));
    expect(await screen.findByRole("img", { name: second.alt })).toBeTruthy();
  });

  it("falls back to the illustrations when the honey has no photo", async () => {
    const { container } = renderWith(<HoneyGallery name="Miel de Sidr" gallery={gallery} photos={[]} />);
    const main = await screen.findByRole("img", { name: "Miel de Sidr, vue 1 sur 2" });
    expect(main.getAttribute("src")).toBe(gallery[0]);
    expect(container.querySelector("picture")).toBeNull();
  });
});

describe("a product card's image", () => {
  it("is the first photo, decorative and lazy, from the configured media address", async () => {
    const { container } = renderWith(
      <ProductImage src="/images/products/sidr.svg" photo={first} />,
      "https://photos.exemple.fr",
    );
    await screen.findByRole("presentation", { hidden: true }).catch(() => undefined);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("src")).toBe(`https://photos.exemple.fr/photos/${"a".repeat(24)}-640.webp`);
    expect(container.querySelector("source")!.getAttribute("sizes")).toContain("25vw");
  });

  it("is the illustration without a photo, with its width and height", async () => {
    const { container } = renderWith(<ProductImage src="/images/products/sidr.svg" />);
    await screen.findByRole("presentation", { hidden: true }).catch(() => undefined);
    const img = container.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/images/products/sidr.svg");
    expect(img.getAttribute("width")).toBe("600");
    expect(container.querySelector("picture")).toBeNull();
  });
});
