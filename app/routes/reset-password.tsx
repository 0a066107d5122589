import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/reset-password";
import { TextField } from "#app/components/form-field";
import { ApiCallError, authClient, serverMessage } from "#app/lib/auth-client";
import { seoMeta } from "#app/lib/meta";
import { ShowPasswordButton } from "#app/components/show-password-button";
import { Button, ButtonLink } from "#app/components/ui/button";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { ErrorBox } from "#app/components/ui/alert-box";
import { useAsyncAction } from "#app/hooks/use-async-action";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Choisir un nouveau mot de passe",
    description: "Choisissez le nouveau mot de passe de votre compte.",
    path: "/reinitialiser-mot-de-passe",
  }),
  { name: "robots", content: "noindex" },
  // The link's token must not leave in a Referer header.
  { name: "referrer", content: "no-referrer" },
];

/**
 * The link is checked as the page opens (never used: only the form's post uses it), so a used or expired link says
 * so at once instead of after the new password is typed. The answer depends on a secret: never kept in a cache.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") || null;
  const link = token && token.length <= 200 ? await context.services.accounts.resetLink(token) : "unknown";
  return data({ token, link }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** What the page says of a link it cannot use. */
const DEAD_LINK = {
  used: "Ce lien a déjà été utilisé.",
  expired: "Ce lien a expiré.",
  unknown: "Ce lien de réinitialisation est invalide.",
} as const;

/** The server's reason, and whether the link itself is dead (then a new one is offered). */
function resetError(err: unknown) {
  const text = serverMessage(err);
  return { text, linkDead: err instanceof ApiCallError && text.startsWith("Ce lien") };
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { token, link } = loaderData;
  const [password, setPassword] = useState("");
  const [showPassword, setShowPassword] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, onSubmit } = useAsyncAction(resetError);

  const submit = async () => {
    if (token) setDone((await authClient.confirmPasswordReset(token, password)).message);
  };

  const newLink = (
    <TextLink to="/mot-de-passe-oublie" className="mt-4">
      Demander un nouveau lien
    </TextLink>
  );

  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <PageTitle>Choisir un nouveau mot de passe</PageTitle>
      {!token ? (
        <>
          <p role="alert" className="mt-4 text-red-800">
            Ce lien de réinitialisation est incomplet. Ouvrez en entier le lien du dernier e-mail reçu.
          </p>
          {newLink}
        </>
      ) : link !== "valid" ? (
        <>
          <p role="alert" className="mt-4 text-red-800">
            {DEAD_LINK[link]} Demandez un nouveau lien : seul le dernier reçu fonctionne, une fois, pendant une heure.
          </p>
          {newLink}
        </>
      ) : done ? (
        <>
          <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-green-900">
            {done}
          </p>
          <ButtonLink to="/connexion" className="mt-6">
            Se connecter
          </ButtonLink>
        </>
      ) : (
        <form onSubmit={onSubmit(submit)} className="mt-6 space-y-4" noValidate>
          <TextField
            id="nouveau-mot-de-passe"
            label="Nouveau mot de passe"
            hint="8 caractères au moins, et pas un mot de passe courant : plusieurs mots séparés par des tirets, par exemple. Vos autres appareils seront déconnectés."
            type={showPassword ? "text" : "password"}
            required
            minLength={8}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            // A refusal of the password itself is shown beside it; the link's under the form, with a new one.
            error={error && !error.linkDead ? error.text : undefined}
            alert
          />
          <ShowPasswordButton shown={showPassword} onToggle={() => setShowPassword(!showPassword)} />
          {error?.linkDead && (
            <ErrorBox>
              <p>{error.text}</p>
              {newLink}
            </ErrorBox>
          )}
          <Button type="submit" disabled={busy || !password} className="w-full">
            {busy ? "Veuillez patienter..." : "Enregistrer le nouveau mot de passe"}
          </Button>
        </form>
      )}
    </main>
  );
}
