import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterSignup } from "#app/components/newsletter/newsletter-signup";
import { ErrorBox } from "#app/components/ui/alert-box";
import { ButtonLink } from "#app/components/ui/button";
import { PageTitle } from "#app/components/ui/text";
import { NEWSLETTER_SIGNUP_SENT } from "#core/newsletter";
import { pageTitle } from "#app/lib/meta";

// `/newsletter` (decision 115): where every sign-up box posts, without JavaScript too; the answer never tells whether
// the address was already subscribed.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Notre lettre") },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

export function loader({ request }: Route.LoaderArgs) {
  return data({ sent: new URL(request.url).searchParams.get("inscription") === "envoyee" }, { headers: PRIVATE });
}

export async function action({ context, request }: Route.ActionArgs) {
  const result = await context.services.newsletter.signUp(request, context.clientAddress);
  if (result.ok) return redirect("/newsletter?inscription=envoyee", { status: 303, headers: PRIVATE });
  return data(result, { status: 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData.message : null;
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <PageTitle>Notre lettre</PageTitle>
      {loaderData.sent && !refused ? (
        <>
          <p role="status" className="mt-4 text-stone-800">
            {NEWSLETTER_SIGNUP_SENT}
          </p>
          <ButtonLink to="/" className="mt-8">
            Retour à l'accueil
          </ButtonLink>
        </>
      ) : (
        <div className="mt-6 space-y-4">
          {refused && <ErrorBox>{refused}</ErrorBox>}
          <NewsletterSignup source="footer" title="Vous inscrire" />
        </div>
      )}
    </main>
  );
}
