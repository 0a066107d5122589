import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { deferHydration, endOfModuleScript } from "./lib/deferred-hydration";
import { StylesContext } from "./lib/inline-styles";
// The stylesheet as text, inlined in every document (decision 055); its fonts are the client build's files.
import styles from "./app.css?inline";

export const streamTimeout = 5_000;

/** Loader and rendering errors go to the server's logger, which leaves out personal data. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as Partial<AppLoadContext> | undefined)?.logError;
  if (log) log(error);
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesContext.Provider value={styles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = deferringHydration(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logError(error);
        },
      },
    );
  });
}

/**
 * The response's HTML, with React Router's scripts rewritten to start after the first paint (decision 055): held
 * back until the module script has come (it closes the shell, written at once), then passed through as it comes.
 */
function deferringHydration(onEnd: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let shell: string | null = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (shell === null) return callback(null, chunk);
      shell += decoder.write(chunk);
      const end = endOfModuleScript(shell);
      if (end === null) return callback();
      const html = deferHydration(shell.slice(0, end)) + shell.slice(end);
      shell = null;
      callback(null, html);
    },
    flush(callback) {
      onEnd();
      callback(null, shell === null ? undefined : shell + decoder.end());
    },
  });
}
