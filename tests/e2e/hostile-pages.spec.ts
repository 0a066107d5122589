import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { expect, onDesktopOnly, test } from "./fixtures";

// Every page of the route table (a new page is covered the day it is added), asked with hostile parameters,
// queries, cookies and methods: the shop answers each without a 5xx.

function paths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const here = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, "/");
    const own = entry.path !== undefined || entry.index ? [here || "/"] : [];
    return [...own, ...paths(entry.children ?? [], here)];
  });
}

const PARAMS = ["inconnu", "%00", "a%00b", "%ED%A0%80", "%E0%A4%A", "%", encodeURIComponent("x".repeat(3000)), "-1"];
const QUERIES = [
  "?commande=%00",
  "?session_id=%00",
  "?token=%00",
  "?categorie=%00",
  "?q=%00&tri=%00",
  "?cle=%ED%A0%80",
  `?q=${"é".repeat(2000)}`,
  "?package=%00&items=%00",
  "?commande=inconnu&raison=carte-refusee",
];
const COOKIES = ["maisonh_session=%E0%A4%A", "maisonh_session=%00", `maisonh_session=${"x".repeat(3000)}`];

test.describe("hostile requests to every page", () => {
  onDesktopOnly("one run is enough: the server's answer does not depend on the screen");

  test("no page answers a 5xx", async ({ request }) => {
    test.setTimeout(180_000);
    const table = [...new Set(paths(routes))];
    expect(table.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let sent = 0;
    const ask = async (method: "GET" | "POST" | "HEAD", url: string, headers: Record<string, string> = {}) => {
      const res = await request.fetch(url, {
        method,
        headers,
        maxRedirects: 0,
        ...(method === "POST" ? { data: '{"a":"\\u0000"}' } : {}),
      });
      sent++;
      if (res.status() >= 500)
        failures.push(`${res.status()} ${method} ${url.slice(0, 120)} ${JSON.stringify(headers).slice(0, 80)}`);
    };
    for (const template of table) {
      const concrete =
        template.includes(":") || template.includes("*")
          ? PARAMS.map((p) => template.replace(/:[A-Za-z]+|\*/g, p))
          : [template];
      for (const url of concrete) await ask("GET", url);
      for (const query of QUERIES) await ask("GET", `${concrete[0]}${query}`);
      for (const cookie of COOKIES) await ask("GET", concrete[0]!, { cookie });
      await ask("POST", concrete[0]!, { "content-type": "application/json" });
      await ask("HEAD", concrete[0]!);
    }
    console.info(`pages : ${table.length} routes, ${sent} requêtes`);
    expect(failures).toEqual([]);
  });

  test("a NUL byte in an address shows the French error page", async ({ page, consoleErrors }) => {
    const res = await page.goto("/miel/%00");
    expect(res?.status()).toBe(400);
    expect(consoleErrors).toEqual([expect.stringContaining("400")]);
    consoleErrors.length = 0;
    await expect(page.getByRole("heading", { name: "Adresse invalide" })).toBeVisible();
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a malformed session cookie is treated as no session", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "maisonh_session", value: "%E0%A4%A", url: baseURL! }]);
    const res = await page.goto("/profil");
    // Nobody signed in: the sign-in form, which comes back to the profile.
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/connexion\?redirect=%2Fprofil$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
  });
});
