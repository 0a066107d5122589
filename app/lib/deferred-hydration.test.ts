import { describe, expect, it } from "vitest";
import { BOOT_ATTRIBUTE, deferHydration } from "./deferred-hydration";

const shell =
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/react-B.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/react-B.js" nonce="n0nce"/>' +
  '</head><body><main>Miel de Sidr — récolte d’été</main><script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\nwindow.x = "</p>";</script>';
const rewrite = (html: string) => deferHydration(Buffer.from(html)).toString("utf8");

describe("deferHydration", () => {
  it("drops the modulepreload links and replaces the module script by the boot script, with the same nonce", () => {
    const html = rewrite(shell);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<main>Miel de Sidr — récolte d’été</main><script nonce="n0nce">window.__reactRouterContext = {};</script>',
    );
    const boot = new RegExp(`<script nonce="n0nce" ${BOOT_ATTRIBUTE}="">([\\s\\S]*)</script>$`).exec(html);
    expect(boot).not.toBeNull();
    // The modules to preload, once each, and the module code, neither able to close the script element.
    expect(boot![1]).toContain('["/assets/entry.client-A.js","/assets/react-B.js"]');
    expect(boot![1]).toContain('import * as route0 from \\"/assets/root-C.js\\";\\nwindow.x = \\"\\u003c/p>\\";');
    expect(boot![1]).not.toContain("</");
  });

  it("keeps what follows the module script (React Router's data) byte for byte", () => {
    const data =
      '<script nonce="n0nce">window.__reactRouterContext.streamController.enqueue("«é»");</script></body></html>';
    const html = rewrite(shell + data);
    expect(html.endsWith(`</script>${data}`)).toBe(true);
    expect(html.indexOf(BOOT_ATTRIBUTE)).toBeLessThan(html.indexOf("streamController"));
  });

  it("leaves a link that is not React's modulepreload as it is", () => {
    const other = '<link rel="modulepreload" href="/assets/x.js" data-odd="a">';
    const html = rewrite(shell.replace("</head>", `${other}</head>`));
    expect(html).toContain(other);
    expect(html).not.toContain('href="/assets/react-B.js"');
  });

  it("rewrites a module script without a nonce too (development)", () => {
    const html = rewrite('<body><script type="module" async="">import "/@vite/client";</script>');
    expect(html).toMatch(new RegExp(`^<body><script ${BOOT_ATTRIBUTE}="">`));
    expect(html).not.toContain('type="module"');
  });

  it("leaves a document without a module script as it is", () => {
    const plain = "<html><body><p>Hors ligne</p></body></html>";
    expect(rewrite(plain)).toBe(plain);
    const unfinished = shell.slice(0, shell.length - 5);
    expect(rewrite(unfinished)).toBe(unfinished);
  });
});
