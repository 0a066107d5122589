import { describe, expect, it } from "vitest";
import { phoneTests, phoneTestsIn, titlePattern } from "./phone-tests";

const spec = `
import { test } from "./fixtures";
async function heroBox(page) { return page.locator("h1").boundingBox(); }
const scrolled = async (page) => page.evaluate(() => document.body.scrollWidth);
test("measures the layout", async ({ page }) => { await page.getByRole("button").boundingBox(); });
test("branches on the phone", async ({ page, isMobile }) => { if (isMobile) await page.click("nav"); });
test("calls a helper that measures", async ({ page }) => { await heroBox(page); });
test("calls an arrow helper that measures", async ({ page }) => { await scrolled(page); });
test("is tagged for the phone", { tag: "@phone" }, async ({ page }) => { await page.goto("/"); });
test("a journey like any other", async ({ page }) => { await page.goto("/panier"); });
for (const width of [360, 1280]) {
  test(\`at \${width} px the hero is whole\`, async ({ page }) => { await heroBox(page); });
}
for (const width of [360, 1280]) {
  test(\`at \${width} px, set by the test, the title fits\`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await heroBox(page);
  });
}
test("a tall window of the project's width", async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 1600 });
  await heroBox(page);
});
`;

describe("the phone project's tests", () => {
  it("takes the tests whose own checks depend on the screen, or tagged @phone, and no other", () => {
    expect(phoneTestsIn("a.spec.ts", spec).map(({ title }) => title)).toEqual([
      "measures the layout",
      "branches on the phone",
      "calls a helper that measures",
      "calls an arrow helper that measures",
      "is tagged for the phone",
      "at ${width} px the hero is whole",
      "a tall window of the project's width",
    ]);
  });

  it("takes none of a file that runs on the desktop only", () => {
    expect(phoneTestsIn("b.spec.ts", `onDesktopOnly("journeys");\n${spec}`)).toEqual([]);
  });

  it("matches each title exactly, a template's parts standing for any text", () => {
    const pattern = titlePattern(phoneTestsIn("a.spec.ts", spec));
    expect(pattern.test("at 360 px the hero is whole")).toBe(true);
    expect(pattern.test("measures the layout")).toBe(true);
    expect(pattern.test("a journey like any other")).toBe(false);
    expect(titlePattern([{ file: "c.spec.ts", title: "costs 5,00 € (PACK50)?" }]).test("costs 5,00 € (PACK50)?")).toBe(
      true,
    );
  });

  it("keeps a whole purchase and the back office's sign-in on a phone", () => {
    const titles = phoneTests().map(({ title }) => title);
    expect(titles).toContain(
      "a guest buys a 250g honey with PROMO5, pays on the simulated page and gets the confirmation mail",
    );
    expect(titles).toContain(
      "a visitor and a customer are refused the back office; an administrator enrolled in the terminal gets in",
    );
  });
});
