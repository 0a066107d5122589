import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { ShowPasswordButton } from "#app/components/show-password-button";

export type AuthMode = "login" | "register";
export const emptyAuthForm = { email: "", password: "", firstName: "", lastName: "" };
export type AuthForm = typeof emptyAuthForm;

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
          <label className="block font-medium">
            Prénom
            <input
              required
              autoComplete="given-name"
              value={form.firstName}
              onChange={set("firstName")}
              className={field}
            />
          </label>
          <label className="block font-medium">
            Nom
            <input
              required
              autoComplete="family-name"
              value={form.lastName}
              onChange={set("lastName")}
              className={field}
            />
          </label>
        </div>
      )}
      <label className="block font-medium">
        Adresse e-mail
        <input
          type="email"
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
