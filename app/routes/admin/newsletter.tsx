import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { adminMeta } from "#app/lib/meta";
import { ActionFeedback } from "#app/components/admin/orders/action-feedback";
import { NewsletterProgress } from "#app/components/admin/newsletter/newsletter-state";
import { DescriptionEditor } from "#app/components/admin/products/description-editor";
import { SelectField, TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/checkbox";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { NEWSLETTER_LIMITS } from "#core/newsletter";

export const meta: Route.MetaFunction = () => adminMeta("Lettre", { forms: true });

const idOf = (param: string) => (param === "nouvelle" ? null : /^\d{1,9}$/.test(param) ? Number(param) : -1);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const id = idOf(params.id);
  if (id === -1) throw data({ detail: "Lettre introuvable." }, { status: 404 });
  return context.services.newsletter.admin.editing(request, id);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const id = idOf(params.id);
  if (id === -1) throw data({ detail: "Lettre introuvable." }, { status: 404 });
  const result = await context.services.newsletter.admin.act(request, id);
  if (result.ok && id === null && "id" in result && result.id) return redirect(`/admin/lettres/${result.id}`, 303);
  return result.ok ? result : data(result, { status: 400 });
}

/** `/admin/lettres/:id` (decision 115): write a newsletter, send a test to oneself, then send it, once. */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { newsletter, delivered, products } = loaderData;
  const draft = !newsletter || newsletter.state === "draft";
  const refused = actionData && !actionData.ok ? actionData.message : null;
  return (
    <>
      <TextLink to="/admin/lettres">← Lettres</TextLink>
      <PageTitle className="mt-2">{newsletter ? newsletter.subject : "Nouvelle lettre"}</PageTitle>
      {newsletter && (
        <p className="mt-2" role="status">
          <NewsletterProgress state={newsletter.state} delivered={delivered} recipients={newsletter.recipients} />
        </p>
      )}
      <ActionFeedback error={refused} message={actionData?.ok ? actionData.message : null} />
      <Form method="post" className="mt-6 space-y-4" key={newsletter?.id ?? "nouvelle"}>
        <fieldset disabled={!draft} className="space-y-4">
          <TextField
            id="objet"
            name="subject"
            label="Objet"
            required
            maxLength={NEWSLETTER_LIMITS.subject}
            defaultValue={newsletter?.subject ?? ""}
          />
          <DescriptionEditor id="texte" name="body" legend="Texte de la lettre" stored={newsletter?.body ?? ""} />
          <SelectField
            id="produit"
            name="productId"
            label="Produit mis en avant (photo, nom, prix et lien dans la lettre)"
            defaultValue={newsletter?.productId ?? ""}
            options={[{ value: "", label: "Aucun produit" }, ...products.map((p) => ({ value: p.id, label: p.name }))]}
          />
          {draft && (
            <Button type="submit" name="intent" value="save">
              Enregistrer la lettre
            </Button>
          )}
        </fieldset>
      </Form>
      {newsletter && (
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <Form method="post" className="rounded-xl border border-stone-200 bg-white p-4">
            <h2 className="font-semibold">Essai</h2>
            <p className="mt-1 text-sm text-stone-700">
              La lettre telle qu'un abonné la recevra, envoyée à votre adresse seulement.
            </p>
            <Button type="submit" name="intent" value="test" variant="secondary" className="mt-3">
              M'envoyer un essai
            </Button>
          </Form>
          {draft && (
            <Form method="post" className="rounded-xl border border-stone-200 bg-white p-4">
              <h2 className="font-semibold">Envoi</h2>
              <p className="mt-1 text-sm text-stone-700">
                Vers les abonnés confirmés à cet instant, par lots ; une lettre ne part qu'une fois.
                {newsletter.testSentAt ? "" : " Aucun essai n'a encore été envoyé."}
              </p>
              <Checkbox name="confirm" required className="mt-3">
                Je confirme l'envoi aux abonnés
              </Checkbox>
              <Button type="submit" name="intent" value="send" className="mt-3">
                Envoyer la lettre
              </Button>
            </Form>
          )}
        </div>
      )}
    </>
  );
}
