import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";
import { isSafeJson } from "./guards";
import "#server/lib/french-zod";

/**
 * The first problem of a refused value, in French, as a customer reads it: the message alone, never the field's
 * key (« password : … » was shown as is by the forms).
 */
export function describe(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Données invalides.";
}

/** The field the first problem is about (`items.0.quantity`), for a form to show the message beside it. */
export function fieldOf(error: z.ZodError): string | undefined {
  const path = error.issues[0]?.path ?? [];
  return path.length > 0 ? path.join(".") : undefined;
}

/** The 400 of a refused value: `{ detail, field? }` (also the API contract's hook). */
export function refusedValue(error: z.ZodError): ApiError {
  const field = fieldOf(error);
  return new ApiError(400, describe(error), field === undefined ? {} : { field });
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw refusedValue(result.error);
  return result.data;
}

/** The media type of a Content-Type header, without its parameters: `application/json; charset=utf-8` → `application/json`. */
export function mediaType(header: string | undefined): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Parses a JSON body. The media type must be exactly `application/json` (a cross-site form can send
 * `text/plain;application/json` without asking, never `application/json`); malformed JSON, a NUL byte or a lone
 * surrogate anywhere is a 400 with a French message.
 */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  if (mediaType(c.req.header("content-type")) !== "application/json") {
    throw new ApiError(415, "Le corps de la requête doit être du JSON (Content-Type: application/json).");
  }
  return parseJsonText(await c.req.text(), schema);
}

/** JSON text read as `parseJsonBody` reads a body, whatever its media type (a beacon's `text/plain`). */
export function parseJsonText<T extends z.ZodType>(text: string, schema: T): z.infer<T> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "Le corps de la requête n'est pas un JSON valide.");
  }
  if (!isSafeJson(body)) {
    throw new ApiError(400, "Le texte envoyé contient des caractères non autorisés (caractère nul ou invalide).");
  }
  return parseWith(schema, body);
}
