import { z } from "zod";
import { CRYPTO_CURRENCIES } from "#core/crypto";
import { MEDIA_PATH } from "#core/product-photos";
import "#server/lib/french-zod";
import { parseTrustedProxies } from "#server/lib/trusted-proxies";
import {
  DEFAULT_SHIPPING_RATES,
  DEFAULT_SHIPPING_TRANSIT_DAYS,
  packagingGramsSetting,
  shippingCutOffSetting,
  shippingRatesSetting,
  shippingTransitSetting,
} from "#server/modules/shipping/rates";

// Every setting of the shop, with a default that works offline. Documented in the README's configuration table.

/** `USD:1.16,BTC:0.0000105,…` → units of each currency for 1 € (decimal strings, kept exact); USD and every crypto. */
const cryptoRates = z
  .string()
  .regex(
    /^[A-Z]{3,5}:\d+(?:\.\d+)?(?:,[A-Z]{3,5}:\d+(?:\.\d+)?)*$/,
    "format attendu DEVISE:unités_pour_1_euro, séparés par des virgules (ex. USD:1.16,BTC:0.0000105)",
  )
  .transform((value) => Object.fromEntries(value.split(",").map((entry) => entry.split(":") as [string, string])))
  .refine((rates) => Object.values(rates).every((rate) => /[1-9]/.test(rate)), "chaque taux doit être supérieur à zéro")
  .refine(
    (rates) => ["USD", ...CRYPTO_CURRENCIES.map((c) => c.code)].every((code) => code in rates),
    `un taux est nécessaire pour USD et chaque cryptomonnaie (${CRYPTO_CURRENCIES.map((c) => c.code).join(", ")})`,
  );

/** `home:8,pickup:1234,express:5678` → Sendcloud's shipping method id for each delivery method offered. */
const sendcloudShippingMethods = z
  .string()
  .trim()
  .default("")
  .refine(
    (value) => value === "" || /^(?:home|pickup|express):\d+(?:,(?:home|pickup|express):\d+)*$/.test(value),
    "format attendu méthode:identifiant_Sendcloud, séparés par des virgules (méthodes : home, pickup, express)",
  )
  .transform((value): Partial<Record<"home" | "pickup" | "express", number>> | undefined =>
    value === ""
      ? undefined
      : Object.fromEntries(value.split(",").map((entry) => [entry.split(":")[0], Number(entry.split(":")[1])])),
  );

/**
 * A detail of the shop's legal identity: only its first value, written into the database while that holds none; the
 * back office edits it after that (decision 093).
 */
const legalText = z.string().trim().max(300, "300 caractères au plus").default("");

/** `GIFT_WRAPPING_CENTS`: the gift wrapping's price in cents (decision 112); 0 or empty: not offered. */
const giftWrappingSetting = z
  .union([z.literal("").transform(() => 0), z.coerce.number({ error: "nombre entier de centimes attendu" })])
  .pipe(
    z
      .number({ error: "nombre entier de centimes attendu" })
      .int("nombre entier de centimes attendu (450 pour 4,50 €)")
      .min(0, "nombre entier de centimes attendu (0 : pas d'emballage cadeau)")
      .max(10_000, "100 € au plus"),
  )
  .default(450);

