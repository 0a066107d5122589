import { z } from "zod";

// Every setting of the shop, with a default that works offline. Documented in the README's configuration table.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("build"),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres|postgresql):\/\//, "doit commencer par postgres:// (laisser vide pour la base embarquée)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHOP_NAME: z.string().min(1).default("Maison H"),
  SHOP_SHORT_NAME: z
    .string()
    .regex(/^[a-z0-9_-]+$/, "lettres minuscules, chiffres, - et _ seulement")
    .default("maisonh"),
  SUPPORT_EMAIL: z.email().default("contact@maisonh.fr"),
  SUPPORT_PHONE: z.string().min(1).default("01 84 60 12 34"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; the error names the first bad variable in one line. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
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
}

export function publicConfig(env: Env): PublicConfig {
  return {
    shopName: env.SHOP_NAME,
    publicUrl: env.PUBLIC_URL.replace(/\/$/, ""),
    shortName: env.SHOP_SHORT_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
  };
}
