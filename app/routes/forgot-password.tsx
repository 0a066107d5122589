import type { Route } from "./+types/forgot-password";
import { EmailLinkForm } from "#app/components/auth/email-link-form";
import { authClient } from "#app/lib/auth-client";
import { seoMeta } from "#app/lib/meta";
import { PageTitle, TextLink } from "#app/components/ui/text";

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
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <PageTitle>Mot de passe oublié</PageTitle>
      <p className="mt-4 text-stone-800">
        Saisissez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
        Il est valable 1 heure.
      </p>
      <EmailLinkForm
        id="mot-de-passe-oublie-email"
        label="Adresse e-mail"
        submitLabel="Recevoir le lien"
        request={(email) => authClient.requestPasswordReset(email)}
        className="mt-6"
      />
      <TextLink to="/connexion" className="mt-6">
        Retour à la connexion
      </TextLink>
    </main>
  );
}
