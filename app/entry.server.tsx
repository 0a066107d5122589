import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { sectionsReady } from "./components/deferred-section";
import { NonceContext } from "./lib/nonce";
import { deferHydration } from "./lib/deferred-hydration";
import { StylesContext } from "./lib/inline-styles";
// The stylesheet as text, inlined in every document (decision 055); its fonts are the client build's files.
import styles from "./app.css?inline";

export const streamTimeout = 5_000;

/** The stylesheet every page holds whole: the server deflates it once for all of them (decision 070). */
export const inlineStylesheet: string = styles;

/** Loader and rendering errors go to the server's logger, which leaves out personal data. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as Partial<AppLoadContext> | undefined)?.logError;
  if (log) log(error);
  else console.error(error);
};

export default async function handleRequest(
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
  // Read once, at the first page: the modules of the sections a browser fetches later (decision 121).
  await sectionsReady();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    // No page suspends on data of its own (loaders finish before rendering), so the document is whole as soon as
    // React Router's data scripts are written: it is sent in one piece, not as hundreds of small writes through two
    // streams, which showed in the CPU profile of a render (decision 051). React writes into a bare sink, not a
    // stream (decision 059): its pieces are kept as they come and joined once.
    const chunks: Uint8Array[] = [];
    const sink = {
      write(chunk: Uint8Array | string) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        return true;
      },
      end() {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        // The document's bytes as React wrote them, rewritten without being decoded (decision 055).
        resolve(
          new Response(deferHydration(Buffer.concat(chunks)), { headers: responseHeaders, status: responseStatusCode }),
        );
      },
      // React's way to give up on a destination (a fatal error after the shell).
      destroy(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      // React listens for these on a stream; nothing here drains, errs or closes early.
      on() {
        return sink;
      },
    };

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
          pipe(sink as unknown as NodeJS.WritableStream);
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
