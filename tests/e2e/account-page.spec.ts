import type { APIRequestContext, Page } from "@playwright/test";
import {
  basketLine,
  checkoutFromBasket,
  expect,
  expectAccessible,
  finaliseAndPay,
  mailedToken,
  openHydrated,
  paidByCardThroughApi,
  registeredCustomer,
  test,
  waitForHydration,
} from "./fixtures";

// The account page (decision 113): the address book used at checkout, and an order cancelled by its customer —
// refunded through the back office's path, stock back, credit note on the order page.

const SIDR = "sidr_malaki_yemen_250g";

// Long journeys (sign-up, the book, a checkout, a payment): three times the usual time on a loaded machine.
test.beforeEach(() => test.slow());

/** Fills the address book's form (an address in `city`), ticks « par défaut » when asked, and sends it. */
async function addAddress(page: Page, a: { street: string; postalCode: string; city: string; makeDefault?: boolean }) {
  const form = page.getByRole("region", { name: "Ajouter une adresse" });
  await form.getByLabel("Prénom").fill("Claire");
  await form.getByLabel("Nom", { exact: true }).fill("Martin");
  await form.getByLabel("Téléphone").fill("06 12 34 56 78");
  await form.getByLabel("Adresse", { exact: true }).fill(a.street);
  await form.getByLabel("Ville").fill(a.city);
  await form.getByLabel("Code postal").fill(a.postalCode);
  if (a.makeDefault) await form.getByRole("checkbox", { name: "En faire mon adresse par défaut" }).check();
  await form.getByRole("button", { name: "Ajouter l'adresse" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Adresse ajoutée." })).toBeVisible();
}

const stockOf = async (request: APIRequestContext) => {
  const honey = (await (await request.get("/api/catalog/honeys/sidr_malaki_yemen")).json()) as {
    variants: { id: string; stock: number | null }[];
  };
  return honey.variants.find((v) => v.id === SIDR)!.stock;
};

test("the address book is used at checkout: the default preselected, another picked, the order delivered there", async ({
  page,
}, info) => {
  const email = `carnet.${info.project.name}.${Date.now()}@example.fr`;
  await registeredCustomer(page.request, email, "Claire Martin");

  await openHydrated(page, "/profil/adresses");
  await expect(page.getByText("Aucune adresse enregistrée.")).toBeVisible();
  await addAddress(page, { street: "8 cours de l'Intendance", postalCode: "33000", city: "Bordeaux" });
  await addAddress(page, { street: "12 rue des Abeilles", postalCode: "69001", city: "Lyon", makeDefault: true });
  const book = page.getByRole("region", { name: "Carnet d'adresses" });
  await expect(book.getByRole("listitem")).toHaveCount(2);
  await expect(book.getByRole("listitem").first()).toContainText("Adresse par défaut");
  await expect(book.getByRole("listitem").first()).toContainText("69001 Lyon");
  await expectAccessible(page);

  await checkoutFromBasket(page, JSON.stringify([basketLine("parfum_homme_2", "Mr.H", 2999)]));
  await waitForHydration(page);
  const picker = page.getByRole("region", { name: "Mes adresses" });
  await expect(picker.getByRole("radio", { name: /Claire Martin \(par défaut\)/ })).toBeChecked();
  await expect(page.getByLabel("Ville")).toHaveValue("Lyon");
  await picker.getByRole("radio", { name: /8 cours de l'Intendance/ }).check();
  await expect(page.getByLabel("Adresse", { exact: true })).toHaveValue("8 cours de l'Intendance");
  await expect(page.getByLabel("Code postal")).toHaveValue("33000");
  await expectAccessible(page);

  await finaliseAndPay(page);
  const reference = (await page.getByText(/^MH-[A-Z2-9]{8}$/).textContent())!.trim();
  await page.goto(`/commandes/${reference}`);
  const delivery = page.getByRole("region", { name: "Adresse de livraison" });
  await expect(delivery).toContainText("8 cours de l'Intendance");
  await expect(delivery).toContainText("33000 Bordeaux");
});

test("a customer cancels a paid order not yet prepared: refunded, stock back, credit note shown, then reorders it", async ({
  page,
}, info) => {
  const email = `annulation.${info.project.name}.${Date.now()}@example.fr`;
  await registeredCustomer(page.request, email, "Léa Roux");
  const before = (await stockOf(page.request))!;
  const { reference } = await paidByCardThroughApi(page.request, {
    email,
    lastName: "Roux",
    items: [{ id: SIDR, quantity: 2 }],
  });
  expect(await stockOf(page.request)).toBe(before - 2);

  await page.goto("/profil");
  const orders = page.getByRole("region", { name: "Mes commandes" });
  await orders.getByRole("link", { name: `Annuler la commande ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/commandes/${reference}#annuler$`));
  const cancel = page.getByRole("region", { name: "Annuler ma commande" });
  await expect(cancel).toContainText("Elle vous sera remboursée en entier");
  await expectAccessible(page);
  await cancel.getByRole("button", { name: "Annuler ma commande et être remboursé" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Votre commande est annulée" })).toBeVisible();
  await expect(page.getByText("Remboursée", { exact: true })).toBeVisible();
  await expect(cancel).toHaveCount(0);
  const documents = page.getByRole("region", { name: "Facture et avoirs" });
  await expect(documents.getByText(/^Avoir/)).toBeVisible();
  expect(await stockOf(page.request)).toBe(before);
  const mailbox = await (await page.request.get("/dev/boite-mail")).text();
  expect(mailbox.match(new RegExp(`Remboursement de votre commande ${reference}`, "g"))).toHaveLength(1);
  await expectAccessible(page);

  // Ordered again in one click, at today's price, into the basket.
  await openHydrated(page, "/profil");
  await orders.getByRole("button", { name: `Commander à nouveau la commande ${reference}` }).click();
  await expect(orders.getByRole("status").filter({ hasText: "2 articles ajoutés à votre panier" })).toBeVisible();
  await orders.getByRole("link", { name: "Voir mon panier" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon panier");
  await expect(page.getByText(/Sidr/).first()).toBeVisible();
});

test("the security page changes the password (current one asked) and the e-mail (through the new address's link)", async ({
  page,
}, info) => {
  const email = `securite.${info.project.name}.${Date.now()}@example.fr`;
  const next = `nouvelle.${info.project.name}.${Date.now()}@example.fr`;
  await registeredCustomer(page.request, email, "Inès Robert");

  await openHydrated(page, "/profil/securite");
  const password = page.getByRole("region", { name: "Mot de passe" });
  await password.getByLabel("Mot de passe actuel").fill("pas-le-bon");
  await password.getByLabel("Nouveau mot de passe").fill("Rayons-de-miel-2027");
  await password.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(password.getByText("Mot de passe actuel incorrect : rien n'a changé.")).toBeVisible();
  await password.getByLabel("Mot de passe actuel").fill("miel-sidr-2025");
  await password.getByLabel("Nouveau mot de passe").fill("Rayons-de-miel-2027");
  await password.getByRole("button", { name: "Changer mon mot de passe" }).click();
  await expect(password.getByRole("status")).toHaveText(
    "Votre mot de passe a été modifié ; vos autres appareils sont déconnectés.",
  );

  const mail = page.getByRole("region", { name: "Adresse e-mail" });
  await mail.getByLabel("Nouvelle adresse e-mail").fill(next);
  await mail.getByLabel("Mot de passe").fill("Rayons-de-miel-2027");
  await mail.getByRole("button", { name: "Changer mon adresse e-mail" }).click();
  await expect(mail.getByRole("status")).toContainText(`Un lien de confirmation vient d'être envoyé à ${next}.`);
  await expect(mail).toContainText(`Actuellement : ${email}`);
  await expectAccessible(page);

  const token = await mailedToken(page.request, next, "/profil/confirmer-email");
  await page.goto(`/profil/confirmer-email?token=${token}`);
  await page.getByRole("button", { name: "Confirmer ma nouvelle adresse" }).click();
  await expect(page.getByRole("status")).toHaveText(`Votre adresse e-mail est maintenant ${next}.`);
  await expectAccessible(page);
  const login = await page.request.post("/api/auth/login", { data: { email: next, password: "Rayons-de-miel-2027" } });
  expect(login.status()).toBe(200);
});
