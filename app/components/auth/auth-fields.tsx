import type { ChangeEvent } from "react";
import { ShowPasswordButton } from "#app/components/show-password-button";
import { TextLink } from "#app/components/ui/text";

export type AuthMode = "login" | "register";
export const emptyAuthForm = { email: "", password: "", firstName: "", lastName: "" };
export type AuthForm = typeof emptyAuthForm;

const NAME_FIELDS = [
  { name: "firstName", label: "Prénom", autoComplete: "given-name" },
  { name: "lastName", label: "Nom", autoComplete: "family-name" },
] as const;

const box = "block w-full rounded-lg border bg-white px-3 py-3 text-base";
const boxOf = (invalid: boolean) => `${box} ${invalid ? "border-red-700" : "border-stone-400"}`;
const field = `mt-1 ${boxOf(false)}`;

/** The fields that show the server's refusal beside them (`field` of the answer). */
export const AUTH_FIELDS_WITH_ERRORS = ["email", "password"] as const;

/** A refusal shown under its field, announced at once and read with it. */
function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-800">
      {text}
    </p>
  );
}

/** The sign-in fields, and the names too when an account is created. */
export function AuthFields({
  mode,
  form,
  set,
  passwordId,
  showPassword,
  onTogglePassword,
  error,
}: {
  /** The server's refusal when it is about one of these fields. */
  error?: { field: (typeof AUTH_FIELDS_WITH_ERRORS)[number]; text: string } | null;
  mode: AuthMode;
  form: AuthForm;
  set: (field: keyof AuthForm) => (event: ChangeEvent<HTMLInputElement>) => void;
  passwordId: string;
  showPassword: boolean;
  onTogglePassword: () => void;
}) {
  return (
    <>
      {mode === "register" && (
        <div className="grid gap-4 sm:grid-cols-2">
          {NAME_FIELDS.map((f) => (
            <label key={f.name} className="block font-medium">
              {f.label}
              <input
                required
                name={f.name}
                autoComplete={f.autoComplete}
                value={form[f.name]}
                onChange={set(f.name)}
                className={field}
              />
            </label>
          ))}
        </div>
      )}
      <label className="block font-medium">
        Adresse e-mail
        <input
          type="email"
          name="email"
          required
          autoComplete="email"
          value={form.email}
          onChange={set("email")}
          className={`mt-1 ${boxOf(error?.field === "email")}`}
          {...(error?.field === "email"
            ? { "aria-invalid": true, "aria-describedby": `${passwordId}-email-erreur` }
            : {})}
        />
      </label>
      {error?.field === "email" && <FieldError id={`${passwordId}-email-erreur`} text={error.text} />}
      <div>
        <label className="block font-medium" htmlFor={passwordId}>
          Mot de passe
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={passwordId}
            name="password"
            type={showPassword ? "text" : "password"}
            required
            minLength={mode === "register" ? 8 : undefined}
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            value={form.password}
            onChange={set("password")}
            className={boxOf(error?.field === "password")}
            {...(error?.field === "password"
              ? { "aria-invalid": true, "aria-describedby": `${passwordId}-erreur` }
              : {})}
          />
          <ShowPasswordButton shown={showPassword} onToggle={onTogglePassword} />
        </div>
        {error?.field === "password" && <FieldError id={`${passwordId}-erreur`} text={error.text} />}
        {mode === "register" ? (
          <p className="mt-1 text-sm text-stone-700">
            8 caractères au moins, et pas un mot de passe courant : plusieurs mots séparés par des tirets, par exemple.
          </p>
        ) : (
          <TextLink to="/mot-de-passe-oublie" className="mt-1">
            Mot de passe oublié ?
          </TextLink>
        )}
      </div>
    </>
  );
}
