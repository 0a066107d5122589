import type { Route } from "./+types/access-refused";
import { ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => [{ title: "Accès refusé" }, { name: "robots", content: "noindex" }];

const MOTIFS = {
  visitor: {
    text: "Cette page est réservée à l'équipe. Connectez-vous avec un compte administrateur pour y accéder.",
    action: "Se connecter",
  },
  customer: {
    text: "Cette page est réservée à l'équipe de la boutique : votre compte client n'y a pas accès.",
    action: "Retour à l'accueil",
  },
  pending: {
    text: "Validez d'abord la double authentification de votre compte administrateur.",
    action: "Valider la double authentification",
  },
} as const;

type Motif = keyof typeof MOTIFS;

/** The back office's refusal, shown by the gate in front of the app with its status (401 or 403). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("motif");
  const motif: Motif = raw === "visitor" || raw === "pending" ? raw : "customer";
  const back = params.get("retour") ?? "";
  // Only a path of this site is offered as the way back after signing in.
  const retour = back.startsWith("/") && !back.startsWith("//") ? back : "/admin";
  return { motif, retour };
}

export default function AccessRefused({ loaderData }: Route.ComponentProps) {
  const { motif, retour } = loaderData;
  const { text, action } = MOTIFS[motif];
  const to =
    motif === "visitor"
      ? `/connexion?redirect=${encodeURIComponent(retour)}`
      : motif === "pending"
        ? "/admin/verification"
        : "/";
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle>Accès refusé</PageTitle>
      <p className="mt-4 text-stone-800">{text}</p>
      <ButtonLink to={to} reloadDocument className="mt-8">
        {action}
      </ButtonLink>
    </main>
  );
}
