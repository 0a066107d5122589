import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { PDFParse } from "pdf-parse";
import {
  type APIRequestContext,
  type Browser,
  test as base,
  type Cookie,
  type Download,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { adminForWorker, E2E_ADMIN_PASSWORD, E2E_ADMIN_TOTP_SECRET } from "./admins";
import { SERIOUS_RULES } from "./axe-rules";

// Every page of every test fails on a console error or an uncaught exception (hydration, CSP, scripts).
// `adminPage`: the page of a signed-in administrator who passed the second factor (one per parallel worker,
// enrolled in the terminal by `npm run admin -- create` before the server starts).
export const test = base.extend<{ consoleErrors: string[]; adminPage: Page }, { adminCookies: Cookie[] }>({
  // A page acts once hydrated: its scripts start after the first paint (decision 055), later than the load event
  // that goto and reload wait for.
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : hydrating(page));
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "erreurs dans la console du navigateur").toEqual([]);
    },
    { auto: true },
  ],
  adminCookies: [
    async ({ browser }, use, workerInfo) => {
      // The second factor's page needs JavaScript, even when the first test asking for an admin is a no-JS one
      // (the runner gives a context made here that test's options otherwise).
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, javaScriptEnabled: true });
      const page = hydrating(await context.newPage());
      await signInAdmin(page, adminForWorker(workerInfo.parallelIndex), { reuseCodes: true });
      const cookies = await context.cookies();
      await context.close();
      await use(cookies);
    },
    { scope: "worker" },
  ],
  adminPage: async ({ page, context, adminCookies }, provide) => {
    await context.addCookies(adminCookies);
    await provide(page);
  },
});

/**
 * `page` with `goto` and `reload` waiting for hydration too: a page's scripts start after its first paint (decision
 * 055), later than the load event they wait for. For every page with JavaScript a test opens itself.
 */
export function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** Waits until a shop page has hydrated (root.tsx marks <html>); at once for a document without the boot script. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector("script[data-boot]") || document.documentElement.hasAttribute("data-hydrated"),
  );
}

/** Opens `path` and waits until the page has hydrated. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The code an authenticator app would show for this secret at `at`. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at,
  });
}

/**
 * The recovery codes an administrator was shown at a first sign-in of this run, kept for the next sign-ins of the
 * account (another worker, the same worker restarted): a TOTP code is accepted once per 30-second step, and a second
 * sign-in within the step would wait for the next one. In the folder of this run (tests/e2e/global-setup.ts), one
 * file per account; one worker at a time signs an account in (adminForWorker: one per parallel index).
 */
function notedCodes(email: string) {
  const dir = process.env.E2E_RECOVERY_CODES_DIR;
  const file = dir ? path.join(dir, `${email}.json`) : undefined;
  return {
    note: (codes: string[]) => {
      if (file) writeFileSync(file, JSON.stringify(codes));
    },
    /** One unused code, taken out of the file; undefined when none is left. */
    take: (): string | undefined => {
      if (!file || !existsSync(file)) return undefined;
      const [code, ...rest] = JSON.parse(readFileSync(file, "utf8")) as string[];
      writeFileSync(file, JSON.stringify(rest));
      return code;
    },
  };
}

/**
 * Signs an administrator in through the sign-in page and the second factor page (the key enrolled in the terminal,
 * never shown on the web): the first time, the ten recovery codes are shown once and noted; a later sign-in of the
 * run uses one of them (`reuseCodes`), else the TOTP code. Ends on the dashboard.
 */
