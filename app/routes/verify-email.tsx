import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/verify-email";
import { WELCOME_OFFER_TERMS } from "#core/rewards";
import { authClient } from "#app/lib/auth-client";
import { seoMeta } from "#app/lib/meta";
import { EmailLinkForm } from "#app/components/auth/email-link-form";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta({
    matches,
    title: "Vérification de l'e-mail",
    description: "Activation de votre compte.",
    path: "/verify-email",
  }),
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { ok: false as const, message: "Token de vérification manquant dans l'URL" };
  const result = await context.services.accounts.verifyEmail(token);
  return result.ok
    ? { ok: true as const, welcomeCode: result.welcomeCode }
    : { ok: false as const, message: result.message };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      {loaderData.ok ? <Success code={loaderData.welcomeCode} /> : <Failure message={loaderData.message} />}
    </main>
  );
}

function Success({ code }: { code: string }) {
  const [seconds, setSeconds] = useState(5);
  const navigate = useNavigate();
  useEffect(() => {
    if (seconds <= 0) {
      void navigate("/connexion");
      return;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, navigate]);
  return (
    <>
      <PageTitle>Adresse e-mail confirmée</PageTitle>
      <p className="mt-4 text-stone-800">Bienvenue ! Votre code de bienvenue : {WELCOME_OFFER_TERMS}.</p>
      <p className="mt-4 inline-block rounded-xl bg-white px-6 py-3 font-mono text-2xl font-bold text-miel-900">
        {code}
      </p>
      <p className="mt-6 text-stone-800" aria-live="polite">
        Redirection vers la connexion dans {seconds} s…
      </p>
      <Link to="/connexion" className="mt-4 inline-block font-semibold text-miel-900 underline">
        Se connecter maintenant
      </Link>
    </>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <>
      <PageTitle>Vérification impossible</PageTitle>
      <p role="alert" className="mt-4 text-red-800">
        {message}
      </p>
      <ul className="mx-auto mt-6 max-w-md list-disc space-y-1 text-left text-stone-800">
        <li>Le lien n'est valable que 24 heures et une seule fois.</li>
        <li>Ouvrez le lien du dernier e-mail reçu, en entier.</li>
        <li>Votre compte est peut-être déjà activé : essayez de vous connecter.</li>
      </ul>
      <EmailLinkForm
        id="verification-email"
        label="Adresse e-mail du compte"
        submitLabel="Recevoir un nouveau lien"
        request={(email) => authClient.resendVerification(email)}
        className="mx-auto mt-8 max-w-md text-left"
      />
      <Link to="/connexion" className="mt-6 inline-block font-semibold text-miel-900 underline">
        Aller à la connexion
      </Link>
    </>
  );
}
