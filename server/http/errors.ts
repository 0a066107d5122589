import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "../logger";

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

export function apiErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    // An ApiError carries a message written for the customer, whatever its status (a provider's 502 included).
    if (err instanceof ApiError) {
      return c.json({ ...err.extra, detail: err.message }, err.status as ContentfulStatusCode);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ContentfulStatusCode;
      return c.json({ detail: defaultDetails[status] ?? "Requête invalide." }, status);
    }
    logger.error({ err, path: c.req.path }, "erreur non gérée dans l'API");
    return c.json({ detail: "Erreur interne du serveur. Veuillez réessayer plus tard." }, 500);
  };
}
