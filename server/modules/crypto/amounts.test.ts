import { describe, expect, it } from "vitest";
import {
  CRYPTO_CURRENCIES,
  cryptoCodesText,
  eurCentsToCrypto,
  eurCentsToUsd,
  findCryptoCurrency,
  fromUnits,
  paymentUri,
  toUnits,
} from "#core/crypto";
import { EnvError, parseEnv } from "#server/env";
import { simulatedAddress } from "./simulated";
import { signBody, verifySignedDelivery } from "./webhook";

// The pure parts: currencies, exact amounts, the configuration, the signature scheme.

describe("core/crypto", () => {
  it("offers Bitcoin first, then Ethereum, Litecoin and two stablecoins, found in any case", () => {
    expect(CRYPTO_CURRENCIES.map((c) => c.code)).toEqual(["BTC", "ETH", "LTC", "USDT", "USDC"]);
    expect(findCryptoCurrency(" btc ")).toMatchObject({ code: "BTC", symbol: "₿", name: "Bitcoin" });
    expect(findCryptoCurrency("DOGE")).toBeNull();
    expect(findCryptoCurrency(undefined)).toBeNull();
    expect(cryptoCodesText()).toBe("BTC, ETH, LTC, USDT ou USDC");
  });

  it("converts euro cents to a crypto amount exactly, rounded up so the customer never pays too little", () => {
    expect(eurCentsToCrypto(3298, "0.0000105", 8)).toBe("0.00034629");
    expect(eurCentsToCrypto(1, "0.0000105", 8)).toBe("0.00000011"); // 0.000000105 → up
    expect(eurCentsToCrypto(3298, "1.16", 2)).toBe("38.26"); // 38.2568 → up
    expect(eurCentsToCrypto(10000, "1", 2)).toBe("100.00");
    expect(eurCentsToCrypto(0, "0.0000105", 8)).toBe("0.00000000");
    // No binary float on the way: 0.1 + 0.2 style errors cannot appear.
    expect(eurCentsToCrypto(30, "0.1", 8)).toBe("0.03000000");
    expect(() => eurCentsToCrypto(-1, "1", 2)).toThrow(RangeError);
    expect(() => eurCentsToCrypto(1.5, "1", 2)).toThrow(RangeError);
    expect(() => eurCentsToCrypto(100, "0", 2)).toThrow(RangeError);
    expect(() => eurCentsToCrypto(100, "1e-5", 2)).toThrow(RangeError);
  });

  it("converts euro cents to US dollars to the cent", () => {
    expect(eurCentsToUsd(3298, "1.16")).toBe(38.26);
    expect(eurCentsToUsd(8900, "1.16")).toBe(103.24);
    expect(eurCentsToUsd(1, "1.5")).toBe(0.02); // 1.5 cents → half up
    expect(eurCentsToUsd(0, "1.16")).toBe(0);
  });

  it("reads and writes decimal amounts in smallest units", () => {
    expect(toUnits("0.00034629", 8)).toBe(34_629n);
    expect(toUnits("1.068", 8)).toBe(106_800_000n);
    expect(toUnits("2.50000000000", 2)).toBe(250n);
    expect(() => toUnits("0.001", 2)).toThrow(/Trop de décimales/);
    expect(() => toUnits("-1", 2)).toThrow(/invalide/);
    expect(fromUnits(34_629n, 8)).toBe("0.00034629");
    expect(fromUnits(-5n, 2)).toBe("-0.05");
    expect(fromUnits(12n, 0)).toBe("12");
    expect(paymentUri(findCryptoCurrency("BTC")!, "tb1qabc", "0.1")).toBe("bitcoin:tb1qabc?amount=0.1");
  });
});

