// Hydration starts after the first paint (decision 055): a shopper may already be typing in a field. React keeps
// the typed text on screen but its state still holds the server's value, so the next render would clear the field
// and a submit would send the old value. Once hydrated, each field the shopper changed is announced to React as an
// input, as if typed now: its onChange puts the text into the state. A radio, checkbox or select changed before
// hydration is announced the same way, before the text (a format picked, then « Ajouter au panier » tapped and held by
// lib/held-actions.ts, must add the format picked).

const TEXT_TYPES = new Set(["text", "email", "tel", "password", "search", "url", "number", "date"]);

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;

/** The text fields whose value differs from the one the server wrote. */
export function fieldsTypedBeforeHydration(root: ParentNode): (HTMLInputElement | HTMLTextAreaElement)[] {
  const fields = Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea"));
  return fields.filter(
    (field) =>
      (field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type)) && field.value !== field.defaultValue,
  );
}

/** Radios (the one now checked) and checkboxes whose state differs from the server's, selects whose choice does. */
export function fieldsChosenBeforeHydration(root: ParentNode): (HTMLInputElement | HTMLSelectElement)[] {
  const fields = Array.from(
    root.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input[type=radio], input[type=checkbox], select"),
  );
  return fields.filter((field) =>
    field instanceof HTMLSelectElement
      ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      : !field.disabled && field.checked !== field.defaultChecked && (field.type === "checkbox" || field.checked),
  );
}

const nextTask = () => new Promise((done) => setTimeout(done));

/** Hands each changed choice to React, one per task (see `announceChangedFields`). */
async function announceChoices(chosen: (readonly [HTMLInputElement | HTMLSelectElement, string | boolean])[]) {
  for (const [field, value] of chosen) {
    if (field instanceof HTMLSelectElement) {
      // React reads a select's change event as it comes.
      field.value = value as string;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    } else {
      // React tells a checkbox's or radio's change by a click, against the state it last saw (recorded by the
      // property's setter): it is told the other state, then the click gives the shopper's back.
      field.checked = !value;
      field.click();
    }
    await nextTask();
  }
}

/**
 * Hands each changed choice, then each changed field's text, to React, one field per task: a form's handler may
 * build its new state from the state of its last render, so each field waits for the render the one before it caused
 * (which writes the state's old value back into the fields not yet announced: their values are read first).
 */
export async function announceChangedFields(root: ParentNode = document) {
  const chosen = fieldsChosenBeforeHydration(root).map(
    (field) => [field, field instanceof HTMLSelectElement ? field.value : field.checked] as const,
  );
  const typed = fieldsTypedBeforeHydration(root).map((field) => [field, field.value] as const);
  await announceChoices(chosen);
  for (const [field, text] of typed) {
    const setNative = nativeValueSetter(field);
    if (!setNative) continue;
    // React notices a change only when the value differs from the one it last saw (its tracker, which the field's
    // own setter updates): it is told the server's value, then the field gets the typed text back natively.
    field.value = field.defaultValue;
    setNative.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await nextTask();
  }
}
