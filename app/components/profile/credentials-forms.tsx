import type { ReactNode } from "react";
import { Form } from "react-router";
import { TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { FormOutcome } from "#app/components/ui/form-outcome";

/** The security page's answer to one of its forms: which form, and the server's message. */
export interface CredentialsOutcome {
  intent: "password" | "email";
  ok: boolean;
  message: string;
  field: string | null;
}

/**
 * One of the security page's forms, in its card under its heading: posted with its `intent`; `children` draws the
 * fields, given the form's refusal (a field's own under it); a refusal about none of `fields`, or its success, under
 * the form.
 */
function CredentialsForm({
  id,
  title,
  intent,
  fields,
  submit,
  intro,
  outcome: all,
  busy,
  children,
}: {
  id: string;
  title: string;
  intent: CredentialsOutcome["intent"];
  fields: string[];
  submit: string;
  intro: ReactNode;
  outcome: CredentialsOutcome | null;
  busy: boolean;
  children: (refused: CredentialsOutcome | null) => ReactNode;
}) {
  const outcome = all?.intent === intent ? all : null;
  const refused = outcome && !outcome.ok ? outcome : null;
  return (
    <CardSection id={id} title={title} padding="lg" className="mt-6" size="2xl">
      {intro}
      <Form method="post" className="mt-4 grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value={intent} />
        {children(refused)}
        <div>
          <Button type="submit" disabled={busy}>
            {submit}
          </Button>
        </div>
      </Form>
      <FormOutcome
        refusal={refused && !fields.includes(refused.field ?? "") ? refused.message : null}
        message={outcome?.ok ? outcome.message : null}
      />
    </CardSection>
  );
}

/** « Mot de passe »: the current one asked, the new one checked by the sign-up's policy (decision 113). */
export function PasswordForm({ outcome, busy }: { outcome: CredentialsOutcome | null; busy: boolean }) {
  return (
    <CredentialsForm
      id="mot-de-passe"
      title="Mot de passe"
      intent="password"
      fields={["password", "current_password"]}
      submit="Changer mon mot de passe"
      intro={
        <p className="mt-1 text-sm text-stone-700">
          Au moins 8 caractères, difficile à deviner. Vos autres appareils seront déconnectés ; celui-ci reste connecté.
        </p>
      }
      outcome={outcome}
      busy={busy}
    >
      {(refused) => (
        <>
          <TextField
            id="mot-de-passe-actuel"
            name="current_password"
            type="password"
            label="Mot de passe actuel"
            autoComplete="current-password"
            required
            error={
              refused?.field === "current_password" || refused?.message.includes("actuel") ? refused.message : undefined
            }
          />
          <TextField
            id="nouveau-mot-de-passe"
            name="password"
            type="password"
            label="Nouveau mot de passe"
            autoComplete="new-password"
            required
            minLength={8}
            error={refused?.field === "password" ? refused.message : undefined}
          />
        </>
      )}
    </CredentialsForm>
  );
}

/** « Adresse e-mail »: changed only when the link mailed to the new address is followed (decision 113). */
export function EmailForm({
  email,
  outcome,
  busy,
}: {
  email: string;
  outcome: CredentialsOutcome | null;
  busy: boolean;
}) {
  return (
    <CredentialsForm
      id="adresse-email"
      title="Adresse e-mail"
      intent="email"
      fields={["email", "password"]}
      submit="Changer mon adresse e-mail"
      intro={
        <>
          <p className="mt-1 text-stone-800">
            Actuellement : <span className="font-semibold">{email}</span>
          </p>
          <p className="mt-1 text-sm text-stone-700">
            Nous envoyons un lien à la nouvelle adresse : elle ne remplace l'actuelle qu'une fois ce lien suivi, et
            l'actuelle est prévenue de la demande.
          </p>
        </>
      }
      outcome={outcome}
      busy={busy}
    >
      {(refused) => (
        <>
          <TextField
            id="nouvelle-adresse"
            name="email"
            type="email"
            inputMode="email"
            label="Nouvelle adresse e-mail"
            autoComplete="email"
            required
            error={refused?.field === "email" ? refused.message : undefined}
          />
          <TextField
            id="mot-de-passe-email"
            name="password"
            type="password"
            label="Mot de passe"
            autoComplete="current-password"
            required
            error={refused?.field === "password" ? refused.message : undefined}
          />
        </>
      )}
    </CredentialsForm>
  );
}