describe("simulated addresses", () => {
  it("are derived from the invoice: stable, distinct, on test networks for BTC and LTC", () => {
    const btc = simulatedAddress("inv_sim_1", "BTC");
    expect(btc).toBe(simulatedAddress("inv_sim_1", "BTC"));
    expect(btc).not.toBe(simulatedAddress("inv_sim_2", "BTC"));
    expect(btc).toMatch(/^tb1q[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/);
    expect(simulatedAddress("inv_sim_1", "LTC")).toMatch(/^tltc1q/);
    expect(simulatedAddress("inv_sim_1", "USDT")).toMatch(/^0x[0-9a-f]{40}$/);
  });
});

describe("BTCPay-Sig", () => {
  const body = JSON.stringify({ deliveryId: "d1", type: "InvoiceSettled", invoiceId: "inv1", isRedelivery: false });

  it("is sha256=<hex HMAC-SHA256 of the raw body> with the webhook's secret", () => {
    // HMAC-SHA256("secret", "abc"), computed elsewhere.
    expect(signBody("abc", "secret")).toBe("sha256=9946dad4e00e913fc8be8e5d3f7e110a4a9e832f83fb09c345285d78638d8a0e");
    expect(verifySignedDelivery(body, signBody(body, "s3cr3t"), "s3cr3t")).toEqual({
      deliveryId: "d1",
      originalDeliveryId: "d1",
      isRedelivery: false,
      type: "InvoiceSettled",
      invoiceId: "inv1",
    });
  });

  it("refuses a missing, malformed, foreign or mismatching signature, and a signed body that is no invoice event", () => {
    expect(() => verifySignedDelivery(body, undefined, "s3cr3t")).toThrow(/absent/);
    expect(() => verifySignedDelivery(body, "sha256=abc", "s3cr3t")).toThrow(/illisible/);
    expect(() => verifySignedDelivery(body, signBody(body, "autre"), "s3cr3t")).toThrow(/ne correspond pas/);
    expect(() => verifySignedDelivery(`${body}\n`, signBody(body, "s3cr3t"), "s3cr3t")).toThrow(/ne correspond pas/);
    const notAnEvent = JSON.stringify({ hello: "world" });
    expect(() => verifySignedDelivery(notAnEvent, signBody(notAnEvent, "s3cr3t"), "s3cr3t")).toThrow(/deliveryId/);
  });
});

describe("crypto configuration", () => {
  it("uses the simulator by default, with indicative rates per euro", () => {
    const env = parseEnv({});
    expect(env.CRYPTO_PROVIDER).toBe("simulated");
    expect(env.CRYPTO_RATES).toEqual({
      USD: "1.16",
      BTC: "0.0000105",
      ETH: "0.00033",
      LTC: "0.012",
      USDT: "1.16",
      USDC: "1.16",
    });
    expect(env.CRYPTO_SIMULATOR_SECRET).toBeUndefined();
  });

  it("needs the four BTCPay settings to use BTCPay, and names the first missing one in French", () => {
    expect(() => parseEnv({ CRYPTO_PROVIDER: "btcpay" })).toThrow(
      /^Configuration invalide : BTCPAY_URL="" — obligatoire quand CRYPTO_PROVIDER=btcpay$/,
    );
    const complete = {
      CRYPTO_PROVIDER: "btcpay",
      BTCPAY_URL: "https://btcpay.exemple.fr",
      BTCPAY_API_KEY: "0123456789abcdef",
      BTCPAY_STORE_ID: "StoreId123",
      BTCPAY_WEBHOOK_SECRET: "secret-du-webhook",
    };
    expect(parseEnv(complete)).toMatchObject({ CRYPTO_PROVIDER: "btcpay", BTCPAY_STORE_ID: "StoreId123" });
    expect(() => parseEnv({ ...complete, BTCPAY_WEBHOOK_SECRET: "" })).toThrow(/BTCPAY_WEBHOOK_SECRET/);
    expect(() => parseEnv({ ...complete, BTCPAY_URL: "ftp://btcpay" })).toThrow(/^Configuration invalide : BTCPAY_URL/);
    expect(() => parseEnv({ CRYPTO_PROVIDER: "coinbase" })).toThrow(/CRYPTO_PROVIDER/);
    expect(() => parseEnv({ CRYPTO_SIMULATOR_SECRET: "court" })).toThrow(/CRYPTO_SIMULATOR_SECRET/);
  });

  it("reads CRYPTO_RATES and refuses a bad format, a zero rate or a missing currency", () => {
    const rates = "USD:1.1,BTC:0.00001,ETH:0.0003,LTC:0.01,USDT:1.1,USDC:1.1";
    expect(parseEnv({ CRYPTO_RATES: rates }).CRYPTO_RATES.BTC).toBe("0.00001");
    for (const bad of [
      "BTC=0.00001",
      "USD:1.1,BTC:0.00001",
      `${rates},DOGE:abc`,
      rates.replace("BTC:0.00001", "BTC:0"),
    ]) {
      expect(() => parseEnv({ CRYPTO_RATES: bad }), bad).toThrow(EnvError);
      expect(() => parseEnv({ CRYPTO_RATES: bad }), bad).toThrow(/^Configuration invalide : CRYPTO_RATES=/);
    }
  });
});
