// The document's scripts start after its first contentful paint (decision 055). React Router's <Scripts> asks for
// every module of the page at once (modulepreload links, hoisted into <head>, and an inline module script): about
// 110 Ko that, on a phone's connection, share the bandwidth with the page's main image and typeface. The server
// rewrites them into one small inline script that asks for the same modules, in parallel, once the page has painted.

/** The marker of the rewritten script, for tests and for the stream rewriter. */
export const BOOT_ATTRIBUTE = "data-boot";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
// Without a nonce in development (Vite's client needs 'unsafe-inline' there).
const MODULE_SCRIPT = /<script (?:nonce="([^"]*)" )?type="module" async="">([\s\S]*?)<\/script>/;

/** The shell's HTML up to and including React Router's module script, or null while it has not all arrived. */
export function endOfModuleScript(html: string): number | null {
  const start = html.search(/<script [^>]*type="module" async="">/);
  if (start < 0) return null;
  const end = html.indexOf("</script>", start);
  return end < 0 ? null : end + "</script>".length;
}

// Runs in the browser. Starts once the page has shown its largest element (a largest-contentful-paint entry at
// least about the size of its largest visible image), after 3 s at the latest, at once in a hidden tab (which does
// not paint).
// Then it loads the modules (preloaded in parallel) and, once they have come, the brand's faces.
function boot(hrefs: string[], code: string) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? "";
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

/**
 * Rewrites the shell (the HTML up to React Router's module script): drops the modulepreload links and replaces the
 * module script by the boot script, with the same nonce. Unchanged when the shell has no module script.
 */
export function deferHydration(shell: string): string {
  const script = MODULE_SCRIPT.exec(shell);
  if (!script) return shell;
  const [, nonce, code] = script;
  const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
  const hrefs = [...new Set([...shell.matchAll(MODULE_PRELOAD)].map(([, href]) => href!))];
  const bootScript = `<script${nonceAttribute} ${BOOT_ATTRIBUTE}="">(${boot.toString()})(${scriptLiteral(hrefs)},${scriptLiteral(code)});</script>`;
  return shell.replace(MODULE_PRELOAD, "").replace(script[0], () => bootScript);
}
