import type { FormEvent } from "react";
import type { AuthMode } from "./auth-fields";

/** The sign-in page's good news (account made, welcome code, redirection), announced politely. */
export function AuthNotice({ notice, className }: { notice: { text: string; code?: string }; className?: string }) {
  return (
    <div role="status" className={["rounded-lg bg-green-50 p-3 text-green-900", className].filter(Boolean).join(" ")}>
      <p>{notice.text}</p>
      {notice.code && <p className="mt-1 font-mono text-lg font-bold">{notice.code}</p>}
    </div>
  );
}

/**
 * Sign-in ⇄ registration, and sign-in once an account is made. Without JavaScript it asks the page again with
 * ?mode=inscription (or without it), keeping the page to come back to.
 */
export function ModeSwitch({
  mode,
  registered,
  redirect,
  onSwitch,
}: {
  mode: AuthMode;
  registered: boolean;
  redirect: string | null;
  onSwitch: (event: FormEvent) => void;
}) {
  const toRegister = mode === "login" && !registered;
  return (
    <form method="get" onSubmit={onSwitch} className="mt-6 text-stone-800">
      {toRegister && <input type="hidden" name="mode" value="inscription" />}
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      {registered ? "Adresse confirmée ?" : toRegister ? "Pas encore de compte ?" : "Déjà un compte ?"}{" "}
      <button type="submit" className="min-h-11 font-semibold text-miel-900 underline">
        {toRegister ? "Créer un compte" : "Se connecter"}
      </button>
    </form>
  );
}
