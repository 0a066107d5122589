import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isWrite, writeFence } from "./write-fence";

describe("isWrite", () => {
  // Every post, put, patch and delete but the code check and the delivery quote, and the settling reads.
  it.each([
    ["GET /miel/sidr", false],
    ["HEAD /", false],
    ["POST /api/promotions/validate", false],
    ["POST /api/promotions/shipping", false],
    ["POST /api/payments/checkout/cart", true],
    ["PUT /api/promotions/validate", true],
    ["PATCH /api/admin/products/x", true],
    ["DELETE /api/admin/products/x/photos/1", true],
    ["POST /miel/sidr", true],
    ["GET /api/payments/checkout/status/cs_sim_1", true],
    ["GET /api/crypto/status/ch_1", true],
    ["GET /api/crypto/return/o_1", true],
  ] as const)("counts %s as a write: %s", (request, write) => {
    const [method, path] = request.split(" ");
    expect(isWrite(method!, path!)).toBe(write);
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
