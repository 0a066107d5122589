// The pieces every route of the API is declared with (docs/decisions/020-api-contract.md): one declaration gives
// the validation, the OpenAPI document and the browser client's types.
import { createRoute, type Hook, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context, Env, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError } from "#server/http/errors";
import { mediaType, parseJsonBody, parseWith, refusedValue } from "#server/http/validate";

/** A refused request's schema: the French `detail` every error answer carries. */
export const refusal = z
  .object({
    detail: z.string().openapi({ example: "Adresse e-mail invalide." }),
    field: z
      .string()
      .optional()
      .openapi({ example: "email", description: "Le champ refusé, quand le refus porte sur l'un d'eux." }),
  })
  .openapi("Refus", { description: "Une explication en français, à montrer telle quelle." });

// Parameters and queries fail like bodies: 400 with the first problem in French (validate.ts's wording).
const refuseInvalid: Hook<unknown, Env, string, void> = (result) => {
  if (!result.success) throw refusedValue(result.error);
};

/** The body schema of a declared route for this media type, if it has one (a webhook's raw body has none). */
function bodySchemaOf(route: RouteConfig, media: "application/json" | "multipart/form-data"): z.ZodType | undefined {
  const content = route.request?.body?.content[media];
  const schema = content && "schema" in content ? content.schema : undefined;
  return schema instanceof z.ZodType ? schema : undefined;
}

/**
 * The shop's JSON body validation in place of the library's: exactly `application/json`, valid JSON, no NUL byte
 * nor lone surrogate, then the schema, each refusal in French (validate.ts), as the routes always answered.
 */
function jsonBodyValidator(schema: z.ZodType): MiddlewareHandler {
  return async (c, next) => {
    c.req.addValidatedData("json", (await parseJsonBody(c, schema)) as object);
    await next();
  };
}

/**
 * A form with a file (a photo's upload): exactly `multipart/form-data`, then the schema with French refusals. The
 * body's size was limited before (server/http/guards.ts).
 */
function multipartBodyValidator(schema: z.ZodType): MiddlewareHandler {
  return async (c, next) => {
    if (mediaType(c.req.header("content-type")) !== "multipart/form-data") {
      throw new ApiError(415, "Le corps de la requête doit être un formulaire multipart/form-data.");
    }
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new ApiError(400, "Formulaire illisible : envoyez-le de nouveau.");
    }
    c.req.addValidatedData("form", parseWith(schema, form) as object);
    await next();
  };
}

/**
 * A router whose declared schemas validate with the shop's French refusals. Parameters and queries go through
 * the library's validators with the hook above; a JSON body through jsonBodyValidator, after the route's own
 * middleware (the signed-in check of the saved basket runs first, as it always did). The document still gets
 * the body's schema.
 */
export function apiRouter() {
  const router = new OpenAPIHono({ defaultHook: refuseInvalid });
  const declare = router.openapi;
  router.openapi = ((route, handler, hook) => {
    const json = bodySchemaOf(route, "application/json");
    const form = bodySchemaOf(route, "multipart/form-data");
    const schema = json ?? form;
    if (!schema) return declare(route, handler, hook);
    const { middleware, hide, ...documented } = route;
    if (!hide) router.openAPIRegistry.registerPath(documented);
    const own = middleware === undefined ? [] : [middleware].flat();
    return declare(
      {
        ...route,
        hide: true,
        request: { ...route.request, body: undefined },
        middleware: [...own, json ? jsonBodyValidator(schema) : multipartBodyValidator(schema)],
      },
      handler,
      hook,
    );
  }) as typeof declare;
  return router;
}

/** A route's declaration: what it takes, what it answers, in the document and in the types. */
export const apiRoute = createRoute;

/**
 * The declarations of one area's routes, which share their tags and middleware (the administrator's check):
 * `on.get(path, summary, { request, responses })` is `apiRoute({ ...shared, method: "get", path, summary, … })`,
 * with the same types for the handler and the browser's client (the cast only names the spread's type).
 */
