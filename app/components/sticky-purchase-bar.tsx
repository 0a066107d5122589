import { type ReactNode, type RefObject, useEffect, useState } from "react";
import type { CartItemInput } from "#core/cart";
import { AddToCartButton } from "#app/components/add-to-cart-button";

/**
 * On a phone, once the page's main button has scrolled away: `children`, the same action as the main button, full
 * width, its text naming the product, the chosen format and price (`StickyLabel`). Fixed, so showing it moves nothing
 * (CLS 0); invisible — so out of the tab order — while the main button is on screen, and from `md` up, where the
 * button stays beside the photo.
 */
export function StickyPurchaseBar({
  watched,
  children,
}: {
  watched: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  // Shown as sticky-watch.ts says: once the main button has scrolled up out of the screen, the footer not in view.
  const [shown, setShown] = useState(false);
  // The watching comes with the page's first scroll (decision 121): until then the main button is in view.
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    const start = () => {
      window.removeEventListener("scroll", start);
      void import("./sticky-watch").then((m) => {
        if (live) stop = m.watchMainButton(watched, setShown);
      });
    };
    window.addEventListener("scroll", start, { passive: true });
    return () => {
      live = false;
      window.removeEventListener("scroll", start);
      stop?.();
    };
  }, [watched]);
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white px-4 pt-3 pb-[max(.75rem,env(safe-area-inset-bottom))] md:hidden ${shown ? "" : "invisible"}`}
    >
      {children}
    </div>
  );
}

/** The sticky button's text: its action, and under it what it acts on (« Miel de Sidr · 250 g · 44,99 € »). */
export function StickyLabel({ action, detail }: { action: string; detail: string }) {
  return (
    <>
      {action}
      <span className="block text-sm font-normal"> {detail}</span>
    </>
  );
}

/** A product page's sticky « Ajouter au panier » (a honey's, a perfume's): `detail` names the product, format and price. */
export function StickyAddToCart({
  watched,
  productId,
  quantity,
  item,
  detail,
}: {
  watched: RefObject<HTMLElement | null>;
  productId: string;
  quantity: number;
  item: CartItemInput;
  detail: string;
}) {
  return (
    <StickyPurchaseBar watched={watched}>
      <AddToCartButton
        productId={productId}
        quantity={quantity}
        item={item}
        label={<StickyLabel action="Ajouter au panier" detail={detail} />}
        className="w-full"
      />
    </StickyPurchaseBar>
  );
}
