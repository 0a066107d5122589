import { act, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "#app/testing/intersection-observer";
import { deferredSection } from "./deferred-section";

// A section's server HTML handed over to React (decision 121): what the visitor typed must survive the swap.

const SERVER_HTML = '<form><input id="adresse" name="email" type="email" value=""><button>Me prévenir</button></form>';
let typeWhileRendering: string | null = null;

/**
 * The visitor types in the server's field while React renders the section in its place: a real page gives a key
 * press or an automated fill a task there, between the section's script arriving and React's commit.
 */
function typeInServerField() {
  if (typeWhileRendering === null) return;
  document.querySelector<HTMLInputElement>("#adresse")!.value = typeWhileRendering;
  typeWhileRendering = null;
}

function AlertForm() {
  typeInServerField();
  return (
    <form>
      <input id="adresse" name="email" type="email" defaultValue="" />
      <button>Me prévenir</button>
    </form>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

async function hydrateServerHtml() {
  stubIntersectionObserver();
  document.body.innerHTML = `<div id="racine"><div data-deferred="essai">${SERVER_HTML}</div></div><p id="ailleurs">Ailleurs</p>`;
  const container = document.querySelector("#racine")!;
  // A new definition for each page: one whose module came already renders at once, as after a navigation.
  const Section = deferredSection("essai", () => Promise.resolve(AlertForm));
  await act(async () => {
    root = hydrateRoot(container, <Section />);
  });
  return container;
}

/** A tap elsewhere on the page: the section's script is wanted now; resolves once React's section is in place. */
async function tapElsewhere(container: Element) {
  act(() => {
    document.querySelector("#ailleurs")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
  });
  // The section's module and the handover's (read from disk the first time: a cold run takes longer), then React's render.
  await waitFor(() => expect(container.querySelector("[data-rendered]")).not.toBeNull());
}

describe("deferredSection's handover", () => {
  it("keeps the server's HTML, its typed text, until the section is wanted; then React's field has the text", async () => {
    const container = await hydrateServerHtml();
    const typed = container.querySelector<HTMLInputElement>("#adresse")!;
    typed.value = "avant@exemple.fr";
    expect(container.querySelector("[data-rendered]")).toBeNull();
    await tapElsewhere(container);
    const field = container.querySelector<HTMLInputElement>("[data-rendered] #adresse")!;
    expect(field).not.toBe(typed);
    expect(field.value).toBe("avant@exemple.fr");
  });

  it("keeps a text typed while React renders the section (read in the commit that swaps, not before the render)", async () => {
    const container = await hydrateServerHtml();
    typeWhileRendering = "pendant@exemple.fr";
    await tapElsewhere(container);
    expect(typeWhileRendering).toBeNull();
    expect(container.querySelector<HTMLInputElement>("[data-rendered] #adresse")!.value).toBe("pendant@exemple.fr");
  });
});
