import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isRouteErrorResponse } from "react-router";
import { isConnectionLost } from "#server/db/connection-lost";
import { pgErrorCode } from "#server/db/pg-error-code";
import { DomainError, type DomainErrorKind } from "#server/lib/domain-error";
import type { Logger } from "#server/logger";
import { isApi, refusedPage } from "./guards";

/** A client's mistake, answered as `{ "detail": "…" }` with a French message. */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    detail: string,
    /** More fields of the answer besides `detail` (the server's totals of a refused checkout…). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, { message: detail });
  }
}

/** The one place where the domain's refusals become HTTP statuses. */
const statusOfKind: Record<DomainErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  gone: 410,
  "too-many-requests": 429,
  "provider-failed": 502,
  unavailable: 503,
};

const defaultDetails: Partial<Record<number, string>> = {
  400: "Requête invalide.",
  401: "Authentification requise.",
  403: "Accès refusé.",
  404: "Ressource introuvable.",
  405: "Méthode non autorisée.",
  409: "Conflit avec l'état actuel de la ressource.",
  413: "Requête trop volumineuse.",
  415: "Type de contenu non pris en charge.",
  422: "Données invalides.",
  429: "Trop de requêtes. Veuillez patienter avant de réessayer.",
};

export function apiNotFound(c: Context) {
  return c.json({ detail: "Ressource introuvable : aucune route de l'API ne correspond à cette adresse." }, 404);
}

/**
 * PostgreSQL's codes for a value it cannot take (a character it cannot store, a number out of range, a malformed
 * literal): whatever slipped past the input schemas is still the client's mistake, not the server's.
 */
const INVALID_VALUE_CODES = new Set(["22001", "22003", "22021", "22P02", "22P05", "54000"]);

export function isInvalidValueError(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code !== undefined && INVALID_VALUE_CODES.has(code);
}

/** A request whose database connection was lost (failover, restart, pg_terminate_backend): its transaction rolled back. */
export const CONNECTION_LOST_DETAIL = "Service momentanément indisponible, réessayez dans un instant.";

/**
 * How a page's loader, action or rendering error is logged. A refusal React Router answers below 500 (a POST to a page
 * without a form: 405; an unknown page) is a client's doing, which anyone can repeat at will: info, so it never
 * raises an alert; a lost database connection: a warning, as in the API; anything else: an error.
 */
export function logPageError(logger: Logger, err: unknown, path: string) {
  if (isRouteErrorResponse(err) && err.status < 500) {
    logger.info({ status: err.status, path }, "page refusée");
  } else if (isConnectionLost(err)) {
    logger.warn({ err, path }, "connexion à la base de données perdue pendant une page");
  } else {
    logger.error({ err, path }, "erreur dans une page");
  }
}

export function apiErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    // An ApiError carries a message written for the customer, whatever its status (a provider's 502 included).
    if (err instanceof ApiError) {
      return c.json({ ...err.extra, detail: err.message }, err.status as ContentfulStatusCode);
    }
    if (err instanceof DomainError) {
      return c.json({ ...err.details, detail: err.message }, statusOfKind[err.kind]);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      return c.json({ detail: defaultDetails[status] ?? "Requête invalide." }, status);
    }
    if (isInvalidValueError(err)) {
      logger.warn({ err, path: c.req.path }, "valeur refusée par la base de données");
      return c.json({ detail: "Données invalides : une valeur envoyée ne peut pas être enregistrée." }, 400);
    }
    if (isConnectionLost(err)) {
      // Nothing was half-written (PostgreSQL rolled the transaction back) and the next request gets a new
      // connection: a warning, and the client told to try again (decision 076).
      logger.warn({ err, path: c.req.path }, "connexion à la base de données perdue pendant la requête : 503");
      return c.json({ detail: CONNECTION_LOST_DETAIL }, 503, { "Retry-After": "1" });
    }
    logger.error({ err, path: c.req.path }, "erreur non gérée dans l'API");
    return c.json({ detail: "Erreur interne du serveur. Veuillez réessayer plus tard." }, 500);
  };
}

/**
 * The whole server's last resort, for what a middleware in front of the API and the pages throws (the back-office
 * gate reads the session in the database): the API's answers for an API path, otherwise a lost connection is a 503
 * the client may retry and anything else a 500, logged by the shop's logger — never Hono's default, which writes
 * to the console and answers 500 for a failover.
 */
export function shopErrorHandler(logger: Logger) {
  const api = apiErrorHandler(logger);
  return (err: Error, c: Context) => {
    if (isApi(c.req.path)) return api(err, c);
    if (err instanceof HTTPException && err.status < 500) return err.getResponse();
    c.header("Cache-Control", "no-store");
    if (isConnectionLost(err)) {
      logger.warn({ err, path: c.req.path }, "connexion à la base de données perdue pendant la requête : 503");
      c.header("Retry-After", "1");
      return refusedPage(c, 503, "Service momentanément indisponible", CONNECTION_LOST_DETAIL);
    }
    logger.error({ err, path: c.req.path }, "erreur non gérée");
    return refusedPage(c, 500, "Erreur", "Erreur interne du serveur. Veuillez réessayer plus tard.");
  };
}
