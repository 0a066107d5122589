import type { ReactNode } from "react";
import type { PhotoView } from "#core/product-photos";
import { ProductImage } from "./product-image";

/** A product's card in a grid: the image on top, `children` below it, the last of them pushed to the bottom. */
export function ProductTile({
  image,
  photo,
  eager,
  compact = false,
  children,
}: {
  image: string;
  /** Its first photo, shown instead of the illustration. */
  photo?: PhotoView | null;
  /** Loaded at once: the first row, seen without scrolling. */
  eager?: boolean;
  /** Less padding, for a grid of four. */
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-miel-200 bg-white">
      <ProductImage src={image} photo={photo} eager={eager} />
      <div className={`flex flex-1 flex-col ${compact ? "p-4" : "p-5"}`}>{children}</div>
    </article>
  );
}
