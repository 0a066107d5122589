import { escapeRegExp, expect, expectAccessible, guestPaidOrder, prepareAndShip, test } from "./fixtures";

// Decision 110: a delivered order → the one invitation mail (the job runs every 2 s in the browser tests'
// server) → a review left through its link (a plain form post) → moderated in the back office → published on the
// product page with « Achat vérifié », its purchase date, and the JSON-LD rating counted from published reviews.
// Each project reviews its own honey, none of which another spec reads the rating of.
const HONEYS = {
  desktop: { id: "manuka_nz", name: "Miel de Manuka UMF 10+", price: 899 },
  mobile: { id: "creme_brulee", name: "Miel Crème Brûlée", price: 499 },
} as const;

test("a delivered order's invitation, a review, its moderation, published with « Achat vérifié » and its JSON-LD count", async ({
  adminPage: admin,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const honey = HONEYS[info.project.name as keyof typeof HONEYS];
  const email = `avis.${info.project.name}.${Date.now()}@example.fr`;
  const { context, customer, reference } = await guestPaidOrder(browser, info.project.use.baseURL, email, [
    {
      id: `${honey.id}_50g`,
      name: honey.name,
      price: honey.price,
      quantity: 1,
      image: `/images/products/${honey.id}.svg`,
    },
  ]);

  // The team ships and marks it delivered: the job invites the customer once.
  await admin.goto(`/admin/commandes/${reference}`);
  await prepareAndShip(admin);
  await admin.getByRole("button", { name: "Marquer livrée" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Commande marquée livrée." })).toBeVisible();

  const subject = `Votre avis sur votre commande ${reference}`;
  let mailbox = "";
  await expect(async () => {
    mailbox = await (await customer.request.get("/dev/boite-mail")).text();
    expect(mailbox).toContain(subject);
  }).toPass({ timeout: 20_000 });
  const link = new RegExp(`${escapeRegExp(info.project.use.baseURL!)}/avis/[A-Za-z0-9_-]+`).exec(mailbox)?.[0];
  expect(link, "le lien de l'invitation").toBeTruthy();

  // The review page: one form per line, a rating and a text; posted, it waits for the team.
  await customer.goto(link!);
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Donner votre avis");
  const form = customer.getByRole("form", { name: `Votre avis sur ${honey.name}` });
  await form.getByLabel("5 étoiles — excellent").check();
  const text = `Un miel délicieux <b>vraiment</b> — ${info.project.name}`;
  await form.getByLabel("Votre avis").fill(text);
  await expectAccessible(customer);
  await form.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(customer.getByText("Merci ! Votre avis sera publié après sa lecture par notre équipe.")).toBeVisible();
  await expect(customer.getByText("en attente de lecture par notre équipe")).toBeVisible();
  expect((await (await customer.request.get("/dev/boite-mail")).text()).split(subject).length - 1).toBe(1);

  // Moderation: published from the queue, the action in the journal.
  await admin.goto("/admin/avis");
  const card = admin.getByRole("article").filter({ hasText: text });
  await expect(card).toBeVisible();
  await expectAccessible(admin);
  await card.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Avis publié." })).toBeVisible();
  await admin.goto("/admin/journal");
  await expect(admin.getByText("Avis client publié").first()).toBeVisible();

  // The product page: the review as text, « Achat vérifié », the purchase date; the charter beside it.
  await customer.goto(`/miel/${honey.id}?avis=note`);
  const reviews = customer.locator("#avis");
  await expect(reviews.getByText(text)).toBeVisible();
  const item = reviews.getByRole("listitem").filter({ hasText: text });
  await expect(item.getByText("Achat vérifié")).toBeVisible();
  await expect(item).toContainText(/Acheté le \d{1,2} \S+ \d{4}/);
  await expect(reviews.locator("b")).toHaveCount(0);
  await expect(reviews.getByRole("link", { name: "Les mieux notés" })).toHaveAttribute("aria-current", "true");
  await expectAccessible(customer);
  const count = Number(/Avis clients \((\d+)\)/.exec(await reviews.locator("summary").innerText())?.[1]);
  expect(count).toBeGreaterThanOrEqual(1);
  const ld = (await customer.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as { "@type": string; aggregateRating?: { reviewCount: number; ratingValue: number } },
  );
  const product = ld.find((l) => l["@type"] === "Product")!;
  expect(product.aggregateRating).toMatchObject({ reviewCount: count });

  await reviews.getByRole("link", { name: "Comment les avis sont recueillis et vérifiés" }).click();
  await expect(customer.getByRole("heading", { level: 1 })).toHaveText("Charte des avis clients");
  await expect(customer.getByText("Aucun avis n'est rémunéré ni récompensé")).toBeVisible();
  await expectAccessible(customer);
  await context.close();
});
