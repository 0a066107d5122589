import { hc, type ClientResponse } from "hono/client";
import type { Answer } from "#app/lib/api-client";
import type { ApiType } from "#server/app";
import type { TestApp } from "./test-app";

/** Who calls: a session and an address, as the browser or another client of the spec would. */
export interface CallerOptions {
  headers?: Record<string, string>;
  /** A session token, sent in the session cookie as the browser does. */
  cookie?: string;
  /** A session token, sent as `Authorization: Bearer` as the spec's other clients do. */
  bearer?: string;
  /** The client's address as the socket shows it (see `clientAddress()`); none by default. */
  from?: string;
}

export interface ApiCallOptions extends CallerOptions {
  /** Sent as JSON, or as it is when already a string (to send broken JSON). */
  body?: unknown;
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

function callerHeaders(options: CallerOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.cookie !== undefined) headers.cookie = `maisonh_session=${options.cookie}`;
  if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
  return { ...headers, ...options.headers };
}

/** The Node server's bindings as the app reads the client's address from them. */
const socketOf = (from: string | undefined) =>
  from === undefined ? undefined : { incoming: { socket: { remoteAddress: from } } };

/**
 * The API typed from its contract (server/api, as the browser's app/lib/api-client.ts): Hono's client over the
 * in-process app. A route whose request or response schema changes breaks the typecheck of the tests using it.
 * `typedApi(app, { from, cookie }).auth.login.$post({ json: { email, password } })`.
 */
export function typedApi(app: TestApp, caller: CallerOptions = {}) {
  const bindings = socketOf(caller.from);
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    app.request(input instanceof Request ? input : input.toString(), init, bindings);
  return hc<ApiType>("http://localhost/api", { fetch, headers: callerHeaders(caller) });
}

export type TypedApi = ReturnType<typeof typedApi>;

type AnyResponse = ClientResponse<unknown, number, string>;

/** What a call answers when it succeeds (the 2xx answers of the route's declaration), as the browser's client reads it. */
export type Success<R> = Answer<R>;

/** Any answer: the typed client's or a plain Response. */
interface Answered {
  status: number;
  text(): Promise<string>;
}

async function bodyOf(res: Answered): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The answer's body, typed by the route's success schema, after checking it has `status` (200 by default). */
export async function ok<R extends AnyResponse>(answer: R | Promise<R>, status = 200): Promise<Success<R>> {
  const res = await answer;
  const body = await bodyOf(res);
  if (res.status !== status) throw new Error(`attendu ${status}, reçu ${res.status} : ${JSON.stringify(body)}`);
  return body as Success<R>;
}

/** A refusal's body: the French `detail`, and what some refusals add (`field`, `errors`, the server's totals…). */
export type RefusalBody = { detail?: string } & Record<string, unknown>;

/**
 * The answer read whatever its status, for tests that check successes and refusals side by side: the route's
 * success fields typed by its schema, the refusal's fields loosely.
 */
export async function answer<R extends AnyResponse>(
  call: R | Promise<R>,
): Promise<{ status: number; headers: Headers; body: Success<R> & RefusalBody }> {
  const res = await call;
  return { status: res.status, headers: res.headers, body: (await bodyOf(res)) as Success<R> & RefusalBody };
}

/** A refusal's French `detail`, after checking the answer has `status`. */
export async function refused(answer: Answered | Promise<Answered>, status: number): Promise<string> {
  const res = await answer;
  const body = await bodyOf(res);
  if (res.status !== status) throw new Error(`attendu ${status}, reçu ${res.status} : ${JSON.stringify(body)}`);
  const detail = (body as { detail?: unknown }).detail;
  if (typeof detail !== "string") throw new Error(`pas de detail : ${JSON.stringify(body)}`);
  return detail;
}

/**
 * Untyped calls, for the tests that send what no client should (broken JSON, fields of the wrong type, hostile
 * bytes: fuzz, guards) or paths outside the contract. Everything else goes through `typedApi`.
 */
export function apiClient(app: TestApp) {
  const request = (method: string, path: string, options: ApiCallOptions = {}) => {
    const { body } = options;
    return app.request(
      path,
      {
        method,
        headers: { "content-type": "application/json", ...callerHeaders(options) },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      },
      socketOf(options.from),
    );
  };

  /** The answer with its JSON body read (typed by the caller: what the test expects to find). */
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: ApiCallOptions = {},
  ): Promise<ApiAnswer<T>> => {
    const res = await request(method, path, options);
    return { status: res.status, headers: res.headers, body: (await res.json()) as T };
  };

  return { request, call };
}

export type ApiClient = ReturnType<typeof apiClient>;
