import { data, Form } from "react-router";
import type { Route } from "./+types/confirm-email-change";
import { Button, ButtonLink } from "#app/components/ui/button";
import { FormOutcome } from "#app/components/ui/form-outcome";
import { PageTitle } from "#app/components/ui/text";
import { pageTitle } from "#app/lib/meta";

// `/profil/confirmer-email?token=` (decision 113): the link mailed to the new address. Opening it changes nothing
// (a mail scanner may open it): the button posts the token, and the action makes the change.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Confirmer ma nouvelle adresse e-mail") },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

const tokenOf = (value: FormDataEntryValue | string | null) =>
  typeof value === "string" && value.length > 0 && value.length <= 200 ? value : null;

export function loader({ request }: Route.LoaderArgs) {
  return data({ token: tokenOf(new URL(request.url).searchParams.get("token")) }, { headers: PRIVATE });
}

// A refusal is the page again with its French reason, answered 200: the form's own request (with JavaScript) is
// not an error of the page.
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const token = tokenOf(form.get("token"));
  const result = token
    ? await context.services.account.confirmEmailChange(token)
    : { ok: false as const, message: "Ce lien de changement d'adresse e-mail est invalide." };
  return data({ ok: result.ok, message: result.message }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function ConfirmEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <PageTitle>Confirmer ma nouvelle adresse e-mail</PageTitle>
      {actionData?.ok ? (
        <>
          <FormOutcome refusal={null} message={actionData.message} />
          <ButtonLink to="/profil" className="mt-6">
            Aller à mon compte
          </ButtonLink>
        </>
      ) : loaderData.token ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-stone-800">
            Confirmez pour que cette adresse devienne celle de votre compte : vous vous connecterez désormais avec elle.
          </p>
          <Button type="submit" className="mt-4">
            Confirmer ma nouvelle adresse
          </Button>
          {actionData && <FormOutcome refusal={actionData.message} message={null} />}
        </Form>
      ) : (
        <FormOutcome
          refusal="Ce lien de changement d'adresse e-mail est incomplet : ouvrez-le de nouveau depuis l'e-mail reçu."
          message={null}
        />
      )}
    </main>
  );
}
