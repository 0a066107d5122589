import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { TextField } from "#app/components/form-field";
import { authClient, serverMessage } from "#app/lib/auth-client";
import { seoMeta } from "#app/lib/meta";
import { Button } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { useAsyncAction } from "#app/hooks/use-async-action";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Mot de passe oublié",
    description: "Recevez par e-mail un lien pour choisir un nouveau mot de passe.",
    path: "/mot-de-passe-oublie",
  }),
  { name: "robots", content: "noindex" },
];

export default function ForgotPassword() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, onSubmit } = useAsyncAction(serverMessage);

  const submit = async () => {
    setSent(null);
    setSent((await authClient.requestPasswordReset(email)).message);
  };

  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <PageTitle>Mot de passe oublié</PageTitle>
      <p className="mt-4 text-stone-800">
        Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
        Il est valable 1 heure.
      </p>
      <form onSubmit={onSubmit(submit)} className="mt-6 space-y-4" noValidate>
        <TextField
          id="mot-de-passe-oublie-email"
          label="Adresse e-mail"
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          // The form's one field: its refusal (an invalid address, too many requests) shown under it, read with it.
          error={error ?? undefined}
          alert
        />
        <Button type="submit" disabled={busy || !email.trim()} className="w-full">
          {busy ? "Veuillez patienter..." : "Recevoir le lien"}
        </Button>
        {sent && (
          <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
            {sent}
          </p>
        )}
      </form>
      <Link to="/connexion" className="mt-6 inline-flex min-h-11 items-center font-semibold text-miel-900 underline">
        Retour à la connexion
      </Link>
    </main>
  );
}