/** A setting that may be left out: absent or empty (`NAME=` in a .env file), it reads as undefined. */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal("").transform(() => undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Processes serving the same port (Node cluster): one per core on PostgreSQL; the embedded database allows one. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Empty: the address the shop listens on, http://localhost:$PORT (see `withDefaults`). */
  PUBLIC_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("build"),
  DATABASE_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^(postgres|postgresql):\/\//, "doit commencer par postgres:// (laisser vide pour la base embarquée)"),
  ),
  /**
   * Connections each process keeps open to PostgreSQL at most: instances × WORKERS × this must stay under the
   * server's max_connections, with room for the back-ups and the operator (docs/operations.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHOP_NAME: z.string().min(1).default("Maison H"),
  SHOP_SHORT_NAME: z
    .string()
    .regex(/^[a-z0-9_-]+$/, "lettres minuscules, chiffres, - et _ seulement")
    .default("maisonh"),
  SUPPORT_EMAIL: z.email().default("contact@maisonh.fr"),
  /** Empty: no phone shown (the footer leaves it out, the legal pages say « à compléter »), never an invented one. */
  SUPPORT_PHONE: z.string().trim().default(""),
  LEGAL_COMPANY_NAME: legalText,
  LEGAL_FORM: legalText,
  LEGAL_SIREN: legalText,
  LEGAL_RCS_CITY: legalText,
  LEGAL_VAT_NUMBER: legalText,
  LEGAL_ADDRESS: legalText,
  LEGAL_DIRECTOR: legalText,
  LEGAL_HOST_NAME: legalText,
  LEGAL_HOST_ADDRESS: legalText,
  LEGAL_HOST_PHONE: legalText,
  LEGAL_MEDIATOR_NAME: legalText,
  LEGAL_MEDIATOR_ADDRESS: legalText,
  LEGAL_MEDIATOR_WEBSITE: legalText,
  SMTP_URL: unsetWhenEmpty(
    z
      .string()
      .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps:// (laisser vide pour la boîte de développement)"),
  ),
  DEV_MAILBOX: z.enum(["auto", "on", "off"]).default("auto"),
  MAIL_FROM: z.string().min(3).default("Maison H <bonjour@maisonh.fr>"),
  SHIPPING_RATES: shippingRatesSetting.prefault(DEFAULT_SHIPPING_RATES),
  SHIPPING_TRANSIT_DAYS: shippingTransitSetting.prefault(DEFAULT_SHIPPING_TRANSIT_DAYS),
  SHIPPING_CUTOFF_HOUR: shippingCutOffSetting,
  SHIPPING_PACKAGING_GRAMS: packagingGramsSetting,
  GIFT_WRAPPING_CENTS: giftWrappingSetting,
  HERO_VIDEO_URL: unsetWhenEmpty(
    z.string().regex(/^\/[^\s]*$/, "chemin local commençant par / (la vidéo est servie par la boutique)"),
  ),
  MEDIA_STORE: z
    .enum(["fs", "s3"], { error: "fs (dossier DATA_DIR/media) ou s3 (compartiment compatible S3)" })
    .default("fs"),
  S3_BUCKET: unsetWhenEmpty(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "nom de compartiment S3 attendu (minuscules, chiffres, . et -)"),
  ),
  S3_REGION: z
    .string()
    .regex(/^[\w-]+$/, "région attendue (ex. eu-west-3)")
    .default("us-east-1"),
  S3_ENDPOINT: unsetWhenEmpty(
    z.url({ protocol: /^https?$/, error: "adresse http(s) du service compatible S3 attendue" }),
  ),
  S3_ACCESS_KEY_ID: unsetWhenEmpty(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: unsetWhenEmpty(z.string().min(1)),
  MEDIA_PUBLIC_URL: unsetWhenEmpty(
    z.url({
      protocol: /^https?$/,
      error: "adresse http(s) publique des photos attendue (ex. https://photos.maisonh.fr)",
    }),
  ),
  CARD_PROVIDER: z.enum(["simulated", "stripe"]).default("simulated"),
  STRIPE_SECRET_KEY: unsetWhenEmpty(
    z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "clé secrète Stripe attendue (sk_test_… ou sk_live_…)"),
  ),
  STRIPE_WEBHOOK_SECRET: unsetWhenEmpty(
    z.string().regex(/^whsec_\w+$/, "secret de signature des webhooks Stripe attendu (whsec_…)"),
  ),
  STRIPE_API_URL: unsetWhenEmpty(z.url({ protocol: /^https?$/ })),
  PAYMENT_SIMULATOR_SECRET: unsetWhenEmpty(z.string().min(16, "16 caractères au moins")),
  ORDER_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  SHIPPING_PROVIDER: z
    .enum(["simulated", "sendcloud"], { error: "simulated (transporteur simulé) ou sendcloud" })
    .default("simulated"),
  SENDCLOUD_PUBLIC_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^\S{8,}$/, "clé publique de l'intégration Sendcloud attendue (8 caractères au moins, sans espace)"),
  ),
  SENDCLOUD_SECRET_KEY: unsetWhenEmpty(
    z
      .string()
      .regex(/^\S{8,}$/, "clé secrète de l'intégration Sendcloud attendue (8 caractères au moins, sans espace)"),
  ),
  SENDCLOUD_API_URL: unsetWhenEmpty(
    z.url({ protocol: /^https?$/, error: "adresse http(s) de l'API Sendcloud attendue" }),
  ),
  SENDCLOUD_SHIPPING_METHODS: sendcloudShippingMethods,
  CRYPTO_PROVIDER: z.enum(["simulated", "btcpay"]).default("simulated"),
  BTCPAY_URL: unsetWhenEmpty(
    z.url({ protocol: /^https?$/, error: "adresse http(s) du serveur BTCPay attendue (https://btcpay.exemple.fr)" }),
  ),
  BTCPAY_API_KEY: unsetWhenEmpty(
    z.string().regex(/^\S{8,}$/, "clé d'API Greenfield attendue (8 caractères au moins, sans espace)"),
  ),
  BTCPAY_STORE_ID: unsetWhenEmpty(
    z.string().regex(/^[\w-]{4,}$/, "identifiant de boutique BTCPay attendu (lettres et chiffres)"),
  ),
  BTCPAY_WEBHOOK_SECRET: unsetWhenEmpty(z.string().min(8, "secret du webhook BTCPay attendu (8 caractères au moins)")),
  CRYPTO_RATES: cryptoRates.prefault("USD:1.16,BTC:0.0000105,ETH:0.00033,LTC:0.012,USDT:1.16,USDC:1.16"),
  CRYPTO_SIMULATOR_SECRET: unsetWhenEmpty(z.string().min(16, "16 caractères au moins")),
  ALLOW_SIMULATED_PAYMENTS: z
    .enum(["true", "false", ""], { error: "true ou false" })
    .default("false")
    .transform((value) => value === "true"),
  MAX_PENDING_ORDERS: z.coerce.number().int().min(1).max(1000).default(3),
  MAX_PENDING_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  EVENTS_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Pickup-point searches per client address and minute: each new postal code spends the carrier's quota (decision 103). */
  PICKUP_POINTS_PER_MINUTE_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /**
   * Days after shipping when a customer is invited to review an order whose delivery the carrier never reported
   * (decision 110); a delivered order is invited at the job's next run.
   */
  REVIEW_INVITATION_DAYS_AFTER_SHIPPING: z.coerce
    .number()
    .int("nombre entier de jours attendu")
    .min(1, "au moins 1 jour")
    .max(60, "au plus 60 jours")
    .default(10),
  /** Seconds between two runs of the review invitations' job. */
  REVIEW_INVITATION_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Newsletter mails queued per minute, whatever the number of instances (decision 115). */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce
    .number({ error: "nombre d'e-mails de lettre par minute attendu (un entier entre 1 et 10000)" })
    .int("nombre d'e-mails de lettre par minute attendu (un entier entre 1 et 10000)")
    .min(1, "nombre d'e-mails de lettre par minute attendu (un entier entre 1 et 10000)")
    .max(10_000, "nombre d'e-mails de lettre par minute attendu (un entier entre 1 et 10000)")
    .default(60),
  /** Newsletter sign-ups a client address may make in an hour (decision 115). */
  NEWSLETTER_SIGNUPS_PER_HOUR_PER_ADDRESS: z.coerce
    .number({ error: "nombre d'inscriptions à la lettre par heure attendu (un entier entre 1 et 10000)" })
    .int("nombre d'inscriptions à la lettre par heure attendu (un entier entre 1 et 10000)")
    .min(1, "nombre d'inscriptions à la lettre par heure attendu (un entier entre 1 et 10000)")
    .max(10_000, "nombre d'inscriptions à la lettre par heure attendu (un entier entre 1 et 10000)")
    .default(10),
  /** Seconds a public page rendered for a visitor without a session is served again from memory; 0 = never. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /**
   * Seconds the catalogue's reads for display are kept in memory (decision 051) when nothing written through this
   * instance empties them first: how late another instance's edit may show; 0 = never kept.
   */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** Proxies in front of the shop whose X-Forwarded-For is believed: 0 = none (socket address), Infinity = all. */
  /** The bearer token of `GET /metrics` (decision 060); empty: the address answers 404. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .refine((value) => value === "" || value.length >= 16, "au moins 16 caractères (ou vide : pas de métriques)")
    .default(""),
  /** After SIGTERM/SIGINT, how long requests and job runs in progress get before the process stops anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * After SIGTERM/SIGINT, how long the server goes on accepting connections while /api/ready answers 503, so that a
   * load balancer stops sending before the listener closes (decision 066). 0: closed at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  TRUST_PROXY: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const trust = parseTrustedProxies(value);
      if (!("error" in trust)) return trust;
      ctx.addIssue({
        code: "custom",
        message: `${trust.error} ; attendu : vide (aucun proxy), les adresses des proxys (loopback, 10.0.0.0/8…), un nombre de proxys (1, 2…) ou true`,
      });
      return z.NEVER;
    }),
});

/** The shop's public address defaults to the one it listens on, so redirects and mail links answer. */
const withDefaults = envSchema.transform((env) => ({
  ...env,
  PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
}));

