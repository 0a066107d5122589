// Hydration starts after the first paint (decision 055), so a shopper can act on a page React has not taken over
// yet. A tap on a button ("Ajouter au panier", the menu) has no handler yet and would be lost; a form that relies on
// its script (no `method`: checkout, card, password forms) would be sent by the browser itself as a GET of the page,
// with every field — e-mail, address — in the address bar and the server's logs. The boot script
// (lib/deferred-hydration.ts) holds the last such action; once hydrated it is carried out here (decision 065).
// Forms with a `method` work without JavaScript (sign-in, searches, filters) and are left to the browser.

/** Where the boot script keeps the held action, and the mark the browser entry sets as hydration begins. */
export const HELD_ACTION = "__maisonhHeldAction";
export const HYDRATING = "__maisonhHydrating";

export type HeldAction = { button: HTMLButtonElement } | { form: HTMLFormElement; submitter: HTMLElement | null };

type HoldingWindow = { [HELD_ACTION]?: HeldAction; [HYDRATING]?: boolean };

/** Set by the browser entry just before React hydrates: from then on React itself handles every event. */
export function markHydrating(win: object = window) {
  (win as HoldingWindow)[HYDRATING] = true;
}

/** Carries out the action held before hydration, once, if its element is still in the page. */
export function replayHeldAction(win: object = window) {
  const holding = win as HoldingWindow;
  const held = holding[HELD_ACTION];
  delete holding[HELD_ACTION];
  if (!held) return;
  if ("button" in held) {
    if (held.button.isConnected && !held.button.disabled) held.button.click();
    return;
  }
  const { form, submitter } = held;
  if (!form.isConnected) return;
  // The button that sent it when it is still one of this form's (its name and value are part of the submission).
  const button = submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : undefined;
  form.requestSubmit(button);
}
