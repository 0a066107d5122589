import { expect, seedBasket, test } from "./fixtures";

const key = "maisonh_cart";
const line = {
  id: "parfum_homme_2",
  name: "Mr.H — Oud Royal",
  price: 2999,
  quantity: 3,
  image: "/images/products/parfum_homme_2.svg",
};

test("the basket is read back from storage and its count shown in the top bar", async ({ page }) => {
  await seedBasket(page, JSON.stringify([line]));
  await page.goto("/");
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("3");
  await expect(page.getByRole("banner").getByRole("link", { name: "Panier, 3 articles" })).toBeVisible();
});

test("unreadable stored data is discarded", async ({ page }) => {
  await seedBasket(page, "{pas du json");
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Panier" })).toBeVisible();
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
});

test("an added item is saved, and follows to another page", async ({ page }) => {
  await page.goto("/parfums-homme");
  await page.getByRole("button", { name: "Ajouter au panier" }).first().click();
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
  const stored = await page.evaluate(
    (k) => JSON.parse(localStorage.getItem(k) ?? "[]") as { id: string; quantity: number }[],
    key,
  );
  expect(stored).toEqual([expect.objectContaining({ id: "parfum_homme_1", quantity: 1, price: 2999 })]);
  await page.goto("/");
  await expect(page.getByRole("banner").getByTestId("cart-count")).toHaveText("1");
});