/** localhost, 127.0.0.0/8 and ::1: only this machine can reach the shop. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return (
    host === "localhost" ||
    host.endsWith(".localhost") ||
    host === "[::1]" ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/** The built-in card or crypto simulator takes test payments: the shop is in demonstration mode. */
export function simulatedPaymentsActive(env: Pick<Env, "CARD_PROVIDER" | "CRYPTO_PROVIDER">): boolean {
  return env.CARD_PROVIDER === "simulated" || env.CRYPTO_PROVIDER === "simulated";
}

const checkedEnvSchema = withDefaults.superRefine((env, ctx) => {
  // A shop the public can reach must not take test cards unless the operator says it is a demonstration.
  if (simulatedPaymentsActive(env) && !env.ALLOW_SIMULATED_PAYMENTS && !isLoopbackUrl(env.PUBLIC_URL)) {
    const simulated = [
      env.CARD_PROVIDER === "simulated" ? "CARD_PROVIDER=simulated" : null,
      env.CRYPTO_PROVIDER === "simulated" ? "CRYPTO_PROVIDER=simulated" : null,
    ].filter(Boolean);
    ctx.addIssue({
      code: "custom",
      path: ["PUBLIC_URL"],
      message: `paiements simulés (${simulated.join(", ")}) refusés sur une adresse publique : configurez CARD_PROVIDER=stripe et CRYPTO_PROVIDER=btcpay, ou ALLOW_SIMULATED_PAYMENTS=true pour une démonstration sans paiement réel`,
    });
  }
  if (env.CRYPTO_PROVIDER === "btcpay") {
    for (const name of ["BTCPAY_URL", "BTCPAY_API_KEY", "BTCPAY_STORE_ID", "BTCPAY_WEBHOOK_SECRET"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "obligatoire quand CRYPTO_PROVIDER=btcpay" });
    }
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["WORKERS"],
      message: "plusieurs processus demandent PostgreSQL (DATABASE_URL) : la base embarquée n'appartient qu'à un seul",
    });
  }
  if (env.MEDIA_STORE === "s3" && !env.S3_BUCKET) {
    ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "obligatoire quand MEDIA_STORE=s3" });
  }
  if (env.SHIPPING_PROVIDER === "sendcloud") {
    for (const name of ["SENDCLOUD_PUBLIC_KEY", "SENDCLOUD_SECRET_KEY", "SENDCLOUD_SHIPPING_METHODS"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "obligatoire quand SHIPPING_PROVIDER=sendcloud" });
    }
  }
  if (env.CARD_PROVIDER !== "stripe") return;
  for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "obligatoire quand CARD_PROVIDER=stripe" });
  }
});

