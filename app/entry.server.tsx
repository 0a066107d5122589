import { Writable } from "node:stream";
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
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // No page suspends on data of its own (loaders finish before rendering), so the document is whole as soon as
    // React Router's data scripts are written: it is sent in one piece, not as hundreds of small writes through two
    // streams, which showed in the CPU profile of a render (decision 051).
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          new Response(withDeferredHydration(Buffer.concat(chunks).toString("utf8")), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesContext.Provider value={styles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          pipe(sink);
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

/** The document with React Router's scripts rewritten to start after the first paint (decision 055). */
function withDeferredHydration(html: string): string {
  const end = endOfModuleScript(html);
  return end === null ? html : deferHydration(html.slice(0, end)) + html.slice(end);
}