export async function signInAdmin(
  page: Page,
  email: string,
  { reuseCodes = false } = {},
): Promise<{ secret: string; recoveryCodes: string[] }> {
  await openHydrated(page, "/connexion");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).first().click();
  await expect(page.getByRole("heading", { name: "Double authentification" })).toBeVisible();
  const secret = E2E_ADMIN_TOTP_SECRET;
  const noted = notedCodes(email);
  const kept = reuseCodes ? noted.take() : undefined;
  if (kept) {
    await page.getByLabel("Code à 6 chiffres ou code de secours").fill(kept);
    await page.getByRole("button", { name: "Valider" }).click();
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    return { secret, recoveryCodes: [] };
  }
  let recoveryCodes: string[] = [];
  // A code is accepted once per 30-second step: the next step's code (accepted a step early). Only when no noted
  // recovery code is left and a previous sign-in of this run took that step is the following step awaited.
  for (let attempt = 0; ; attempt++) {
    await page.getByLabel("Code à 6 chiffres ou code de secours").fill(totpCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Valider" }).click();
    const codes = page.getByRole("list", { name: "Codes de secours" });
    const refused = page.getByRole("alert").filter({ hasText: "Code incorrect" });
    const outcome = await Promise.race([
      page
        .getByRole("heading", { name: "Tableau de bord" })
        .waitFor()
        .then(() => "in" as const),
      codes.waitFor().then(() => "codes" as const),
      refused.waitFor().then(() => "refused" as const),
    ]);
    if (outcome === "codes") {
      await expect(codes.getByRole("listitem")).toHaveCount(10);
      recoveryCodes = await codes.getByRole("listitem").allTextContents();
      if (reuseCodes) noted.note(recoveryCodes);
      await page.getByRole("button", { name: "J'ai noté mes codes, continuer" }).click();
      break;
    }
    if (outcome === "in" || attempt >= 2) break;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
  return { secret, recoveryCodes };
}

export { expect };

/**
 * For a file whose journeys do not depend on the screen (the back office's long journeys, the server's own answers):
 * run by the desktop project only, to keep CI within its time (decision 057). The phone's layout of the back office
 * stays covered by admin-access.spec.ts.
 */
export function onDesktopOnly(why: string) {
  test.skip(({ isMobile }) => isMobile, why);
}

/**
 * Runs axe on the page and fails on any serious or critical violation: the rules that can report one (axe-rules.ts),
 * in the page itself (legacy mode: the shop's pages hold no frame).
 */
export async function expectAccessible(page: Page) {
  expect(page.frames(), "un cadre dans la page : le mode legacy d'axe ne le vérifierait pas").toHaveLength(1);
  const results = await new AxeBuilder({ page }).withRules(SERIOUS_RULES).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    "violations d'accessibilité graves",
  ).toEqual([]);
  // axe leaves text of its background's very colour (1:1) « to review », as if hidden on purpose: here it is always a
  // mistake (the footer's brown button on its brown background went unseen so).
  const invisible = results.incomplete
    .filter((v) => v.id === "color-contrast")
    .flatMap((v) => v.nodes)
    .filter((node) =>
      node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === "equalRatio"),
    )
    .map((node) => node.target.join(" "));
  expect(invisible, "texte de la couleur de son fond (contraste 1:1)").toEqual([]);
}

/** A line of the stored basket, with the product's picture unless told another. */
export function basketLine(
  id: string,
  name: string,
  price: number,
  quantity = 1,
  image = `/images/products/${id}.svg`,
) {
  return { id, name, price, quantity, image };
}

/**
 * Puts lines in the browser's basket before the shop's scripts run (once per tab), so a hydrating page
 * cannot overwrite them.
 */
export async function seedBasket(page: Page, value: string) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem("e2e-basket-seeded")) return;
    sessionStorage.setItem("e2e-basket-seeded", "1");
    localStorage.setItem("maisonh_cart", stored);
  }, value);
}

