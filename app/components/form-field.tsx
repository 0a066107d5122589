import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

const control = "mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2.5 text-base";

/** Label, optional hint, control and its error, wired for assistive technology (aria-invalid, aria-describedby). */
function Field({
  id,
  label,
  hint,
  error,
  alert,
  className,
  hideLabel,
  children,
}: {
  id: string;
  label: string;
  /** For screen readers only (a table's cell, whose column header shows the label). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Announce the error as soon as it appears (a single error from the server, not a form's batch). */
  alert?: boolean;
  className?: string;
  children: (aria: { "aria-invalid"?: true; "aria-describedby"?: string; className: string }) => ReactNode;
}) {
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
      {children({
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        className: `${control} ${error ? "border-red-700" : "border-stone-400"}`,
      })}
      {error && (
        <p id={`${id}-erreur`} role={alert ? "alert" : undefined} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  alert?: boolean;
  className?: string;
  hideLabel?: boolean;
};

export function TextField({
  id,
  label,
  hint,
  error,
  alert,
  className,
  hideLabel,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} alert={alert} className={className} hideLabel={hideLabel}>
      {(aria) => <input id={id} {...input} {...aria} />}
    </Field>
  );
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  className,
  ...textarea
}: Omit<Common, "alert" | "hideLabel"> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <textarea id={id} {...textarea} {...aria} />}
    </Field>
  );
}

export function SelectField({
  id,
  label,
  hint,
  error,
  alert,
  className,
  options,
  ...select
}: Common & {
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className">) {
  return (
    <Field id={id} label={label} hint={hint} error={error} alert={alert} className={className}>
      {(aria) => (
        <select id={id} {...select} {...aria}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
