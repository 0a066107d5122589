import { type RefObject, useEffect } from "react";

/**
 * A <details> menu of the top bar closes like a menu once JavaScript runs: on Escape (focus back on its summary) and on
 * a click outside it. Without JavaScript it stays a plain disclosure, opened and closed by its summary.
 */
export function useDismissableDetails(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = () => {
      details.open = false;
    };
    const onClick = (event: MouseEvent) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      close();
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("click", onClick);
    details.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      details.removeEventListener("keydown", onKey);
    };
  }, [ref]);
}
