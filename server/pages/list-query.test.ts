import { describe, expect, it } from "vitest";
import { productListQuery } from "./admin-catalog";
import { orderListQuery } from "./admin-orders";
import { listPage, oneOf } from "./list-query";

const params = (query: string) => new URLSearchParams(query);

describe("the back office lists' filters read from the address", () => {
  it("keeps a value of the list and leaves anything else out", () => {
    expect(oneOf(["card", "crypto"], "card")).toBe("card");
    expect(oneOf(["card", "crypto"], "cash")).toBeUndefined();
    expect(oneOf(["card", "crypto"], null)).toBeUndefined();
  });

  it.each([
    [null, 1],
    ["", 1],
    ["3", 3],
    ["0", 1],
    ["-2", 1],
    ["2.5", 1],
    ["abc", 1],
    ["100000", 100_000],
    ["100001", 1],
  ])("reads ?page=%s as page %i", (value, page) => {
    expect(listPage(value)).toBe(page);
  });

  it("reads the orders' filters, unknown ones left out", () => {
    expect(
      orderListQuery(params("status=nope&payment_method=crypto&from=2025-01-02&to=bad&q=%20dupont%20&page=2")),
    ).toEqual({
      status: undefined,
      paymentMethod: "crypto",
      from: "2025-01-02",
      to: undefined,
      q: "dupont",
      page: 2,
    });
  });

  it("reads the catalogue's filters, unknown ones left out (a name of Object's prototype is no line)", () => {
    expect(productListQuery(params("line=toString&category=yemen&active=non&stock=low&q=&page=x"))).toEqual({
      q: undefined,
      line: undefined,
      category: "yemen",
      active: false,
      stock: "low",
      page: 1,
    });
    expect(productListQuery(params("category=mars&active=peut-etre&stock=all")).category).toBeUndefined();
  });
});
