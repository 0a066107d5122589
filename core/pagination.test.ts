import { describe, expect, it } from "vitest";
import { pageWindow, parsePage } from "./pagination";

describe("parsePage", () => {
  it("reads a positive whole number and falls back to 1 for anything else", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("deux")).toBe(1);
    expect(parsePage("9".repeat(40))).toBe(1);
    expect(parsePage("3\u0000")).toBe(1);
  });
});

describe("pageWindow", () => {
  it("cuts a list into pages of the given size", () => {
    expect(pageWindow(50, 1, 24)).toEqual({ page: 1, pages: 3, offset: 0 });
    expect(pageWindow(50, 3, 24)).toEqual({ page: 3, pages: 3, offset: 48 });
    expect(pageWindow(48, 2, 24)).toEqual({ page: 2, pages: 2, offset: 24 });
  });

  it("shows the last page for a number past the end, and one empty page for an empty list", () => {
    expect(pageWindow(50, 99, 24)).toEqual({ page: 3, pages: 3, offset: 48 });
    expect(pageWindow(0, 4, 24)).toEqual({ page: 1, pages: 1, offset: 0 });
  });
});