export function routesOf<S extends Pick<RouteConfig, "tags" | "middleware">>(shared: S) {
  const declare =
    <M extends RouteConfig["method"]>(method: M) =>
    <P extends string, R extends Pick<RouteConfig, "request" | "responses">>(path: P, summary: string, route: R) =>
      createRoute({ ...shared, ...route, method, path, summary } as S & R & { method: M; path: P; summary: string });
  return { get: declare("get"), post: declare("post"), put: declare("put"), delete: declare("delete") };
}

/** A required JSON body with its schema. */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { body: { required: true, description, content: { "application/json": { schema } } } } as const;
}

/** A required `multipart/form-data` body (a file and its fields). */
export function multipartBody<T extends z.ZodType>(schema: T, description?: string) {
  return { body: { required: true, description, content: { "multipart/form-data": { schema } } } } as const;
}

/** A body the route reads raw (a provider's webhook, checked against its signature): documented, not parsed. */
export function rawJsonBody(description: string) {
  return { body: { description, content: { "application/json": { schema: { type: "object" as const } } } } };
}

/**
 * A payment provider's webhook at `/webhook/{provider}`: a signed event (`signature`: its header), read raw, answered
 * `{ received: true, outcome }` — what it did to the order.
 */
export function webhookRoute<T extends readonly [string, ...string[]]>(tags: string[], signature: string, outcomes: T) {
  return createRoute({
    method: "post",
    path: "/webhook/{provider}",
    tags,
    summary: `Événements signés du prestataire (en-tête ${signature})`,
    request: { params: z.object({ provider: z.string() }), ...rawJsonBody("L'événement, lu brut et vérifié.") },
    responses: {
      200: json(z.object({ received: z.literal(true), outcome: z.enum(outcomes) }), "Événement reçu."),
      ...refusals(400, 404, 413),
    },
  });
}

/** A JSON answer with its schema. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

const REFUSALS = {
  400: "Requête invalide (le premier problème est expliqué).",
  401: "Connexion requise.",
  403: "Accès refusé (requête d'un autre site, compte non vérifié…).",
  404: "Introuvable.",
  409: "Conflit avec l'état actuel (stock, total changé…).",
  410: "Lien expiré ou déjà utilisé.",
  413: "Requête trop volumineuse.",
  415: "Le corps doit être du JSON (Content-Type: application/json).",
  429: "Trop de tentatives : réessayez plus tard.",
  502: "Le prestataire de paiement n'a pas répondu.",
  503: "Un prestataire (le transporteur…) ne répond pas pour le moment.",
} as const satisfies Partial<Record<ContentfulStatusCode, string>>;

type RefusalStatus = keyof typeof REFUSALS;

/** The refusals a route may answer, each `{ detail }` in French. */
export function refusals<const S extends RefusalStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, json(refusal, REFUSALS[status])])) as {
    [K in S]: ReturnType<typeof json<typeof refusal>>;
  };
}

/** A page of a back-office list: its items under `key`, the page shown, how many pages and items in all. */
export function pageOf<K extends string, T extends z.ZodType>(key: K, item: T) {
  const items = { [key]: z.array(item) } as Record<K, z.ZodArray<T>>;
  return z.object({ ...items, page: z.number().int(), pages: z.number().int(), total: z.number().int() });
}

/** The refusals of every route taking a JSON body (403: a write from another site with the session cookie). */
export const BODY_REFUSALS = [400, 403, 413, 415] as const;

/**
 * A query value as the shop has always read it: the first one when the address repeats the name
 * (`?kind=miel&kind=parfum` is read as `miel`).
 */
export function firstValue<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);
}

/** A PDF download (invoices, credit notes): private, never stored by a cache. */
export function pdfResponse(c: Context, pdf: { filename: string; body: Buffer }) {
  return c.body(new Uint8Array(pdf.body), 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${pdf.filename}"`,
    "Cache-Control": "private, no-store",
  });
}
