import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/profile-security";
import { AccountNav } from "#app/components/profile/account-nav";
import { EmailForm, PasswordForm } from "#app/components/profile/credentials-forms";
import { PageTitle } from "#app/components/ui/text";
import { signInRedirect } from "#app/lib/auth-form";
import { pageTitle } from "#app/lib/meta";

// `/profil/securite` (decision 113): the password and the e-mail of the account, each a form posted to the action
// (works without JavaScript), and a link to the account's deletion (the RGPD path of decision 035, on /profil).

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Connexion et sécurité") },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await context.services.accounts.currentUser(request);
  if (!user) throw signInRedirect(request);
  return data({ email: user.email }, { headers: PRIVATE });
}

// A refusal is the page again with its French reason, answered 200: the form's own request (with JavaScript) is
// not an error of the page.
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent") === "email" ? "email" : "password";
  const result =
    intent === "email"
      ? await context.services.account.requestEmailChange(request, form, context.clientAddress)
      : await context.services.account.changePassword(request, form, context.clientAddress);
  const field = result.ok ? null : result.field;
  return data({ intent, ok: result.ok, message: result.message, field } as const, {
    headers: PRIVATE,
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function ProfileSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const outcome = actionData ? { ...actionData } : null;
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <PageTitle>Connexion et sécurité</PageTitle>
      <AccountNav />
      <PasswordForm outcome={outcome} busy={busy} />
      <EmailForm email={loaderData.email} outcome={outcome} busy={busy} />
      <p className="mt-8 text-stone-800">
        Pour télécharger vos données ou supprimer votre compte :{" "}
        <Link to="/profil#mes-donnees" className="font-semibold text-miel-900 underline">
          Mes données personnelles
        </Link>
        .
      </p>
    </main>
  );
}
