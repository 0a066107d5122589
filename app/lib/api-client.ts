// The browser's one way to the shop's API: Hono's client typed by the server's route declarations
// (server/api, docs/decisions/020-api-contract.md), and one helper that turns a refusal into an ApiCallError with
// the server's French `detail`. A network failure throws what fetch throws (a TypeError).
import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "#server/app";

/** A refused call: the server's French `detail`, its status and the rest of its answer. */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The whole answer: `field` and `errors` of a refused form, the server's totals of a changed total… */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The API's routes, with the session cookie (`same-origin`). */
export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });

type AnyResponse = ClientResponse<unknown, number, string>;

/** What a call answers when it succeeds (the 2xx answers of the route's declaration). */
export type Answer<R> =
  R extends ClientResponse<infer Data, infer Status, string>
    ? Status extends SuccessStatusCode
      ? Data
      : never
    : never;

/** An API call's answer type, from the client's function: `Ok<typeof api.auth.login.$post>`. */
export type Ok<F extends (...args: never[]) => Promise<AnyResponse>> = Answer<Awaited<ReturnType<F>>>;

/** A path parameter as one segment of the address (the client puts it in as is). */
export const segment = (value: string) => encodeURIComponent(value);

/**
 * Awaits a call: its answer and the server's clock (the Date header, for countdowns that must not trust the
 * device's), or an ApiCallError with the server's `detail` (else `fallback`).
 */
export async function callApi<R extends AnyResponse>(
  request: Promise<R>,
  fallback: string,
): Promise<{ data: Answer<R>; serverTime: number | null }> {
  const res = await request;
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) {
    const detail = typeof data.detail === "string" && data.detail ? data.detail : fallback;
    throw new ApiCallError(detail, res.status, data);
  }
  const date = Date.parse(res.headers.get("date") ?? "");
  return { data: data as Answer<R>, serverTime: Number.isNaN(date) ? null : date };
}

/** Awaits a call's answer (see callApi). */
export async function call<R extends AnyResponse>(request: Promise<R>, fallback: string): Promise<Answer<R>> {
  return (await callApi(request, fallback)).data;
}
