// A stand-in of the browser's IntersectionObserver for jsdom, which has none: a test says what each observer sees.
import { vi } from "vitest";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
interface Observer {
  callback: Callback;
  rootMargin: string;
  targets: Set<Element>;
}

/**
 * Installs the stand-in; `see(target, intersecting)` tells the observers of `target` whether it now intersects their
 * root (the screen, with their `rootMargin`); `rootMarginOf(target)` is what they stretch the screen by.
 */
export function stubIntersectionObserver() {
  const observers = new Set<Observer>();
  class FakeObserver {
    private readonly self: Observer;
    constructor(callback: Callback, options: IntersectionObserverInit = {}) {
      this.self = { callback, rootMargin: options.rootMargin ?? "0px", targets: new Set() };
      observers.add(this.self);
    }
    observe(target: Element) {
      this.self.targets.add(target);
    }
    disconnect() {
      observers.delete(this.self);
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  const of = (target: Element) => [...observers].filter(({ targets }) => targets.has(target));
  return {
    see(target: Element, intersecting: boolean) {
      for (const { callback } of of(target)) callback([{ target, isIntersecting: intersecting }]);
    },
    rootMarginOf: (target: Element) => of(target).map(({ rootMargin }) => rootMargin),
  };
}
