// A stand-in of the browser's IntersectionObserver for jsdom, which has none: a test says what is on screen.
import { vi } from "vitest";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** Installs the stand-in; `scroll(target, { bottom, intersecting })` then tells its observers what they would see. */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: Callback; targets: Set<Element> }>();
  class FakeObserver {
    private readonly entry: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    scroll(target: Element, seen: { bottom: number; intersecting: boolean }) {
      for (const { callback, targets } of observers) {
        if (!targets.has(target)) continue;
        callback([
          { target, isIntersecting: seen.intersecting, boundingClientRect: { bottom: seen.bottom } as DOMRectReadOnly },
        ]);
      }
    },
  };
}
