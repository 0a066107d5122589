import pino, { type DestinationStream, type Logger } from "pino";
import type { Env } from "./env";
import { requestContext } from "./http/request-context";

export type { Logger };

/** Keys whose values are personal or secret wherever they appear in a log line (two levels deep). */
const PERSONAL_KEYS = [
  "password",
  "passwordHash",
  "password_hash",
  "token",
  "access_token",
  "email",
  "to",
  "phone",
  "address",
  "shippingAddress",
  "shipping_address",
  "fullName",
  "full_name",
  "name",
  "text",
  "html",
  "cookie",
  "authorization",
];
export const REDACTED_PATHS = [...PERSONAL_KEYS, ...PERSONAL_KEYS.map((key) => `*.${key}`)];

/** Database driver fields that quote the row's values (`Key (email)=(…) already exists.`). */
const VALUE_FIELDS = new Set(["params", "detail", "where", "parameters", "values", "body", "data"]);

/** Cuts the values drizzle appends to a failed query's message (`Failed query: … \nparams: …`). */
function withoutValues(text: string): string {
  return text.replace(/\nparams:[\s\S]*?(?=\n\s+at |$)/, "\nparams: [masqués]");
}

/**
 * An error as a log line may show it: type, message, code, SQL text with placeholders, stack and causes — never
 * the query's parameters nor the driver's copy of the row (a password hash, an e-mail, an address).
 */
export function serializeError(err: unknown, depth = 0): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err, message: "[valeur non journalisée]" };
  const out: Record<string, unknown> = {
    type: err.constructor?.name ?? "Error",
    message: withoutValues(err.message),
    stack: err.stack ? withoutValues(err.stack) : undefined,
  };
  for (const [key, value] of Object.entries(err)) {
    if (VALUE_FIELDS.has(key) || key === "cause" || PERSONAL_KEYS.includes(key)) continue;
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) out[key] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** Addresses whose next segment is a bearer key: a payment session, a crypto invoice, an order's return. */
const KEYED_PATH =
  /^(\/api\/payments\/checkout\/status\/|\/api\/payments\/simulated\/|\/api\/crypto\/(?:status|simulated|return)\/|\/paiement-simule\/|\/crypto-simule\/)[^/?#]+/;
/** Query parameters that are bearer keys: an order page's `cle`, a mailed link's token, a session's id. */
const KEYED_QUERY = /([?&](?:cle|token|session_id|sessionId)=)[^&#]*/g;

/** A request's path as a log line may show it: its bearer keys masked (issue 29). */
export function redactPath(path: unknown): unknown {
  if (typeof path !== "string") return path;
  return path.replace(KEYED_PATH, "$1[masqué]").replace(KEYED_QUERY, "$1[masqué]");
}

export function createLogger(env: Pick<Env, "NODE_ENV" | "LOG_LEVEL">, destination?: DestinationStream): Logger {
  const pretty = env.NODE_ENV === "development" && process.stdout.isTTY && !destination;
  const options = {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: "[masqué]" },
    serializers: { err: serializeError, error: serializeError, path: redactPath, url: redactPath },
    // Every line written while a request is served carries its id, whichever logger wrote it (decision 060).
    mixin: () => {
      const request = requestContext.getStore();
      return request ? { reqId: request.id } : {};
    },
    ...(pretty ? { transport: { target: "pino-pretty", options: { translateTime: "HH:MM:ss" } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
