import { data, useNavigation } from "react-router";
import type { Route } from "./+types/profile-addresses";
import { ADDRESS_FIELDS } from "#core/checkout";
import { AccountNav } from "#app/components/profile/account-nav";
import { AddressForm } from "#app/components/profile/address-form";
import { SavedAddressCard } from "#app/components/profile/saved-address";
import { CardSection } from "#app/components/ui/card";
import { FormOutcome } from "#app/components/ui/form-outcome";
import { PageTitle } from "#app/components/ui/text";
import { signInRedirect } from "#app/lib/auth-form";
import { pageTitle } from "#app/lib/meta";

// `/profil/adresses` (decision 113): the customer's address book — add, edit, delete, the default the checkout
// preselects — every form posted to the action, so it works without JavaScript.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Mes adresses") },
  { name: "robots", content: "noindex" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await context.services.accounts.currentUser(request);
  if (!user) throw signInRedirect(request);
  const addresses = await context.services.account.addresses(request);
  const editId = Number.parseInt(url.searchParams.get("modifier") ?? "", 10);
  return data({ addresses, editing: addresses.find((a) => a.id === editId) ?? null }, { headers: PRIVATE });
}

// A refusal is the page again with its French reason, answered 200: the form's own request (with JavaScript) is
// not an error of the page.
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const result = await context.services.account.changeAddressBook(request, form);
  if (result.ok) {
    // Back to the book, the edit form closed; the message said on the page it lands on.
    return data({ ok: true as const, message: result.message, errors: {}, at: Date.now() }, { headers: PRIVATE });
  }
  const typed = Object.fromEntries(
    ADDRESS_FIELDS.filter((name) => name !== "email").map((name) => [name, String(form.get(name) ?? "").slice(0, 500)]),
  );
  return data({ ...result, typed, at: Date.now() }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function ProfileAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses } = loaderData;
  const busy = useNavigation().state === "submitting";
  // After an edit succeeds the form goes back to « Ajouter », emptied; a refusal keeps what was typed.
  const editing = actionData?.ok ? null : loaderData.editing;
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <PageTitle>Mes adresses</PageTitle>
      <AccountNav />
      <FormOutcome
        refusal={actionData && !actionData.ok ? actionData.message : null}
        message={actionData?.ok ? actionData.message : null}
      />
      <CardSection id="carnet" title="Carnet d'adresses" padding="lg" className="mt-6" size="2xl">
        {addresses.length === 0 ? (
          <p className="mt-2 text-stone-800">
            Aucune adresse enregistrée. Ajoutez-en une : elle vous sera proposée au moment de commander.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {addresses.map((address) => (
              <SavedAddressCard key={address.id} address={address} busy={busy} />
            ))}
          </ul>
        )}
      </CardSection>
      <AddressForm
        key={`${editing?.id ?? "nouvelle"}-${actionData?.at ?? 0}`}
        editing={editing}
        typed={actionData && !actionData.ok ? actionData.typed : null}
        errors={actionData && !actionData.ok ? actionData.errors : {}}
        busy={busy}
      />
    </main>
  );
}
