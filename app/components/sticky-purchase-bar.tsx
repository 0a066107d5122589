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
  // Shown once the button has scrolled up out of the screen, while the page's footer is not in view: it never stands
  // in for a visible main button nor covers the footer at the page's end.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const footer = document.querySelector("footer");
    if (!watched.current || !footer) return;
    // [the button on the screen or below it, the footer on the screen]
    const seen = [true, false];
    const observers = [watched.current, footer].map((element, i) => {
      const observer = new IntersectionObserver(
        (entries) => {
          seen[i] = entries.at(-1)!.isIntersecting;
          setShown(!seen[0] && !seen[1]);
        },
        // The button's screen stretched far down: it leaves it by its top edge only, however fast the scroll (an
        // observer reports a crossing; a jump from below the screen to above it would cross nothing).
        { rootMargin: i ? "0px" : "0px 0px 99999px" },
      );
      observer.observe(element);
      return observer;
    });
    return () => observers.forEach((observer) => observer.disconnect());
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
