import { type ReactNode, type RefObject, useEffect, useState } from "react";

/**
 * Whether `watched` has scrolled up out of the screen while the page's footer is not in view: a phone's sticky bar
 * shows then only, so it never stands in for a visible main button nor covers the footer at the page's end.
 */
export function useScrolledPast(watched: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = watched.current;
    const footer = document.querySelector("footer");
    if (!target) return;
    let above = false;
    let atEnd = false;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === target) above = entry.boundingClientRect.bottom < 0;
        else atEnd = entry.isIntersecting;
      }
      setPast(above && !atEnd);
    });
    observer.observe(target);
    if (footer) observer.observe(footer);
    return () => observer.disconnect();
  }, [watched]);
  return past;
}

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
  const shown = useScrolledPast(watched);
  return (
    <div
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-miel-200 bg-white px-4 pt-3 pb-[max(.75rem,env(safe-area-inset-bottom))] md:hidden ${shown ? "" : "invisible"}`}
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
