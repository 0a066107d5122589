import type { APIRequestContext } from "@playwright/test";
import { adminForWorker } from "./admins";
import { expect, expectAccessible, hydrating, onDesktopOnly, test } from "./fixtures";

// Decision 115: the newsletter with consent — a footer sign-up confirmed from the mailbox, a newsletter written with
// the descriptions' blocks and a product, tested, sent only to the confirmed subscriber, and its unsubscribe link.

onDesktopOnly("a journey through the mailbox and the back office: it does not depend on the screen");

interface Mail {
  subject: string;
  to: string;
  text: string;
  unsubscribe: string | null;
}

/** The development mailbox's mails, newest first. */
async function mailbox(request: APIRequestContext): Promise<Mail[]> {
  const html = await (await request.get("/dev/boite-mail")).text();
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
  return html
    .split("<article>")
    .slice(1)
    .map((article) => ({
      subject: unescape(/<h2>([\s\S]*?)<\/h2>/.exec(article)?.[1] ?? ""),
      to: unescape(/À : ([^ <]+)/.exec(article)?.[1] ?? ""),
      text: unescape(/<pre>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? ""),
      unsubscribe: /List-Unsubscribe : &lt;(.*?)&gt;/.exec(article)?.[1] ?? null,
    }));
}

const linkIn = (text: string, path: string) => {
  const found = new RegExp(`https?://[^\\s"<>]*?${path}\\?jeton=[\\w-]+`).exec(text);
  expect(found, `lien ${path}`).not.toBeNull();
  return new URL(found![0]).pathname + new URL(found![0]).search;
};

test("a footer sign-up confirmed from the mailbox receives the newsletter, an unconfirmed one does not, and its link unsubscribes", async ({
  page,
  adminPage,
  request,
}, info) => {
  test.setTimeout(150_000);
  const run = `${Date.now().toString(36)}${info.retry}`;
  const subscriber = `lettre-${run}@exemple.fr`;
  const unconfirmed = `attente-${run}@exemple.fr`;
  const subject = `La récolte d'hiver ${run}`;

  // Two footer sign-ups; only the first is confirmed.
  const visitor = hydrating(page);
  for (const email of [subscriber, unconfirmed]) {
    await visitor.goto("/");
    const box = visitor.getByRole("region", { name: "Recevoir notre lettre" });
    await box.getByLabel("Votre courriel").fill(email);
    await box.getByRole("button", { name: "S'inscrire" }).click();
    await expect(visitor.getByRole("status")).toContainText("un e-mail de confirmation vient d'y être envoyé");
  }
  await expectAccessible(visitor);
  const confirmation = (await mailbox(request)).find((m) => m.to === subscriber);
  expect(confirmation?.subject).toMatch(/^Confirmez votre inscription à la lettre/);
  expect(confirmation?.unsubscribe).toBeNull();
  await visitor.goto(linkIn(confirmation!.text, "/newsletter/confirmer"));
  await expectAccessible(visitor);
  await visitor.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(visitor.getByRole("status")).toContainText("Votre inscription est confirmée");

  // The back office writes it with a block and a product, tests it, sends it.
  const admin = hydrating(adminPage);
  await admin.goto("/admin/lettres");
  await expect(admin.getByText(/abonnés? confirmés?/)).toBeVisible();
  await admin.getByRole("link", { name: "Écrire une lettre" }).click();
  await admin.getByLabel("Objet").fill(subject);
  const editor = admin.getByRole("group", { name: "Texte de la lettre" });
  await editor.getByRole("button", { name: "Ajouter un intertitre" }).click();
  await editor.getByLabel("Bloc 1 : texte").fill("Nouvelle récolte");
  await editor.getByRole("button", { name: "Ajouter un paragraphe" }).click();
  await editor.getByLabel("Bloc 2 : texte").fill("Le **sidr** est arrivé <b>enfin</b>.");
  const product = admin.getByLabel(/Produit mis en avant/);
  await product.selectOption({ index: 1 });
  const productName = (await product.locator("option:checked").textContent())!.trim();
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Enregistrer la lettre" }).click();
  await expect(admin).toHaveURL(/\/admin\/lettres\/\d+$/);
  await expect(admin.getByRole("heading", { name: subject })).toBeVisible();

  await admin.getByRole("button", { name: "M'envoyer un essai" }).click();
  const adminEmail = adminForWorker(info.parallelIndex);
  await expect(admin.getByText(`Essai envoyé à ${adminEmail}.`)).toBeVisible();
  const test_ = (await mailbox(request)).find((m) => m.subject === `[Essai] ${subject}`);
  expect(test_?.to).toBe(adminEmail);
  expect(test_?.text).toContain(productName);
  expect(test_?.text).toContain("Le sidr est arrivé <b>enfin</b>.");
  expect(test_?.unsubscribe).toMatch(/\/api\/newsletter\/desabonnement\?jeton=/);

  await admin.getByLabel("Je confirme l'envoi aux abonnés").check();
  await admin.getByRole("button", { name: "Envoyer la lettre" }).click();
  await expect(admin.getByText(/Envoi lancé vers \d+ abonnés? confirmés?\./)).toBeVisible();
  await expect(admin.getByRole("button", { name: "Envoyer la lettre" })).toHaveCount(0);

  // The periodic job queues the batch: to the confirmed subscriber, never to the unconfirmed one.
  await expect
    .poll(async () => (await mailbox(request)).filter((m) => m.subject === subject).map((m) => m.to), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toContain(subscriber);
  const sent = (await mailbox(request)).filter((m) => m.subject === subject);
  expect(sent.map((m) => m.to)).not.toContain(unconfirmed);
  expect(sent.filter((m) => m.to === subscriber)).toHaveLength(1);
  const issue = sent.find((m) => m.to === subscriber)!;
  expect(issue.text).toContain(productName);
  expect(issue.unsubscribe).toMatch(/\/api\/newsletter\/desabonnement\?jeton=[\w-]+$/);
  await admin.reload();
  await expect(admin.getByTestId("progression")).toHaveText(/^(\d+) \/ \1$/);

  // Its unsubscribe link: the page asks, its button withdraws.
  await visitor.goto(linkIn(issue.text, "/newsletter/desabonnement"));
  await expectAccessible(visitor);
  await visitor.getByRole("button", { name: "Me désabonner" }).click();
  await expect(visitor.getByRole("status")).toContainText("vous ne recevrez plus notre lettre");
  // The mail client's one-click POST to the header's address is answered too (already withdrawn: the same).
  const oneClick = await request.post(new URL(issue.unsubscribe!).pathname + new URL(issue.unsubscribe!).search, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
});
