import { afterEach, describe, expect, it, vi } from "vitest";
import { deferHydration } from "./deferred-hydration";
import { HELD_ACTION, HYDRATING, markHydrating, replayHeldAction } from "./held-actions";

const holding = window as unknown as Record<string, unknown>;

afterEach(() => {
  delete holding[HELD_ACTION];
  delete holding[HYDRATING];
  document.body.innerHTML = "";
});

function scriptOnlyForm() {
  document.body.innerHTML =
    '<form><input name="email" value="a@b.fr"><button name="step" value="pay">Payer</button></form><button type="button">Autre</button>';
  const form = document.querySelector("form")!;
  const sent: (string | null)[] = [];
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sent.push(((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value ?? null);
  });
  return { form, submitter: form.querySelector("button")!, sent };
}

describe("replayHeldAction", () => {
  it("taps the held button once, as the shopper did", () => {
    document.body.innerHTML = '<button type="button">Ajouter au panier</button>';
    const button = document.querySelector("button")!;
    const onClick = vi.fn();
    button.addEventListener("click", onClick);
    holding[HELD_ACTION] = { button };
    replayHeldAction();
    replayHeldAction();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("leaves a button that left the page or was disabled meanwhile", () => {
    document.body.innerHTML = '<button type="button" disabled>Ajouter au panier</button>';
    const disabled = document.querySelector("button")!;
    const onClick = vi.fn();
    disabled.addEventListener("click", onClick);
    holding[HELD_ACTION] = { button: disabled };
    replayHeldAction();
    const gone = document.createElement("button");
    gone.addEventListener("click", onClick);
    holding[HELD_ACTION] = { button: gone };
    replayHeldAction();
    expect(onClick).not.toHaveBeenCalled();
  });

  it("submits the held form through its handlers, with the button that sent it", () => {
    const { form, submitter, sent } = scriptOnlyForm();
    holding[HELD_ACTION] = { form, submitter };
    replayHeldAction();
    expect(sent).toEqual(["pay"]);
    expect(holding[HELD_ACTION]).toBeUndefined();
  });

  it("submits without a sender that is not one of the form's buttons, and not at all a form gone", () => {
    const { form, sent } = scriptOnlyForm();
    holding[HELD_ACTION] = { form, submitter: document.querySelector('button[type="button"]') };
    replayHeldAction();
    expect(sent).toEqual([null]);
    form.remove();
    holding[HELD_ACTION] = { form, submitter: null };
    replayHeldAction();
    expect(sent).toEqual([null]);
  });

  it("marks hydration under the name the boot script reads, which holds under the names used here", () => {
    markHydrating();
    expect(holding[HYDRATING]).toBe(true);
    const page = Buffer.from('<html><body><script type="module" async="">import "/assets/root-C.js";</script>');
    const boot = deferHydration(page).toString("utf8");
    expect(boot).toContain(HYDRATING);
    expect(boot).toContain(HELD_ACTION);
  });
});
