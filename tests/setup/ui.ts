// The component tests' common teardown (the ui project's setup, after console.ts): each test's rendered tree
// unmounted, and the globals it stubbed (fetch, IntersectionObserver…) given back.
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