/** The basket seeded with `basket` (its stored JSON), then « Procéder au paiement » from /panier: on the checkout. */
export async function checkoutFromBasket(page: Page, basket: string) {
  await seedBasket(page, basket);
  await page.goto("/panier");
  await page.getByRole("button", { name: "Procéder au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Fills the delivery form of /checkout or /crypto-payment (the e-mail only for a guest). */
export async function fillDelivery(page: Page, email: string | null) {
  // Reached by a click (a new document): typed before hydration, a field would be cleared by the form's state.
  await waitForHydration(page);
  if (email) await page.getByLabel("Votre e-mail").fill(email);
  await page.getByLabel("Prénom").fill("Claire");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Téléphone").fill("06 12 34 56 78");
  await page.getByLabel("Adresse", { exact: true }).fill("12 rue des Abeilles");
  await page.getByLabel("Ville").fill("Lyon");
  await page.getByLabel("Code postal").fill("69001");
}

/**
 * An order of `items` placed through the shop's API for `email` (delivered in Dijon to Léa `lastName`), then paid by
 * card on the simulated provider; `headers` sign the checkout in when the request's cookies do not.
 */
export async function paidByCardThroughApi(
  request: APIRequestContext,
  {
    email,
    lastName,
    items,
    code,
    headers,
  }: {
    email: string;
    lastName: string;
    items: { id: string; quantity: number }[];
    code?: string;
    headers?: Record<string, string>;
  },
) {
  const checkout = await request.post("/api/payments/checkout/cart", {
    headers,
    data: {
      items,
      ...(code ? { promo_code: { code } } : {}),
      shipping_address: {
        firstName: "Léa",
        lastName,
        email,
        phone: "06 12 34 56 78",
        address: "3 place des Ruches",
        city: "Dijon",
        postalCode: "21000",
        country: "France",
      },
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const order = (await checkout.json()) as { url: string; reference: string; total_cents: number };
  const paid = await request.post(`/api/payments/simulated/${order.url.split("/").pop()}/pay`, {
    data: { card_number: "4242 4242 4242 4242" },
  });
  expect(paid.status()).toBe(200);
  return order;
}

/** On the simulated card page the checkout led to, pays with `card` once the page has taken the input. */
export async function payWithCard(page: Page, card: string) {
  await expect(page).toHaveURL(/\/paiement-simule\/cs_sim_/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paiement par carte");
  // Reached by a click (a new document): typed before hydration, the fields are cleared by the form's state.
  await waitForHydration(page);
  // Grouped by fours, the card number was seen by the form's state.
  const grouped = card.replace(/\D/g, "").replace(/(\d{4})(?=\d)/g, "$1 ");
  await expect(async () => {
    await page.getByLabel("Numéro de carte").fill(card);
    await page.getByLabel("Expiration").fill("12/30");
    await page.getByLabel("CVC").fill("123");
    await expect(page.getByLabel("Numéro de carte")).toHaveValue(grouped, { timeout: 1_000 });
    await expect(page.getByLabel("Expiration")).not.toHaveValue("", { timeout: 1_000 });
    await expect(page.getByLabel("CVC")).toHaveValue("123", { timeout: 1_000 });
  }).toPass();
  await page.getByRole("button", { name: /^Payer / }).click();
}

/** The token of the first `path?token=…` link listed for `email` in the development mailbox. */
export async function mailedToken(request: APIRequestContext, email: string, path: string): Promise<string> {
  const mailbox = await (await request.get("/dev/boite-mail")).text();
  const found = new RegExp(`À : ${email.replace(/\./g, "\\.")}[\\s\\S]*?${path}\\?token=([\\w-]+)`).exec(mailbox);
  expect(found, `lien ${path} dans la boîte mail`).not.toBeNull();
  return found![1]!;
}

/** Registers `email`, verifies it from the mailed link and signs in, all through the shop's API on `request`. */
export async function registeredCustomer(request: APIRequestContext, email: string, fullName: string) {
  const password = "miel-sidr-2025";
  expect((await request.post("/api/auth/register", { data: { email, password, full_name: fullName } })).status()).toBe(
    201,
  );
  const token = await mailedToken(request, email, "/verify-email");
  expect((await request.get(`/api/auth/verify-email?token=${token}`)).status()).toBe(200);
  expect((await request.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
}

/**
 * From the checkout page: the delivery form filled (`email` for a guest, null when signed in), « Finaliser l'achat »
 * for `total` when given (« 25,98 € »), a card that pays on the simulated page, and the success page's « Confirmé ».
 */
export async function payAtCheckout(page: Page, email: string | null, total?: string) {
  await fillDelivery(page, email);
  await finaliseAndPay(page, total);
}

/**
 * From a filled checkout: « Finaliser l'achat » (the first one: a phone also shows the pay bar's), for `total` when
 * given (« 25,98 € », or its start), a card that pays on the simulated page, and the success page's « Confirmé ».
 */
export async function finaliseAndPay(page: Page, total?: string) {
  await page
    .getByRole("button", { name: total ? `Finaliser l'achat - ${total}` : /^Finaliser l'achat - / })
    .first()
    .click();
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByText("Confirmé")).toBeVisible();
}

/**
 * A guest's basket (`basket`: the stored basket's JSON) paid by card on the simulated page; returns the order's
 * reference and the confirmation mail's link (with its key), read from the development mailbox.
 */
export async function guestPaysByCard(page: Page, email: string, basket: string) {
  await checkoutFromBasket(page, basket);
  await payAtCheckout(page, email);
  const mailbox = await (await page.request.get("/dev/boite-mail")).text();
  return { ...confirmationMail(mailbox, email), mailbox };
}

/** The reference and the link (with its key) of the confirmation mail sent to `email`, read from the mailbox's page. */
export function confirmationMail(mailbox: string, email: string): { reference: string; orderLink: string } {
  // One mail per <article>: the confirmation sent to this e-mail (other tests' mails are in the same box).
  const mail = mailbox
    .split("<article>")
    .filter((a) => a.includes(`À : ${email}`))
    .map((a) => /Confirmation de votre commande (MH-\w+)[\s\S]*?(\/commandes\/MH-\w+\?cle=[\w-]+)/.exec(a))
    .find(Boolean);
  expect(mail, "mail de confirmation").toBeTruthy();
  return { reference: mail![1]!, orderLink: mail![2]! };
}

/**
 * A guest's card order paid in a browser of its own (`lines` seeded in its basket): the page, its context (close it)
 * and, from the confirmation mail, the order's reference and its link with the key.
 */
export async function guestPaidOrder(browser: Browser, baseURL: string | undefined, email: string, lines: unknown[]) {
  const context = await browser.newContext({ baseURL });
  const customer = hydrating(await context.newPage());
  const { reference, orderLink } = await guestPaysByCard(customer, email, JSON.stringify(lines));
  return { context, customer, reference, orderLink };
}

/** On the back office's order page: « Passer en préparation », then shipped by Colissimo with a tracking number. */
export async function prepareAndShip(admin: Page) {
  await admin.getByRole("button", { name: "Passer en préparation" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Commande passée en préparation." })).toBeVisible();
  await admin.getByLabel("Transporteur").selectOption("colissimo");
  await admin.getByLabel("Numéro de suivi").fill("6A12345678901");
  await admin.getByRole("button", { name: "Marquer expédiée et prévenir le client" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Commande expédiée" })).toBeVisible();
}

/** Clicks `target` (a download link or button) on `page` and returns the file it downloads. */
export async function downloadFrom(page: Page, target: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent("download"), target.click()]);
  return file;
}

/** A downloaded PDF read by pdf-parse: its whole text (white space folded), each page's own text, how many pages. */
export async function pdfOf(download: Download) {
  const read = await new PDFParse({ data: new Uint8Array(await readFile((await download.path())!)) }).getText();
  return { text: read.text.replace(/\s+/g, " "), pages: read.pages, total: read.total };
}

/** `text` matched literally inside a regular expression (an origin with its dots and port). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

// French names from the platform's own calendar data (Intl), not the shop's tables: the check stays independent.
const FRENCH_MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat("fr-FR", { month: "long", timeZone: "UTC" }).format(Date.UTC(2026, month, 1)),
);
/** Sunday first, as `getUTCDay` counts (4 January 2026 was a Sunday). */
const FRENCH_WEEKDAYS = Array.from({ length: 7 }, (_, weekday) =>
  new Intl.DateTimeFormat("fr-FR", { weekday: "long", timeZone: "UTC" }).format(Date.UTC(2026, 0, 4 + weekday)),
);

/**
 * The estimated delivery shown by `locator` (decision 100) reads « Livraison estimée le … » or « … entre le … et le
 * … » — « Livraison estimée en France … » on a product page (`where`) — and its last day is a weekday to come within
 * six weeks, named with its own day of the week. Never an exact date: the server reads the real clock.
 */
export async function expectDeliveryEstimate(locator: Locator, where?: "en France") {
  await expect(locator).toHaveText(new RegExp(`^Livraison estimée ${where ? `${where} ` : ""}(le|entre le) `));
  const text = (await locator.textContent()) ?? "";
  const [, weekday, date, month] = /(\p{L}+) (\d{1,2})(?:er)? (\p{L}+)$/u.exec(text) ?? [];
  const monthIndex = FRENCH_MONTHS.indexOf(month ?? "");
  expect(monthIndex, `mois de « ${text} »`).toBeGreaterThanOrEqual(0);
  const today = new Date();
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  // This year's day, or next year's when the month is behind us (a December order delivered in January).
  const thisYear = Date.UTC(today.getFullYear(), monthIndex, Number(date));
  const day = new Date(thisYear >= todayUtc ? thisYear : Date.UTC(today.getFullYear() + 1, monthIndex, Number(date)));
  expect(day.getTime(), `« ${text} » est à venir`).toBeGreaterThan(todayUtc);
  expect(day.getTime() - todayUtc, `« ${text} » dans les six semaines`).toBeLessThan(42 * 86_400_000);
  expect(FRENCH_WEEKDAYS[day.getUTCDay()], `jour de la semaine de « ${text} »`).toBe(weekday);
}
