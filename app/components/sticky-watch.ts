import type { RefObject } from "react";

/**
 * Tells `show` whether the sticky bar should show: once the page's main button has scrolled up out of the screen,
 * while the page's footer is not in view — it never stands in for a visible main button nor covers the footer at the
 * page's end. Returns what stops the watching.
 */
export function watchMainButton(watched: RefObject<HTMLElement | null>, show: (shown: boolean) => void): () => void {
  // The footer's place: its deferred section's box (decision 121), which stays when React renders the footer anew.
  const footer = document.querySelector('[data-deferred="footer"]') ?? document.querySelector("footer");
  if (!watched.current || !footer) return () => {};
  // [the button on the screen or below it, the footer on the screen]
  const seen = [true, false];
  const observers = [watched.current, footer].map((element, i) => {
    const observer = new IntersectionObserver(
      (entries) => {
        seen[i] = entries.at(-1)!.isIntersecting;
        show(!seen[0] && !seen[1]);
      },
      // The button's screen stretched far down: it leaves it by its top edge only, however fast the scroll (an
      // observer reports a crossing; a jump from below the screen to above it would cross nothing).
      { rootMargin: i ? "0px" : "0px 0px 99999px" },
    );
    observer.observe(element);
    return observer;
  });
  return () => observers.forEach((observer) => observer.disconnect());
}
