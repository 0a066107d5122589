import type { Context } from "hono";
import { z } from "zod";
import { ApiError } from "./errors";

z.config(z.locales.fr());

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Données invalides.";
  const where = issue.path.length > 0 ? `${issue.path.join(".")} : ` : "";
  return `${where}${issue.message}`;
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, describe(result.error));
  return result.data;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  return parseWith(schema, c.req.query());
}

/** Parses a JSON body; malformed JSON or a wrong content type is a 400 with a French message. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().includes("application/json")) {
    throw new ApiError(415, "Le corps de la requête doit être du JSON (Content-Type: application/json).");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "Le corps de la requête n'est pas un JSON valide.");
  }
  return parseWith(schema, body);
}
