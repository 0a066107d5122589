import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isWrite, writeFence } from "./write-fence";

describe("isWrite", () => {
  it("counts every post, put, patch and delete but the code check and the delivery quote, and the settling reads", () => {
    expect(isWrite("GET", "/miel/sidr")).toBe(false);
    expect(isWrite("HEAD", "/")).toBe(false);
    expect(isWrite("POST", "/api/promotions/validate")).toBe(false);
    expect(isWrite("POST", "/api/promotions/shipping")).toBe(false);
    expect(isWrite("POST", "/api/payments/checkout/cart")).toBe(true);
    expect(isWrite("PUT", "/api/promotions/validate")).toBe(true);
    expect(isWrite("PATCH", "/api/admin/products/x")).toBe(true);
    expect(isWrite("DELETE", "/api/admin/products/x/photos/1")).toBe(true);
    expect(isWrite("POST", "/miel/sidr")).toBe(true);
    expect(isWrite("GET", "/api/payments/checkout/status/cs_sim_1")).toBe(true);
    expect(isWrite("GET", "/api/crypto/status/ch_1")).toBe(true);
    expect(isWrite("GET", "/api/crypto/return/o_1")).toBe(true);
  });
});

describe("writeFence", () => {
  it("empties before and after a write, even a failed one, and tells the other processes once", async () => {
    const events: string[] = [];
    const app = new Hono();
    app.use(writeFence({ invalidate: () => events.push("vidé"), announce: () => events.push("annoncé") }));
    app.get("/", (c) => c.text("ok"));
    app.post("/api/x", (c) => {
      events.push("écrit");
      return c.json({});
    });
    app.post("/api/panne", () => {
      throw new Error("panne");
    });
    app.onError((_err, c) => c.json({ detail: "Erreur" }, 500));
    await app.request("/");
    expect(events).toEqual([]);
    await app.request("/api/x", { method: "POST" });
    expect(events).toEqual(["vidé", "écrit", "vidé", "annoncé"]);
    events.length = 0;
    expect((await app.request("/api/panne", { method: "POST" })).status).toBe(500);
    expect(events).toEqual(["vidé", "vidé", "annoncé"]);
  });
});
