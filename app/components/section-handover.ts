// What a visitor did in a deferred section's server HTML, handed over to the elements React renders in its place
// (decision 121). Fetched with the section's own module: a first page load does not carry it.

const focusable = "a[href], button, input, select, textarea, summary, [tabindex]";
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const fieldsOf = (section: Element) => [...section.querySelectorAll<Field>("input, textarea, select")];
const ticked = (field: Field): field is HTMLInputElement => field.type === "checkbox" || field.type === "radio";

export interface SectionState {
  /** The focused element's place among the section's focusable elements (-1: not inside). */
  focus: number;
  /** What each field holds, in the section's order. */
  fields: (string | boolean)[];
  /** Which of its `<details>` are open. */
  opened: boolean[];
}

export function stateOf(section: Element): SectionState {
  const active = document.activeElement;
  return {
    focus: active && section.contains(active) ? [...section.querySelectorAll(focusable)].indexOf(active) : -1,
    fields: fieldsOf(section).map((field) => (ticked(field) ? field.checked : field.value)),
    opened: [...section.querySelectorAll("details")].map((details) => details.open),
  };
}

/**
 * Gives the section's new elements what the visitor typed, chose, opened and focused in the server's HTML; `announce` (the
 * root's `announceChangedFields`, passed in so that it stays in the root's file) tells React's state.
 */
export function giveBack(section: Element, state: SectionState, announce: (root: ParentNode) => Promise<void>) {
  const fields = fieldsOf(section);
  state.fields.forEach((value, i) => {
    const field = fields[i];
    if (field && typeof value === "boolean" && ticked(field)) field.checked = value;
    else if (field && typeof value === "string") field.value = value;
  });
  section.querySelectorAll("details").forEach((details, i) => (details.open = state.opened[i] ?? details.open));
  // React's state, if the section keeps one, learns of it as of a field typed before hydration.
  void announce(section);
  section.querySelectorAll<HTMLElement>(focusable)[state.focus]?.focus({ preventScroll: true });
}
