/** The "Afficher / Masquer" toggle beside a password field; its state is announced by `aria-pressed`. */
export function ShowPasswordButton({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      className="min-h-11 shrink-0 rounded-lg border border-stone-400 px-3 text-sm font-semibold"
    >
      {shown ? "Masquer" : "Afficher"}
      <span className="sr-only"> le mot de passe</span>
    </button>
  );
}
