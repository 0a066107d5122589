import { expect, expectAccessible, onDesktopOnly, test } from "./fixtures";

// The check every journey runs (expectAccessible, decision 101) still finds what it must: axe with only the rules
// that can report a serious or critical violation, in legacy mode. A page with faults of each kind fails it, by name.
onDesktopOnly("the check does not depend on the screen");

const FAULTY = `<!doctype html><html lang="fr"><head><title>Défauts</title></head><body><main>
  <h1>Page fautive</h1>
  <img src="/images/products/sidr_malaki_yemen.svg" width="40" height="40">
  <p style="color:#ddd;background:#fff">Texte trop pâle</p>
  <button></button>
  <label>Ville <input id="ville"></label><input aria-label="">
  <ul><div>hors liste</div></ul>
</main></body></html>`;

test("the accessibility check fails on serious faults and names each", async ({ page }) => {
  await page.setContent(FAULTY);
  const failure = await expectAccessible(page).then(
    () => "passed",
    (err: Error) => err.message,
  );
  for (const rule of ["image-alt", "color-contrast", "button-name", "label", "list"]) expect(failure).toContain(rule);
});

test("a page with a frame is refused: legacy mode would not look inside it", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="fr"><head><title>Cadre</title></head><body><main>
    <h1>Cadre</h1><iframe title="cadre" srcdoc="<p>dedans</p>"></iframe></main></body></html>`);
  await expect(expectAccessible(page)).rejects.toThrow("cadre");
});
