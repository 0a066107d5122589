import { describe, expect, it } from "vitest";
import { EnvError, isLoopbackUrl, parseEnv, publicConfig } from "./env";
import { identityFromVariables } from "#core/legal-identity";

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

  it("reads the shipping rates per method and country, in cents, and the packaging's weight", () => {
    const rates = parseEnv({}).SHIPPING_RATES;
    expect(Object.keys(rates)).toEqual(["home", "pickup", "express"]);
    expect(rates.home?.France?.bands[0]).toEqual({ upToGrams: 2000, cents: 299 });
    expect(Object.keys(rates.pickup ?? {})).toEqual(["France"]);
    expect(parseEnv({}).SHIPPING_PACKAGING_GRAMS).toBe(300);
    expect(() => parseEnv({ SHIPPING_PACKAGING_GRAMS: "-1" })).toThrow(/SHIPPING_PACKAGING_GRAMS/);
    expect(() => parseEnv({ SHIPPING_RATES: "France:299:4500" })).toThrow(/SHIPPING_RATES/);
    expect(() => parseEnv({ SHIPPING_RATES: "France:2,99" })).toThrow(/SHIPPING_RATES/);
  });

  it("reads the transit days per method and country and the cut-off hour, the carriers' published delays in France by default", () => {
    expect(parseEnv({}).SHIPPING_TRANSIT_DAYS).toEqual({
      home: { France: { min: 2, max: 2 } },
      pickup: { France: { min: 3, max: 5 } },
      express: { France: { min: 1, max: 1 } },
    });
    expect(parseEnv({}).SHIPPING_CUTOFF_HOUR).toBe(12);
    expect(
      parseEnv({ SHIPPING_TRANSIT_DAYS: "France:2-3,Belgique:3-5,express/France:1" }).SHIPPING_TRANSIT_DAYS,
    ).toEqual({
      home: { France: { min: 2, max: 3 }, Belgique: { min: 3, max: 5 } },
      express: { France: { min: 1, max: 1 } },
    });
    expect(parseEnv({ SHIPPING_TRANSIT_DAYS: "" }).SHIPPING_TRANSIT_DAYS).toEqual({});
    expect(parseEnv({ SHIPPING_CUTOFF_HOUR: "14" }).SHIPPING_CUTOFF_HOUR).toBe(14);
    for (const bad of ["France", "France:3-2", "France:0", "Espagne:3", "France:2,", "drone/France:1"]) {
      expect(() => parseEnv({ SHIPPING_TRANSIT_DAYS: bad })).toThrow(/SHIPPING_TRANSIT_DAYS/);
    }
    for (const bad of ["24", "midi", "11.5"]) {
      expect(() => parseEnv({ SHIPPING_CUTOFF_HOUR: bad })).toThrow(/SHIPPING_CUTOFF_HOUR/);
    }
  });

  it("names the bad variable in one line", () => {
    expect(() => parseEnv({ PORT: "soixante" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "soixante" })).toThrow(
      /^Configuration invalide : PORT="soixante" — Entrée invalide : nombre attendu/,
    );
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

  it("ships with the simulated carrier by default and needs Sendcloud's keys and shipping methods to use it", () => {
    expect(parseEnv({}).SHIPPING_PROVIDER).toBe("simulated");
    expect(() => parseEnv({ SHIPPING_PROVIDER: "sendcloud" })).toThrow(
      /^Configuration invalide : SENDCLOUD_PUBLIC_KEY="" — obligatoire quand SHIPPING_PROVIDER=sendcloud$/,
    );
    const sendcloud = {
      SHIPPING_PROVIDER: "sendcloud",
      SENDCLOUD_PUBLIC_KEY: "pk-integration-1",
      SENDCLOUD_SECRET_KEY: "sk-integration-1",
    };
    expect(() => parseEnv({ ...sendcloud, SENDCLOUD_SECRET_KEY: "" })).toThrow(/SENDCLOUD_SECRET_KEY="" — obligatoire/);
    expect(() => parseEnv(sendcloud)).toThrow(/SENDCLOUD_SHIPPING_METHODS="" — obligatoire/);
    expect(() => parseEnv({ ...sendcloud, SENDCLOUD_SHIPPING_METHODS: "domicile:8" })).toThrow(
      /SENDCLOUD_SHIPPING_METHODS="domicile:8" — format attendu méthode:identifiant_Sendcloud/,
    );
    expect(() => parseEnv({ SHIPPING_PROVIDER: "colissimo" })).toThrow(/SHIPPING_PROVIDER="colissimo" — simulated/);
    expect(() => parseEnv({ SENDCLOUD_API_URL: "ftp://sendcloud" })).toThrow(/SENDCLOUD_API_URL/);
    expect(
      parseEnv({
        ...sendcloud,
        SENDCLOUD_SHIPPING_METHODS: "home:8,pickup:1234",
        SENDCLOUD_API_URL: "http://127.0.0.1:4010/api/v2",
      }),
    ).toMatchObject({
      SHIPPING_PROVIDER: "sendcloud",
      SENDCLOUD_SHIPPING_METHODS: { home: 8, pickup: 1234 },
      SENDCLOUD_API_URL: "http://127.0.0.1:4010/api/v2",
    });
  });

  it("gives the browser no more than its public settings", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://secret:pw@db/shop",
      CARD_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_secret",
      STRIPE_WEBHOOK_SECRET: "whsec_secret",
      PAYMENT_SIMULATOR_SECRET: "secret-du-simulateur",
      MEDIA_STORE: "s3",
      S3_BUCKET: "photos",
      S3_ACCESS_KEY_ID: "secret-key-id",
      S3_SECRET_ACCESS_KEY: "secret-access-key",
      SHIPPING_PROVIDER: "sendcloud",
      SENDCLOUD_PUBLIC_KEY: "public-secret-key",
      SENDCLOUD_SECRET_KEY: "sendcloud-secret-key",
      SENDCLOUD_SHIPPING_METHODS: "home:8",
    });
    expect(JSON.stringify(publicConfig(env))).not.toContain("secret");
    expect(Object.keys(publicConfig(env)).sort()).toEqual([
      "demoMode",
      "freeShippingFromCents",
      "giftWrappingCents",
      "heroVideoUrl",
      "mediaBaseUrl",
      "publicUrl",
      "shippingCutOffHour",
      "shopName",
      "shortName",
      "supportEmail",
      "supportPhone",
    ]);
  });

  it("stores photos under DATA_DIR unless told otherwise; a bucket needs its name (decision 030)", () => {
    expect(parseEnv({}).MEDIA_STORE).toBe("fs");
    expect(publicConfig(parseEnv({})).mediaBaseUrl).toBe("/media");
    expect(publicConfig(parseEnv({ MEDIA_PUBLIC_URL: "https://photos.exemple.fr/" })).mediaBaseUrl).toBe(
      "https://photos.exemple.fr",
    );
    expect(() => parseEnv({ MEDIA_STORE: "s3" })).toThrow(/S3_BUCKET=.*obligatoire quand MEDIA_STORE=s3/);
    expect(() => parseEnv({ MEDIA_STORE: "disque" })).toThrow(/MEDIA_STORE/);
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: "ftp://x" })).toThrow(/MEDIA_PUBLIC_URL/);
  });

  it("runs several processes only on PostgreSQL (decision 050)", () => {
    expect(parseEnv({}).WORKERS).toBe(1);
    expect(() => parseEnv({ WORKERS: "2" })).toThrow(/WORKERS=.*PostgreSQL \(DATABASE_URL\)/);
    expect(parseEnv({ WORKERS: "2", DATABASE_URL: "postgres://shop@db/shop" }).WORKERS).toBe(2);
    expect(() => parseEnv({ WORKERS: "0", DATABASE_URL: "postgres://shop@db/shop" })).toThrow(/WORKERS/);
  });

  it("opens at most DATABASE_POOL_SIZE connections per process to PostgreSQL, 10 by default (docs/operations.md)", () => {
    expect(parseEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(parseEnv({ DATABASE_POOL_SIZE: "4" }).DATABASE_POOL_SIZE).toBe(4);
    expect(() => parseEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it("prices the gift wrapping at 450 cents by default; 0 or empty: not offered; anything else named (decision 112)", () => {
    expect(publicConfig(parseEnv({})).giftWrappingCents).toBe(450);
    expect(parseEnv({ GIFT_WRAPPING_CENTS: "600" }).GIFT_WRAPPING_CENTS).toBe(600);
    expect(publicConfig(parseEnv({ GIFT_WRAPPING_CENTS: "0" })).giftWrappingCents).toBeNull();
    expect(publicConfig(parseEnv({ GIFT_WRAPPING_CENTS: "" })).giftWrappingCents).toBeNull();
    expect(() => parseEnv({ GIFT_WRAPPING_CENTS: "4,50" })).toThrow(/GIFT_WRAPPING_CENTS/);
  });

  it("tells the pages France's free-delivery threshold from SHIPPING_RATES", () => {
    expect(publicConfig(parseEnv({})).freeShippingFromCents).toBe(4500);
    const rates = "France:390:6000,Belgique:690:8000,Luxembourg:690:8000,Suisse:1290:";
    expect(publicConfig(parseEnv({ SHIPPING_RATES: rates })).freeShippingFromCents).toBe(6000);
    const never = "France:390:,Belgique:690:8000,Luxembourg:690:8000,Suisse:1290:";
    expect(publicConfig(parseEnv({ SHIPPING_RATES: never })).freeShippingFromCents).toBeNull();
  });

  it("tells the pages the dispatch cut-off the delivery estimates use (SHIPPING_CUTOFF_HOUR, decision 100)", () => {
    expect(publicConfig(parseEnv({})).shippingCutOffHour).toBe(12);
    expect(publicConfig(parseEnv({ SHIPPING_CUTOFF_HOUR: "15" })).shippingCutOffHour).toBe(15);
  });

  it("reads the LEGAL_* variables trimmed, empty when unset: the first value of the identity in the database", () => {
    const env = parseEnv({ LEGAL_COMPANY_NAME: "  Maison H SAS ", LEGAL_SIREN: "  " });
    expect(identityFromVariables(env)).toMatchObject({ companyName: "Maison H SAS", siren: "", hostName: "" });
    expect(() => parseEnv({ LEGAL_ADDRESS: "x".repeat(301) })).toThrow(/^Configuration invalide : LEGAL_ADDRESS=/);
  });

  it("defaults PUBLIC_URL to the address the shop listens on", () => {
    expect(parseEnv({}).PUBLIC_URL).toBe("http://localhost:3000");
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", PUBLIC_URL: "" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PORT: "4100", PUBLIC_URL: "http://127.0.0.1:8080" }).PUBLIC_URL).toBe("http://127.0.0.1:8080");
    expect(() => parseEnv({ PUBLIC_URL: "ftp://maisonh.fr" })).toThrow(/^Configuration invalide : PUBLIC_URL=/);
  });

  it("knows a loopback address", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:3203", "http://127.8.9.10", "http://[::1]:3000/"]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      "https://maisonh.fr",
      "http://192.168.1.20:3000",
      "http://0.0.0.0:3000",
      "http://127.0.0.1.nip.io",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });

  it("starts simulated payments only on a loopback address or when explicitly allowed", () => {
    expect(parseEnv({}).ALLOW_SIMULATED_PAYMENTS).toBe(false);
    expect(publicConfig(parseEnv({})).demoMode).toBe(true);
    const line =
      /^Configuration invalide : PUBLIC_URL="https:\/\/maisonh\.fr" — paiements simulés \(CARD_PROVIDER=simulated, CRYPTO_PROVIDER=simulated\) refusés sur une adresse publique : configurez CARD_PROVIDER=stripe et CRYPTO_PROVIDER=btcpay, ou ALLOW_SIMULATED_PAYMENTS=true/;
    expect(() => parseEnv({ PUBLIC_URL: "https://maisonh.fr" })).toThrow(line);
    const stripe = { CARD_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(() => parseEnv({ PUBLIC_URL: "https://maisonh.fr", ...stripe })).toThrow(
      /\(CRYPTO_PROVIDER=simulated\) refusés/,
    );
    const demo = parseEnv({ PUBLIC_URL: "https://demo.maisonh.fr", ALLOW_SIMULATED_PAYMENTS: "true" });
    expect(publicConfig(demo).demoMode).toBe(true);
    expect(() => parseEnv({ ALLOW_SIMULATED_PAYMENTS: "oui" })).toThrow(/ALLOW_SIMULATED_PAYMENTS/);
    const live = parseEnv({
      PUBLIC_URL: "https://maisonh.fr",
      ...stripe,
      CRYPTO_PROVIDER: "btcpay",
      BTCPAY_URL: "https://btcpay.maisonh.fr",
      BTCPAY_API_KEY: "cle-api-btcpay",
      BTCPAY_STORE_ID: "boutique1",
      BTCPAY_WEBHOOK_SECRET: "secret-webhook",
    });
    expect(publicConfig(live).demoMode).toBe(false);
  });
});
