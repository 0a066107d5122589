import { useId, useState } from "react";
import { redirect } from "react-router";
import type { Route } from "./+types/verification";
import { adminMeta } from "#app/lib/meta";
import { AdminFrame } from "#app/components/admin/admin-frame";
import { AdminRefusal, isAdminRefusal } from "#app/components/admin/admin-refusal";
import { TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { CopyButton } from "#app/components/ui/copy-button";
import { ErrorMessage } from "#app/components/ui/alert-box";
import { PageTitle } from "#app/components/ui/text";
import { ApiCallError, api, call } from "#app/lib/api-client";
import { backOfficeReturn } from "#app/lib/auth-form";

export const meta: Route.MetaFunction = () => adminMeta("Double authentification");

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const state = await context.services.admin.secondFactor(request);
  // The back-office page the administrator was sent away from, once the second factor is passed.
  const next = backOfficeReturn(new URL(request.url).searchParams.get("retour")) ?? "/admin";
  if (state.passed) throw redirect(next);
  return { ...state, next, shopName: context.services.config.shopName };
}

const secondFactor = api.admin["second-factor"];

export default function Verification({ loaderData }: Route.ComponentProps) {
  const { enrolled, email, shopName, next } = loaderData;
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const id = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await call(secondFactor.verify.$post({ json: { code } }), "Code refusé.");
      // The first sign-in after the terminal's enrolment: the recovery codes, shown once.
      if (result.recovery_codes) setRecoveryCodes(result.recovery_codes);
      else window.location.assign(next);
    } catch (err) {
      setError(err instanceof ApiCallError ? err.message : "Erreur de connexion à l'API");
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminFrame shopName={shopName} email={email} navigation={false}>
      <div className="mx-auto max-w-xl">
        <PageTitle>Double authentification</PageTitle>
        {recoveryCodes ? (
          <section aria-labelledby={`${id}-secours`} className={cardClass("lg", "mt-6")}>
            <h2 id={`${id}-secours`} className="font-serif text-xl font-bold">
              Vos codes de secours
            </h2>
            <p className="mt-2">
              Chaque code permet une connexion si vous n'avez plus votre téléphone. Notez-les et gardez-les en lieu sûr
              : ils ne seront plus jamais affichés.
            </p>
            <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg" aria-label="Codes de secours">
              {recoveryCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap gap-3">
              <CopyButton text={recoveryCodes.join("\n")} label="Copier les codes" copiedLabel="Codes copiés ✓" />
              <Button onClick={() => window.location.assign(next)}>J'ai noté mes codes, continuer</Button>
            </div>
          </section>
        ) : enrolled ? (
          <form onSubmit={(event) => void submit(event)} className={cardClass("lg", "mt-6 space-y-4")} noValidate>
            <p>
              Saisissez le code à 6 chiffres de votre application d'authentification, ou l'un de vos codes de secours.
            </p>
            <TextField
              id={`${id}-code`}
              label="Code à 6 chiffres ou code de secours"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              inputMode="text"
              required
            />
            {error && <ErrorMessage>{error}</ErrorMessage>}
            <Button type="submit" disabled={busy}>
              {busy ? "Vérification..." : "Valider"}
            </Button>
          </form>
        ) : (
          // The secret is never shown on the web: whoever has the password must not get it (decision 081).
          <section aria-labelledby={`${id}-terminal`} className={cardClass("lg", "mt-6 space-y-3")}>
            <h2 id={`${id}-terminal`} className="font-serif text-xl font-bold">
              À activer dans le terminal du serveur
            </h2>
            <p>
              La double authentification du compte <strong>{email}</strong> n'est pas encore activée. Pour que personne
              d'autre ne puisse la configurer à votre place, elle s'active uniquement depuis le serveur de la boutique :
            </p>
            <pre className="overflow-x-auto rounded bg-stone-100 p-3 font-mono text-sm">
              npm run admin -- create --email {email}
            </pre>
            <p>
              Le terminal affiche un QR code à scanner avec votre application d'authentification (Google Authenticator,
              Aegis, 1Password…) et vous demande un premier code. Revenez ensuite vous connecter.
            </p>
          </section>
        )}
      </div>
    </AdminFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isAdminRefusal(error)) throw error;
  return (
    <AdminFrame navigation={false}>
      <AdminRefusal error={error} />
    </AdminFrame>
  );
}
