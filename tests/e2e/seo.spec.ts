import { expect, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("the server's answers (sitemap, robots, headers, page cache) do not depend on the screen");

test("sitemap.xml lists every public page, every honey and every perfume", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/xml");
  const xml = await res.text();
  const listed = async (kind: string) =>
    ((await (await request.get(`/api/catalog/products?kind=${kind}`)).json()) as { products: { id: string }[] })
      .products;
  const products = await listed("honey");
  for (const path of [
    "/",
    "/catalogue",
    "/miels-collection",
    "/parfums-homme",
    "/parfums-femme",
    "/autres-collection",
    "/mentions-legales",
    "/cgv",
    "/confidentialite",
    "/cookies",
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  for (const honey of products) expect(xml).toContain(`/miel/${encodeURIComponent(honey.id)}</loc>`);
  const perfumes = await listed("perfume");
  expect(perfumes.length).toBeGreaterThan(0);
  for (const perfume of perfumes) expect(xml).toContain(`<loc>${baseURL}/parfum/${perfume.id}</loc>`);
});

test("robots.txt points to the sitemap and keeps private pages out", async ({ request, baseURL }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(text).toContain("Disallow: /api/");
});

test("the home page is findable: title, description, canonical, Open Graph, FAQ data, CDN cache headers", async ({
  page,
  request,
  baseURL,
}) => {
  const res = await request.get("/");
  expect(res.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
  await page.goto("/");
  await expect(page).toHaveTitle("Miels rares et parfums d'exception — Maison H");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Livraison offerte dès 45\u00a0€/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Maison H/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => (JSON.parse(t) as { "@type": string })["@type"])).toContain("FAQPage");
  await page.getByText("Quels sont les délais et les frais de livraison ?").click();
  // The dispatch rule the delivery estimates apply (SHIPPING_CUTOFF_HOUR, 12 h by default), not a delay of its own.
  const dispatch =
    "Une commande payée avant 12\u00a0h un jour ouvré part le jour même, les autres le jour ouvré suivant";
  await expect(page.getByText(`${dispatch}, avec un numéro de suivi.`)).toBeVisible();
  expect(ld.join()).toContain(dispatch);
  await expect(page.getByRole("contentinfo")).toContainText(
    "expédition le jour même pour une commande payée avant 12\u00a0h un jour ouvré",
  );
  // The honeys the text names are the catalogue's, spelt as it spells them (it once said « Talh », and an acacia honey
  // the shop does not sell).
  await expect(page.getByText("le Has de l'oasis d'Al-Ahsa et le Tahl des acacias de l'Asir")).toBeVisible();
  // The origins' answer names the catalogue's countries (it once said « huit pays » for good), in the FAQ's data too.
  const origins =
    "Nos miels viennent de 8 pays : Yémen, Oman, Pakistan, Arabie saoudite, Kirghizstan, Nouvelle-Zélande, Iran et France.";
  expect(ld.join()).toContain(origins);
  await page.getByText("D'où viennent vos miels ?").click();
  await expect(page.getByText(origins)).toBeVisible();
});

test("a visitor without a session is served a public page from the page cache, each time with its own nonce", async ({
  request,
}) => {
  const path = "/autres-collection";
  const nonceOf = (html: string, csp: string | undefined) => {
    const nonce = /<script nonce="([^"]+)"/.exec(html)?.[1];
    expect(csp).toContain(`'nonce-${nonce}'`);
    return nonce;
  };
  // Another test's write (parallel workers) empties the cache between two requests: the pair is asked again then.
  let first = await request.get(path);
  let second = await request.get(path);
  for (let attempt = 1; attempt < 5 && second.headers()["x-page-cache"] !== "hit"; attempt++) {
    first = second;
    second = await request.get(path);
  }
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const [a, b] = [
    nonceOf(await first.text(), first.headers()["content-security-policy"]),
    nonceOf(await second.text(), second.headers()["content-security-policy"]),
  ];
  expect(a).not.toBe(b);
  // A session cookie (even an unknown one) always gets a rendering of its own.
  const signedIn = await request.get(path, { headers: { cookie: "maisonh_session=inconnu" } });
  expect(signedIn.headers()["x-page-cache"]).toBeUndefined();
});
