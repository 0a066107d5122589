import { describe, expect, it } from "vitest";
import { BOOT_ATTRIBUTE, deferHydration, endOfModuleScript } from "./deferred-hydration";

const shell =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/react-B.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/react-B.js" nonce="n0nce"/>' +
  '</head><body><main>Miel</main><script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\nwindow.x = "</p>";</script>';

describe("deferHydration", () => {
  it("finds the end of React Router's module script only once it has all come", () => {
    expect(endOfModuleScript(shell.slice(0, shell.length - 5))).toBeNull();
    expect(endOfModuleScript(shell)).toBe(shell.length);
    expect(endOfModuleScript("<html><body>")).toBeNull();
  });

  it("drops the modulepreload links and replaces the module script by the boot script, with the same nonce", () => {
    const html = deferHydration(shell);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script nonce="n0nce">window.__reactRouterContext = {};</script>');
    const boot = new RegExp(`<script nonce="n0nce" ${BOOT_ATTRIBUTE}="">([\\s\\S]*)</script>$`).exec(html);
    expect(boot).not.toBeNull();
    // The modules to preload, once each, and the module code, neither able to close the script element.
    expect(boot![1]).toContain('["/assets/entry.client-A.js","/assets/react-B.js"]');
    expect(boot![1]).toContain('import * as route0 from \\"/assets/root-C.js\\";\\nwindow.x = \\"\\u003c/p>\\";');
    expect(boot![1]).not.toContain("</");
  });

  it("rewrites a module script without a nonce too (development)", () => {
    const html = deferHydration('<body><script type="module" async="">import "/@vite/client";</script>');
    expect(html).toMatch(new RegExp(`^<body><script ${BOOT_ATTRIBUTE}="">`));
    expect(html).not.toContain('type="module"');
  });

  it("leaves a document without a module script as it is", () => {
    const plain = "<html><body><p>Hors ligne</p></body></html>";
    expect(deferHydration(plain)).toBe(plain);
  });
});
