import { expect, expectAccessible, test } from "./fixtures";

// Issue 11, item 21: the browser tests' shop runs on 127.0.0.1 with simulated payments, so it is a demonstration.
const NOTICE = "Mode démonstration — aucun paiement réel";

test("every page shows the demonstration banner, server-rendered, above the top bar", async ({ page, request }) => {
  for (const path of ["/", "/panier", "/connexion", "/miel/sidr_malaki_yemen", "/page-inconnue"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(NOTICE);
  }
  await page.goto("/");
  // The announcement bar's first words, shared with the advertised code (home.spec.ts measures it at each width).
  const banner = page.getByRole("banner").getByText(NOTICE);
  await expect(banner).toBeVisible();
  const bar = page.getByRole("banner").getByTestId("announcement-bar");
  expect((await bar.boundingBox())!).toMatchObject({ y: 0, height: 32 });
  expect((await banner.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  // One line, never clipped, down to 360 px.
  expect(await banner.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // The top bar's row starts under it, and the page's content under both.
  const home = page.getByRole("link", { name: /accueil$/ });
  expect((await home.boundingBox())!.y).toBeGreaterThanOrEqual(32);
  expect(await page.locator("#contenu").evaluate((el) => getComputedStyle(el).paddingTop)).toBe("96px");
  await expectAccessible(page);
  await page.goto("/paiement");
  await expect(page.getByRole("banner").getByText(NOTICE)).toBeVisible();
  await expectAccessible(page);
});

test("the mails of the demonstration say so", async ({ request }, info) => {
  const email = `demo.${info.project.name}.${Date.now()}@example.fr`;
  await request.post("/api/auth/register", { data: { email, password: "miel-sidr-2025", full_name: "Démo" } });
  const mailbox = await (await request.get("/dev/boite-mail")).text();
  expect(mailbox).toMatch(new RegExp(`À : ${email.replace(/\./g, "\\.")}[\\s\\S]*?${NOTICE}`));
});
