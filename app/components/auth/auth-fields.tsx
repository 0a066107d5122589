import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { ShowPasswordButton } from "#app/components/show-password-button";

export type AuthMode = "login" | "register";
export const emptyAuthForm = { email: "", password: "", firstName: "", lastName: "" };
export type AuthForm = typeof emptyAuthForm;

const NAME_FIELDS = [
  { name: "firstName", label: "Prénom", autoComplete: "given-name" },
  { name: "lastName", label: "Nom", autoComplete: "family-name" },
] as const;

const field = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-3 text-base";

/** The sign-in fields, and the names too when an account is created. */
export function AuthFields({
  mode,
  form,
  set,
  passwordId,
  showPassword,
  onTogglePassword,
}: {
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
          className={field}
        />
      </label>
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
            className="block w-full rounded-lg border border-stone-400 bg-white px-3 py-3 text-base"
          />
          <ShowPasswordButton shown={showPassword} onToggle={onTogglePassword} />
        </div>
        {mode === "register" ? (
          <p className="mt-1 text-sm text-stone-700">
            8 caractères au moins, et pas un mot de passe courant : plusieurs mots séparés par des tirets, par exemple.
          </p>
        ) : (
          <Link
            to="/mot-de-passe-oublie"
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-miel-900 underline"
          >
            Mot de passe oublié ?
          </Link>
        )}
      </div>
    </>
  );
}
