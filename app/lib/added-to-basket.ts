import { useSyncExternalStore } from "react";

/** The line just put in the basket, as the confirmation under the top bar shows it. */
export interface AddedLine {
  /** The line's name with its format (`Miel de Sidr Malaki — 250 g`). */
  name: string;
  /** How many were added. */
  quantity: number;
  /** The line was already at the most one line may hold: nothing more was added. */
  full: boolean;
  /** Changes with every addition, so the same line added twice is announced twice. */
  seq: number;
}

// One confirmation per page in the browser; the server never sets it (only a click does), so it renders nothing.
let current: AddedLine | null = null;
let seq = 0;
const listeners = new Set<() => void>();

function set(next: AddedLine | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function announceAdded(line: Omit<AddedLine, "seq">): void {
  set({ ...line, seq: ++seq });
}

export function dismissAdded(): void {
  if (current) set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAddedToBasket(): AddedLine | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
