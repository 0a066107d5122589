// Hydration starts after the first paint (decision 055): a shopper may already be typing in a field. React keeps
// the typed text on screen but its state still holds the server's value, so the next render would clear the field
// and a submit would send the old value. Once hydrated, each field the shopper changed is announced to React as an
// input, as if typed now: its onChange puts the text into the state.

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

/**
 * Hands each changed field's text to React, one field per task: a form's handler may build its new state from the
 * state of its last render, so each field waits for the render the one before it caused (which writes the state's
 * old value back into the fields not yet announced: their texts are read first).
 */
export async function announceTypedFields(root: ParentNode = document) {
  const typed = fieldsTypedBeforeHydration(root).map((field) => [field, field.value] as const);
  for (const [field, text] of typed) {
    const setNative = nativeValueSetter(field);
    if (!setNative) continue;
    // React notices a change only when the value differs from the one it last saw (its tracker, which the field's
    // own setter updates): it is told the server's value, then the field gets the typed text back natively.
    field.value = field.defaultValue;
    setNative.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
    await new Promise((done) => setTimeout(done));
  }
}
