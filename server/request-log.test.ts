// The request log keeps no bearer key: a payment session's id opens its status (and, for a guest, the order's
// summary), an invoice's id its crypto payment, an order's `cle` its page (issue 29).
import { describe, expect, it } from "vitest";
import { setupTestShop } from "#server/testing/test-shop";
import { redactPath } from "./logger";
import { capturedLog } from "#server/testing/log-lines";

const { lines, logger } = capturedLog();
const shop = setupTestShop({ logger });

const SECRET = "cs_test_a1B2c3D4secret";

describe("the request log", () => {
  it.each([
    [`/api/payments/checkout/status/${SECRET}`, "/api/payments/checkout/status/[masqué]"],
    [`/api/crypto/status/${SECRET}`, "/api/crypto/status/[masqué]"],
    [`/paiement-simule/${SECRET}`, "/paiement-simule/[masqué]"],
    [`/crypto-simule/${SECRET}`, "/crypto-simule/[masqué]"],
    [`/commandes/MH-2026-0001?cle=${SECRET}`, "/commandes/MH-2026-0001"],
  ])("logs %s without its key", async (address, logged) => {
    lines.length = 0;
    await shop.app.request(address);
    const log = lines.join("");
    const requests = lines.map((line) => JSON.parse(line) as { msg: string; path?: string });
    expect(requests.find((line) => line.msg === "requête")?.path).toBe(logged);
    expect(log).not.toContain(SECRET);
  });

  it("masks the keys of the addresses that carry one, and nothing else", () => {
    expect(redactPath(`/api/payments/simulated/${SECRET}/pay`)).toBe("/api/payments/simulated/[masqué]/pay");
    expect(redactPath(`/api/crypto/simulated/${SECRET}/pay`)).toBe("/api/crypto/simulated/[masqué]/pay");
    expect(redactPath(`/commandes/MH-1?cle=${SECRET}&x=1`)).toBe("/commandes/MH-1?cle=[masqué]&x=1");
    expect(redactPath(`/reinitialiser-mot-de-passe?token=${SECRET}`)).toBe(
      "/reinitialiser-mot-de-passe?token=[masqué]",
    );
    expect(redactPath("/api/payments/checkout/status/")).toBe("/api/payments/checkout/status/");
    expect(redactPath("/miel/sidr_malaki_yemen")).toBe("/miel/sidr_malaki_yemen");
    expect(redactPath("/api/orders/MH-2026-0001")).toBe("/api/orders/MH-2026-0001");
  });
});
