import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const controlClass = "mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base";

type Common = {
  id: string;
  label: string;
  /** For screen readers only (a table's cell, whose column header shows the label). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Announce the error as soon as it appears (a single error from the server, not a form's batch). */
  alert?: boolean;
  className?: string;
};

type Aria = { "aria-invalid"?: true; "aria-describedby"?: string; className: string };

/**
 * Label, optional hint, control and its error, wired for assistive technology (aria-invalid, aria-describedby):
 * `control` draws the control with its id, its own attributes and that wiring.
 */
function Field<Attributes>({
  id,
  label,
  hint,
  error,
  alert,
  className,
  hideLabel,
  control,
  ...attributes
}: Common & Attributes & { control: (props: Attributes & Aria & { id: string }) => ReactNode }) {
  const describedBy = [hint ? `${id}-aide` : null, error ? `${id}-erreur` : null].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "block font-medium"}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-aide`} className="text-sm text-stone-700">
          {hint}
        </p>
      )}
      {control({
        id,
        ...(attributes as Attributes),
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        className: `${controlClass} ${error ? "border-red-700" : "border-stone-400"}`,
      })}
      {error && (
        <p id={`${id}-erreur`} role={alert ? "alert" : undefined} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;
type TextareaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">;
type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">;

export function TextField(props: Common & InputAttributes) {
  return <Field<InputAttributes> {...props} control={(input) => <input {...input} />} />;
}

export function TextAreaField(props: Omit<Common, "alert" | "hideLabel"> & TextareaAttributes) {
  return <Field<TextareaAttributes> {...props} control={(textarea) => <textarea {...textarea} />} />;
}

export function SelectField({
  options,
  ...props
}: Common & { options: readonly { value: string; label: string }[] } & SelectAttributes) {
  return (
    <Field<SelectAttributes>
      {...props}
      control={(select) => (
        <select {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
