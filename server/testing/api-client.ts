import type { TestApp } from "./test-app";

export interface ApiCallOptions {
  /** Sent as JSON, or as it is when already a string (to send broken JSON). */
  body?: unknown;
  headers?: Record<string, string>;
  /** A session token, sent in the session cookie as the browser does. */
  cookie?: string;
  /** A session token, sent as `Authorization: Bearer` as the spec's other clients do. */
  bearer?: string;
  /** The client's address as the socket shows it (see `clientAddress()`); none by default. */
  from?: string;
}

export interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls to the app's API the way its clients make them: JSON in, a session by cookie or bearer token. */
export function apiClient(app: TestApp) {
  const request = (method: string, path: string, options: ApiCallOptions = {}) => {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (options.cookie !== undefined) headers.cookie = `maisonh_session=${options.cookie}`;
    if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
    const { body } = options;
    return app.request(
      path,
      {
        method,
        headers: { ...headers, ...options.headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      },
      options.from === undefined ? undefined : { incoming: { socket: { remoteAddress: options.from } } },
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
