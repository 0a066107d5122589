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
    if (!target || typeof IntersectionObserver === "undefined") return;
    let above = false;
    let atEnd = false;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === target) above = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
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
 * On a phone, once the page's main button has scrolled away: the product, its chosen format and price, and
 * `children` (the same action as the main button). Fixed, so showing it moves nothing (CLS 0); hidden — and out of
 * the tab order — while the main button is on screen, and from `md` up, where the button stays beside the photo.
 */
export function StickyPurchaseBar({
  watched,
  title,
  detail,
  children,
}: {
  watched: RefObject<HTMLElement | null>;
  title: string;
  /** The chosen format and its price (« 250 g · 39,99 € »). */
  detail: string;
  children: ReactNode;
}) {
  const shown = useScrolledPast(watched);
  return (
    <div
      data-testid="sticky-purchase"
      data-shown={shown}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-miel-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] transition-transform motion-reduce:transition-none md:hidden ${shown ? "" : "invisible translate-y-full"}`}
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm leading-tight">
          <span className="block truncate font-serif font-bold text-encre">{title}</span>
          <span className="text-stone-800">{detail}</span>
        </p>
        {children}
      </div>
    </div>
  );
}
