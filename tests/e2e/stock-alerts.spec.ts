import type { APIRequestContext, Page } from "@playwright/test";
import { escapeRegExp, expect, expectAccessible, hydrating, onDesktopOnly, test } from "./fixtures";

onDesktopOnly("a back-office journey (the restock): its steps do not depend on the screen");

// Issue 33, decision 111: a sold-out limited edition → « Me prévenir » → the confirmation link → restocked in the
// back office → exactly one mail for that address, whose one-click unsubscribe works from another site.

const PERFUME = { id: "parfum_homme_10", name: "Mr.H — Épices d'Orient" };

/** The development mailbox's mails to `email`, newest first: subject and text. */
async function mailsTo(request: APIRequestContext, email: string) {
  const page = await (await request.get("/dev/boite-mail")).text();
  return page
    .split("<article>")
    .slice(1)
    .filter((article) => article.includes(`À : ${email} `))
    .map((article) => ({ subject: /<h2>(.*?)<\/h2>/.exec(article)![1]!.replace(/&#39;/g, "'"), text: article }));
}

/** A link of the shop in a mail, as a path the browser opens on this server. */
function linkIn(text: string, path: string): string {
  const found = new RegExp(`https?://[^\\s<"]+(${escapeRegExp(path)}\\?jeton=[\\w-]+)`).exec(text);
  expect(found, `lien ${path}`).not.toBeNull();
  return found![1]!;
}

async function setStock(admin: Page, stock: string) {
  await admin.goto(`/admin/produits/${PERFUME.id}`);
  await admin.getByLabel("Stock de Flacon").fill(stock);
  await admin.getByRole("button", { name: "Enregistrer" }).click();
  // « Aucun changement » when a retry finds the stock already set.
  await expect(
    admin.getByRole("status").filter({ hasText: /Produit enregistré\.|Aucun changement à enregistrer\./ }),
  ).toBeVisible();
}

test("a sold-out limited edition: alert asked, confirmed by mail, one mail at the restock, one-click unsubscribe", async ({
  adminPage: admin,
  browser,
  request,
  consoleErrors,
}, info) => {
  // A long journey: two browsers, the back office three times, the mailbox polled.
  test.slow();
  const stamp = Date.now().toString(36);
  const email = `alerte-${stamp}@exemple.fr`;
  const unconfirmed = `sans-confirmation-${stamp}@exemple.fr`;
  await setStock(admin, "0");

  const customerContext = await browser.newContext({ baseURL: info.project.use.baseURL });
  const customer = hydrating(await customerContext.newPage());
  await customer.goto(`/parfum/${PERFUME.id}`);
  const alert = customer.getByRole("region", { name: `${PERFUME.name} est épuisé` });
  await expect(alert).toBeVisible();
  await alert.getByLabel("Votre adresse e-mail").fill(email);
  await alert.getByRole("button", { name: "Me prévenir" }).click();
  await expect(alert.getByRole("status")).toContainText(
    `C'est noté. Confirmez votre alerte avec le lien que nous venons d'envoyer à ${email}`,
  );
  await expectAccessible(customer);

  // Without JavaScript: the form posts to /alerte-stock, which answers with the way back to the product.
  const plainContext = await browser.newContext({ baseURL: info.project.use.baseURL, javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto(`/parfum/${PERFUME.id}`);
  await plain.getByLabel("Votre adresse e-mail").fill(unconfirmed);
  await plain.getByRole("button", { name: "Me prévenir" }).click();
  await expect(plain).toHaveURL(/\/alerte-stock$/);
  await expect(plain.getByRole("status")).toContainText(unconfirmed);
  await expect(plain.getByRole("link", { name: "Retour au produit" })).toHaveAttribute("href", `/parfum/${PERFUME.id}`);
  await plainContext.close();

  // Only the confirmation is mailed; its link shows a button (a GET confirms nothing), the button confirms.
  const [confirmation, ...others] = await mailsTo(request, email);
  expect(others).toEqual([]);
  expect(confirmation!.subject).toContain("Confirmez votre alerte");
  await customer.goto(linkIn(confirmation!.text, "/alerte-stock/confirmer"));
  await customer.getByRole("button", { name: "Confirmer mon alerte" }).click();
  await expect(customer.getByRole("status")).toHaveText(
    `Votre alerte est confirmée : nous vous écrirons au retour de « ${PERFUME.name} ».`,
  );
  await expectAccessible(customer);

  // The back office counts who waits: one confirmed, one not.
  await admin.goto("/admin/alertes-stock");
  const row = admin.getByTestId(`alertes-${PERFUME.id}`);
  // A retry finds the first try's alerts still there: « at least one ».
  await expect(row.getByRole("cell")).toHaveText([PERFUME.name, "Flacon", "0", /^[1-9]\d*$/, /^[1-9]\d*$/]);
  await expectAccessible(admin);

  await setStock(admin, "4");
  await expect
    .poll(async () => (await mailsTo(request, email)).filter((m) => m.subject.startsWith("De retour")).length)
    .toBe(1);
  // Told once: the job's later runs and another save send nothing more; the unconfirmed address got nothing.
  await setStock(admin, "5");
  await customer.waitForTimeout(1_000);
  const mails = await mailsTo(request, email);
  expect(mails.map((m) => m.subject)).toEqual([
    expect.stringContaining(`De retour : ${PERFUME.name}`),
    expect.stringContaining("Confirmez votre alerte"),
  ]);
  expect((await mailsTo(request, unconfirmed)).map((m) => m.subject)).toEqual([
    expect.stringContaining("Confirmez votre alerte"),
  ]);
  // Told: no longer counted as waiting; the unconfirmed one still is, until its week is over.
  await admin.goto("/admin/alertes-stock");
  await expect(row.getByRole("cell")).toHaveText([PERFUME.name, "Flacon", "5", "0", /^[1-9]\d*$/]);
  const backInStock = mails[0]!.text;
  const unsubscribe = linkIn(backInStock, "/alerte-stock/desabonnement");
  expect(backInStock).toMatch(/List-Unsubscribe : &lt;https?:\/\/[^&]+\/alerte-stock\/desabonnement\?jeton=/);

  // A mail client's one-click POST, from another site, with RFC 8058's body: accepted; any other body is refused.
  const foreign = { origin: "https://webmail.example", "content-type": "application/x-www-form-urlencoded" };
  const other = await request.post(unsubscribe, { headers: foreign, data: "email=pirate%40exemple.fr" });
  expect(other.status()).toBe(403);
  const oneClick = await request.post(unsubscribe, { headers: foreign, data: "List-Unsubscribe=One-Click" });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toMatch(/vous ne recevrez plus d(&#x27;|&#39;|')alerte de retour en stock/);

  // The mail's link in a browser: the page's button does the same, once more without harm.
  await customer.goto(unsubscribe);
  await customer.getByRole("button", { name: "Me désabonner" }).click();
  await expect(customer.getByRole("status")).toHaveText(
    "C'est fait : vous ne recevrez plus d'alerte de retour en stock.",
  );
  await customerContext.close();
  expect(consoleErrors).toEqual([]);
});
