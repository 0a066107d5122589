import type { ReactNode } from "react";

/** One radio of a group as a bordered card, its label and note beside it (payment method, delivery method). */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  label,
  note,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  label: ReactNode;
  note?: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 p-3 has-checked:border-miel-900 has-checked:bg-miel-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="mt-0.5 h-5 w-5 shrink-0 accent-miel-900"
      />
      <span className="min-w-0">
        <span className="block font-semibold">{label}</span>
        {note && <span className="block text-sm text-stone-700">{note}</span>}
      </span>
    </label>
  );
}

/** A radio group of cards under its legend (`[value, label, note]` each); `children` after the cards, in the group. */
export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [V, string, string])[];
  value: V;
  onChange: (value: V) => void;
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-serif text-xl font-bold">{legend}</legend>
      {options.length > 0 && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {options.map(([option, label, note]) => (
            <ChoiceCard
              key={option}
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              label={label}
              note={note}
            />
          ))}
        </div>
      )}
      {children}
    </fieldset>
  );
}