export type Env = z.output<typeof withDefaults>;

export class EnvError extends Error {}

/** Parses the environment; the error names the first bad variable in one line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = String(issue.path[0] ?? "?");
  throw new EnvError(`Configuration invalide : ${name}=${JSON.stringify(source[name] ?? "")} — ${issue.message}`);
}

/** What the browser may know of the configuration: never a secret. */
export interface PublicConfig {
  shopName: string;
  /** Absolute origin of the shop, for canonical URLs and social cards. */
  publicUrl: string;
  shortName: string;
  supportEmail: string;
  supportPhone: string;
  /** Local path of the home page's hero video; absent: the poster image alone. */
  heroVideoUrl: string | null;
  /** Simulated payments are active: every page says no real payment is taken. */
  demoMode: boolean;
  /** Where the photos' files are served: `/media` (the shop) or `MEDIA_PUBLIC_URL` (a bucket or CDN). */
  mediaBaseUrl: string;
  /** From what order delivery in France is free (`SHIPPING_RATES`), for the shop's texts; null: never free. */
  freeShippingFromCents: number | null;
  /** The gift wrapping's price (`GIFT_WRAPPING_CENTS`, decision 112); null: not offered. */
  giftWrappingCents: number | null;
  /** Before this hour (Paris) on a working day a paid order leaves the same day (`SHIPPING_CUTOFF_HOUR`, decision 100). */
  shippingCutOffHour: number;
}

export function publicConfig(env: Env): PublicConfig {
  return {
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
    shortName: env.SHOP_SHORT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    heroVideoUrl: env.HERO_VIDEO_URL ?? null,
    demoMode: simulatedPaymentsActive(env),
    mediaBaseUrl: (env.MEDIA_PUBLIC_URL ?? MEDIA_PATH).replace(/\/$/, ""),
    freeShippingFromCents: env.SHIPPING_RATES.home?.France?.freeFromCents ?? null,
    giftWrappingCents: env.GIFT_WRAPPING_CENTS || null,
    shippingCutOffHour: env.SHIPPING_CUTOFF_HOUR,
  };
}
