import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, publicConfig } from "./env";

describe("parseEnv", () => {
  it("works offline with no variable set", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      SHOP_NAME: "Maison H",
      SHOP_SHORT_NAME: "maisonh",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty DATABASE_URL as the embedded database", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "postgres://u@h/db" }).DATABASE_URL).toBe("postgres://u@h/db");
  });

  it("reads the shipping rates per country, in cents", () => {
    expect(parseEnv({}).SHIPPING_RATES).toEqual({
      ratesCents: { France: 299, Belgique: 690, Luxembourg: 690, Suisse: 1290 },
      freeFromCents: { France: 4500, Belgique: 8000, Luxembourg: 8000 },
    });
    expect(() => parseEnv({ SHIPPING_RATES: "France:299:4500" })).toThrow(/SHIPPING_RATES/);
    expect(() => parseEnv({ SHIPPING_RATES: "France:2,99" })).toThrow(/SHIPPING_RATES/);
  });

  it("names the bad variable in one line", () => {
    expect(() => parseEnv({ PORT: "soixante" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "soixante" })).toThrow(/^Configuration invalide : PORT="soixante"/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ SHOP_SHORT_NAME: "Maison H" })).toThrow(/SHOP_SHORT_NAME/);
    expect(() => parseEnv({ HERO_VIDEO_URL: "https://ailleurs.example/v.mp4" })).toThrow(/HERO_VIDEO_URL/);
  });

  it("pays with the simulator by default and needs both Stripe secrets to use Stripe", () => {
    expect(parseEnv({}).CARD_PROVIDER).toBe("simulated");
    expect(() => parseEnv({ CARD_PROVIDER: "stripe" })).toThrow(
      /^Configuration invalide : STRIPE_SECRET_KEY="" — obligatoire quand CARD_PROVIDER=stripe/,
    );
    expect(() => parseEnv({ CARD_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      parseEnv({ CARD_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }),
    ).toMatchObject({ CARD_PROVIDER: "stripe" });
  });

  it("gives the browser no more than its public settings", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://secret:pw@db/shop",
      CARD_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_secret",
      STRIPE_WEBHOOK_SECRET: "whsec_secret",
      PAYMENT_SIMULATOR_SECRET: "secret-du-simulateur",
    });
    expect(JSON.stringify(publicConfig(env))).not.toContain("secret");
    expect(Object.keys(publicConfig(env)).sort()).toEqual([
      "heroVideoUrl",
      "publicUrl",
      "shopName",
      "shortName",
      "supportEmail",
      "supportPhone",
    ]);
  });
});
