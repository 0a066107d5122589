import { expect, test } from "./fixtures";

// What the first paint waits for (decision 055): the HTML and its inline CSS only; the scripts come after the page
// has shown its main image, and the page then hydrates as before.

test("the honey page's scripts are asked for after its main image has painted, and it hydrates", async ({
  page,
  request,
}) => {
  const response = await request.get("/miel/sidr_malaki_yemen");
  const policy = response.headers()["content-security-policy"]!;
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
  const html = await response.text();
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toContain('type="module"');
  expect(html).toMatch(/<script nonce="[^"]+" data-boot="">/);

  await page.goto("/miel/sidr_malaki_yemen");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const mainImage = resources.find((entry) => entry.name.endsWith("/images/products/sidr_malaki_yemen.svg"))!;
    const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name)).map((e) => e.startTime);
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
    return { mainImage: mainImage.responseEnd, firstPaint, firstScript: Math.min(...scripts), count: scripts.length };
  });
  expect(timing.count).toBeGreaterThan(3);
  // After the main image has come and the page has painted.
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.mainImage);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstPaint);

  // Hydrated: the basket button works.
  await page
    .getByRole("button", { name: /Ajouter au panier/ })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Ajouté au panier" })).toBeVisible();
});

test("the honey page's scripts weigh at most 115 Ko as served (brotli, headers left out)", async ({
  page,
  request,
}) => {
  await page.goto("/miel/sidr_malaki_yemen");
  await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/[^/]+\.js$/.test(path)),
  );
  let bytes = 0;
  for (const path of new Set(scripts)) {
    const file = await request.get(path, { headers: { "accept-encoding": "br" } });
    expect(file.headers()["content-encoding"], path).toBe("br");
    bytes += Number(file.headers()["content-length"]);
  }
  expect(bytes).toBeLessThanOrEqual(115 * 1024);
});
