import { expect, expectAccessible, onDesktopOnly, test } from "./fixtures";

// The shop's legal identity in the back office (decision 093): an administrator fills it in, a malformed detail is
// refused in French beside its field, the legal notice shows the edit at once (« à compléter » where still empty),
// the footer links the social account given (none invented), and the journal keeps the change.

onDesktopOnly("a back-office round trip: the desktop and mobile runs share the shop's database");

test("an administrator edits the shop's identity; the legal notice and the journal show it", async ({
  adminPage: admin,
  browser,
  consoleErrors,
}) => {
  const field = (name: string) => admin.getByRole("textbox", { name, exact: true });
  await admin.goto("/admin");
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Identité" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Identité de la boutique");
  await expectAccessible(admin);

  // The address and the host's address stay empty: the products keep no default operator, the notice its blanks.
  await field("Raison sociale").fill("Miellerie des Essais SAS");
  await field("Forme juridique et capital").fill("SAS au capital de 12 000 €");
  await field("SIREN").fill("123");
  await field("Directeur de la publication").fill("Hélène Essai");
  await field("Hébergeur : nom").fill("Hébergeur des Essais");
  // A look-alike site is not the shop's Instagram page.
  await field("Instagram").fill("https://instagram.com.pirate.example/maisonh");
  await admin.getByRole("button", { name: "Enregistrer l'identité" }).click();
  const siren = field("SIREN");
  await expect(siren).toHaveAttribute("aria-invalid", "true");
  await expect(admin.getByText("SIREN : 9 chiffres attendus (ex. 912 345 678).")).toBeVisible();
  await expect(admin.getByText("Corrigez les champs signalés.")).toBeVisible();
  // The refusal's answer is a 400, which the browser reports.
  expect(consoleErrors).toEqual([expect.stringContaining("400")]);
  consoleErrors.length = 0;

  await expect(field("Instagram")).toHaveAttribute("aria-invalid", "true");
  await siren.fill("912 345 678");
  await field("Instagram").fill("https://www.instagram.com/miellerie.essais");
  await admin.getByRole("button", { name: "Enregistrer l'identité" }).click();
  await expect(admin.getByRole("status")).toHaveText("Identité de la boutique enregistrée.");
  await expect(field("Raison sociale")).toHaveValue("Miellerie des Essais SAS");
  await expect(siren).not.toHaveAttribute("aria-invalid", "true");

  // A visitor without a session: the public page cache was emptied by the save.
  const visitor = await browser.newPage();
  await visitor.goto("/mentions-legales");
  const notice = visitor.locator("main");
  for (const text of ["Miellerie des Essais SAS", "SAS au capital de 12 000 €", "912 345 678", "Hélène Essai"])
    await expect(notice.getByText(text, { exact: true })).toBeVisible();
  await expect(notice.getByText("Hébergeur des Essais")).toBeVisible();
  await expect(notice.getByText("à compléter").first()).toBeVisible();
  // The footer links the one account given, and no other network.
  const footer = visitor.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute(
    "href",
    "https://www.instagram.com/miellerie.essais",
  );
  await expect(footer.getByRole("link", { name: /Facebook|TikTok/ })).toHaveCount(0);
  await visitor.close();

  await admin.goto("/admin/journal");
  const entry = admin.getByRole("listitem").filter({ hasText: "Identité de la boutique modifiée" }).first();
  await expect(entry).toContainText("Miellerie des Essais SAS");
  await expect(entry.getByRole("link", { name: /Identité de la boutique/ })).toHaveAttribute("href", "/admin/identite");
});
