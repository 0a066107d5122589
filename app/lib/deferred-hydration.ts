// The document's scripts start after its first contentful paint (decision 055). React Router's <Scripts> asks for
// every module of the page at once (modulepreload links, hoisted into <head>, and an inline module script): about
// 110 Ko that, on a phone's connection, share the bandwidth with the page's main image and typeface. The server
// rewrites them into one small inline script that asks for the same modules, in parallel, once the page has painted.

/** The marker of the rewritten script, for tests and for the stream rewriter. */
export const BOOT_ATTRIBUTE = "data-boot";

const PRELOAD_START = '<link rel="modulepreload" href="';
const MODULE_ATTRIBUTES = 'type="module" async="">';
// Without a nonce in development (Vite's client needs 'unsafe-inline' there).
const MODULE_OPENING = /^<script (?:nonce="([^"]*)" )?type="module" async="">$/;
const SCRIPT_END = "</script>";

// Runs in the browser. Starts once the page has shown its largest element (a largest-contentful-paint entry at
// least about the size of its largest visible image), after 3 s at the latest, at once in a hidden tab (which does
// not paint).
// Then it loads the modules (preloaded in parallel) and, once they have come, the brand's faces.
function boot(hrefs: string[], code: string) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
  // Until React hydrates, the last tap on a button and a script-only form's submission are held, and carried out
  // once hydrated (lib/held-actions.ts, whose names these are).
  const holding = window as unknown as Record<string, unknown>;
  const hold = (event: Event) => {
    if (holding.__maisonhHydrating) return;
    const target = event.target as Element | null;
    if (event.type === "submit") {
      if (!(target instanceof HTMLFormElement) || target.hasAttribute("method")) return;
      event.preventDefault();
      holding.__maisonhHeldAction = { form: target, submitter: (event as SubmitEvent).submitter };
      return;
    }
    const button = target?.closest?.("button");
    if (button?.type === "button") holding.__maisonhHeldAction = { button };
  };
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const loads = hrefs.map((href) => {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
      return new Promise((done) => {
        link.addEventListener("load", done);
        link.addEventListener("error", done);
      });
    });
    const module = document.createElement("script");
    module.type = "module";
    module.nonce = nonce;
    module.textContent = code;
    document.head.append(module);
    // Then the faces: the heading face is named (app.css) and both go into the cache for the next pages
    // (html.brand-fonts), the text face unused on this one.
    void Promise.all(loads).then(() => {
      document.documentElement.classList.add("painted");
      return Promise.all([...document.fonts].map((face) => face.load()))
        .then(() => {
          // Under the shop's short name (lib/brand-fonts.ts), which <html> carries.
          const key = document.documentElement.dataset.fontsKey;
          if (key) localStorage.setItem(key, "1");
        })
        .catch(() => undefined);
    });
  };
  // The visible area of the largest image in the window (its box, kept by its width and height before it loads).
  const mainImageArea = () => {
    let largest = 0;
    for (const image of Array.from(document.images)) {
      const box = image.getBoundingClientRect();
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      if (width > 0 && height > 0) largest = Math.max(largest, width * height);
    }
    return largest;
  };
  let painted = 0;
  // Started when a paint at least about as large as the page's largest visible image has been shown (that image,
  // or a larger text), so before the load event when the other images are still coming: the modules delay it.
  const check = () => {
    if (painted > 0 && painted >= mainImageArea() / 2) start();
  };
  if (document.visibilityState !== "visible") return start();
  if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        painted = Math.max(painted, (entry as PerformanceEntry & { size: number }).size);
      check();
    }).observe({ type: "largest-contentful-paint", buffered: true });
  } else {
    // Without largest-paint timing (older browsers), one frame after the load.
    const afterLoad = () => requestAnimationFrame(() => setTimeout(start));
    if (document.readyState === "complete") afterLoad();
    else addEventListener("load", afterLoad, { once: true });
  }
  // Slow images do not hold the page back for long; nor does a tab put in the background (it does not paint), nor
  // a shopper who already touches, types or moves the focus.
  setTimeout(start, 3000);
  document.addEventListener("visibilitychange", start, { once: true });
  for (const type of ["pointerdown", "keydown", "focusin"])
    addEventListener(type, start, { once: true, capture: true, passive: true });
}

/** JSON as JavaScript inside an HTML script element: nothing in it can close the element. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

// The boot script's source, written once: the same function for every document.
const BOOT_CALL = `(${boot.toString()})(`;

/** Where React Router's module script is in `doc`: its opening tag, its code and its end; null when it has none. */
function moduleScript(doc: Buffer<ArrayBuffer>) {
  let from = 0;
  for (;;) {
    const attributes = doc.indexOf(MODULE_ATTRIBUTES, from);
    if (attributes < 0) return null;
    const start = doc.lastIndexOf("<script ", attributes);
    const codeStart = attributes + MODULE_ATTRIBUTES.length;
    const opening = start < 0 ? null : MODULE_OPENING.exec(doc.toString("utf8", start, codeStart));
    const end = doc.indexOf(SCRIPT_END, codeStart);
    if (opening && end >= 0) {
      return { start, nonce: opening[1], code: doc.toString("utf8", codeStart, end), end: end + SCRIPT_END.length };
    }
    from = codeStart;
  }
}

/**
 * Rewrites the document (its UTF-8 bytes, as React wrote them): drops the modulepreload links before React Router's
 * module script and replaces that script by the boot script, with the same nonce. Unchanged when it has no module
 * script. Byte searches, and only the links and the script read as text: the page is neither decoded nor encoded
 * again (decision 059).
 */
export function deferHydration(doc: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const script = moduleScript(doc);
  if (!script) return doc;
  const parts: Uint8Array[] = [];
  const hrefs = new Set<string>();
  let copied = 0;
  let search = 0;
  for (;;) {
    const at = doc.indexOf(PRELOAD_START, search);
    if (at < 0 || at >= script.start) break;
    const hrefStart = at + PRELOAD_START.length;
    const hrefEnd = doc.indexOf('"', hrefStart);
    const close = hrefEnd < 0 ? -1 : doc.indexOf(">", hrefEnd);
    search = hrefStart;
    // Only a link closed by "/>" (as React writes it), with an address.
    if (close < 0 || close > script.start || doc[close - 1] !== 0x2f || hrefEnd === hrefStart) continue;
    hrefs.add(doc.toString("utf8", hrefStart, hrefEnd));
    parts.push(doc.subarray(copied, at));
    copied = search = close + 1;
  }
  const nonceAttribute = script.nonce === undefined ? "" : ` nonce="${script.nonce}"`;
  const bootScript = `<script${nonceAttribute} ${BOOT_ATTRIBUTE}="">${BOOT_CALL}${scriptLiteral([...hrefs])},${scriptLiteral(script.code)});</script>`;
  parts.push(doc.subarray(copied, script.start), Buffer.from(bootScript), doc.subarray(script.end));
  return Buffer.concat(parts);
}
