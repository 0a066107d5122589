import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False in the server's HTML and until hydration, true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
