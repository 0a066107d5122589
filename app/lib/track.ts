import { useEffect } from "react";
import type { EventKind as TrackedKind } from "#core/analytics";

/**
 * Sends one event to POST /api/events with navigator.sendBeacon (a string: text/plain, no preflight; the browser
 * delivers it even when the page is left). The page's path only, never its query string. Never fails the page.
 */
export function track(kind: TrackedKind, ids: { product?: string; variant?: string } = {}): void {
  try {
    if (typeof navigator === "undefined" || typeof navigator.sendBeacon !== "function") return;
    const body = { kind, product_id: ids.product, variant_id: ids.variant, path: window.location.pathname };
    navigator.sendBeacon("/api/events", JSON.stringify(body));
  } catch {
    // Measuring must never disturb a purchase.
  }
}

/** Sends `kind` once when the page shows `product` (again when it changes); not while `ready` is false. */
export function useTrack(kind: TrackedKind, product?: string, ready = true): void {
  useEffect(() => {
    if (ready) track(kind, { product });
  }, [kind, product, ready]);
}
