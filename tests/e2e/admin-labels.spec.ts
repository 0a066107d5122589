import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { confirmationMail, downloadFrom, expect, onDesktopOnly, paidByCardThroughApi, pdfOf, test } from "./fixtures";

onDesktopOnly("a back-office journey: its steps do not depend on the screen");

/** A perfume paid by card through the API for `who`.<project>.<time>@example.fr, its order's page opened by the admin. */
async function paidOrderLabelCard(
  admin: Page,
  request: APIRequestContext,
  info: TestInfo,
  who: string,
  lastName: string,
) {
  const email = `${who}.${info.project.name}.${Date.now()}@example.fr`;
  const { reference } = await paidByCardThroughApi(request, {
    email,
    lastName,
    items: [{ id: "parfum_homme_1", quantity: 1 }],
  });
  await admin.goto(`/admin/commandes/${reference}`);
  return { email, reference, card: admin.getByRole("region", { name: "Étiquette" }) };
}

test("the admin creates the label of a paid order, downloads its PDF and cancels it", async ({
  adminPage: admin,
  request,
}, info) => {
  const { reference, card } = await paidOrderLabelCard(admin, request, info, "etiquette", "Colis");
  // The weight the delivery was priced on (decision 109): a perfume of unknown volume weighs its packaging, 300 g.
  await expect(card.getByLabel("Poids du colis (g)")).toHaveValue("300");
  await expect(card).toContainText("Estimé d'après les articles et l'emballage : 300 g.");
  await card.getByLabel("Poids du colis (g)").fill("1350");
  await card.getByRole("button", { name: "Créer l'étiquette" }).click();
  await expect(card.getByRole("status")).toHaveText("Étiquette créée : imprimez-la et collez-la sur le colis.");
  await expect(card).toContainText("1350 g");

  const download = await downloadFrom(admin, card.getByRole("link", { name: "Imprimer l'étiquette (PDF)" }));
  expect(download.suggestedFilename()).toBe(`etiquette-${reference}.pdf`);
  expect((await pdfOf(download)).text).toContain("SPÉCIMEN");

  await card.getByRole("button", { name: "Annuler l'étiquette" }).click();
  const dialog = admin.getByRole("alertdialog", { name: "Annuler l'étiquette ?" });
  await dialog.getByRole("button", { name: "Annuler l'étiquette" }).click();
  await expect(card.getByRole("status")).toHaveText("Étiquette annulée : vous pouvez en créer une autre.");
  await expect(card.getByRole("button", { name: "Créer l'étiquette" })).toBeVisible();
});

test("the admin advances the simulated parcel until delivered: the customer's page says so, one shipping mail", async ({
  adminPage: admin,
  page: customer,
  request,
}, info) => {
  const { email, reference, card } = await paidOrderLabelCard(admin, request, info, "suivi", "Suivi");
  const mailbox = () => request.get("/dev/boite-mail").then((res) => res.text());
  await expect.poll(mailbox).toContain(`Confirmation de votre commande ${reference}`);
  const { orderLink } = confirmationMail(await mailbox(), email);

  await card.getByRole("button", { name: "Créer l'étiquette" }).click();
  await expect(card.getByRole("status")).toHaveText("Étiquette créée : imprimez-la et collez-la sur le colis.");
  const trackingNumber = (await card.locator(".font-mono").textContent())!;
  expect(trackingNumber).toMatch(/^SIMU\d{10}FR$/);

  // A home parcel: handed to the carrier, in transit, delivered — each click one event, received as the webhook.
  const advance = card.getByRole("button", { name: "Faire avancer le colis (simulation)" });
  await expect(advance).toHaveAccessibleDescription(/Joue l'événement suivant du transporteur simulé/);
  for (const [event, step] of [
    ["Remis au transporteur (simulation)", "expédiée"],
    ["En cours d'acheminement (simulation)", "expédiée"],
    ["Livré (simulation)", "livrée"],
  ]) {
    await advance.click();
    await expect(card.getByRole("status")).toHaveText(`Colis : ${event}. Commande : ${step}.`);
  }
  await expect(advance).toBeHidden();
  await expect(admin.getByText("Livrée", { exact: true }).first()).toBeVisible();
  // The card's « Suivi du colis »: the carrier's three events, each applied (decision 108).
  await expect(card.getByRole("list", { name: "Suivi du colis" }).getByRole("listitem")).toHaveText([
    / · Remis au transporteur · appliqué$/,
    / · En cours d'acheminement · appliqué$/,
    / · Livré · appliqué$/,
  ]);

  // The customer's page, from the confirmation mail's link: delivered, with the parcel's number.
  await customer.goto(orderLink);
  const tracking = customer.getByRole("region", { name: "Suivi" });
  await expect(tracking).toContainText(/Livrée le \d{1,2} \S+ \d{4}\./);
  await expect(tracking).toContainText(`Numéro de suivi : ${trackingNumber}.`);
  // The simulated carrier has no tracking page: no « Suivre mon colis » link to follow.
  await expect(tracking.getByRole("link", { name: /Suivre mon colis/ })).toHaveCount(0);
  // Delivered: the withdrawal period runs from today (decision 108).
  await expect(customer.getByRole("region", { name: "Rétractation" })).toContainText(
    /Vous pouvez vous rétracter jusqu'au \d{1,2} \S+ \d{4} inclus/,
  );

  const shippingMails = (await mailbox())
    .split("<article>")
    .filter((mail) => mail.includes(`À : ${email}`) && mail.includes(`Votre commande ${reference} est expédiée`));
  expect(shippingMails).toHaveLength(1);
  expect(shippingMails[0]).toContain(trackingNumber);
});
