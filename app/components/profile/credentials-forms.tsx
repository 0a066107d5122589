import { Form } from "react-router";
import { TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";
import { FormOutcome } from "#app/components/ui/form-outcome";

/** The security page's answer to one of its forms: which form, and the server's message. */
export interface CredentialsOutcome {
  intent: "password" | "email";
  ok: boolean;
  message: string;
  field: string | null;
}

const outcomeOf = (outcome: CredentialsOutcome | null, intent: CredentialsOutcome["intent"]) =>
  outcome?.intent === intent ? outcome : null;

/** « Mot de passe »: the current one asked, the new one checked by the sign-up's policy (decision 113). */
export function PasswordForm({ outcome: all, busy }: { outcome: CredentialsOutcome | null; busy: boolean }) {
  const outcome = outcomeOf(all, "password");
  const refused = outcome && !outcome.ok ? outcome : null;
  return (
    <section aria-labelledby="mot-de-passe" className={cardClass("lg", "mt-6")}>
      <h2 id="mot-de-passe" className="font-serif text-2xl font-bold">
        Mot de passe
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Au moins 8 caractères, difficile à deviner. Vos autres appareils seront déconnectés ; celui-ci reste connecté.
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="password" />
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
        <div>
          <Button type="submit" disabled={busy}>
            Changer mon mot de passe
          </Button>
        </div>
      </Form>
      <FormOutcome
        refusal={refused && !["password", "current_password"].includes(refused.field ?? "") ? refused.message : null}
        message={outcome?.ok ? outcome.message : null}
      />
    </section>
  );
}

/** « Adresse e-mail »: changed only when the link mailed to the new address is followed (decision 113). */
export function EmailForm({
  email,
  outcome: all,
  busy,
}: {
  email: string;
  outcome: CredentialsOutcome | null;
  busy: boolean;
}) {
  const outcome = outcomeOf(all, "email");
  const refused = outcome && !outcome.ok ? outcome : null;
  return (
    <section aria-labelledby="adresse-email" className={cardClass("lg", "mt-6")}>
      <h2 id="adresse-email" className="font-serif text-2xl font-bold">
        Adresse e-mail
      </h2>
      <p className="mt-1 text-stone-800">
        Actuellement : <span className="font-semibold">{email}</span>
      </p>
      <p className="mt-1 text-sm text-stone-700">
        Nous envoyons un lien à la nouvelle adresse : elle ne remplace l'actuelle qu'une fois ce lien suivi, et
        l'actuelle est prévenue de la demande.
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="email" />
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
        <div>
          <Button type="submit" disabled={busy}>
            Changer mon adresse e-mail
          </Button>
        </div>
      </Form>
      <FormOutcome
        refusal={refused && !["email", "password"].includes(refused.field ?? "") ? refused.message : null}
        message={outcome?.ok ? outcome.message : null}
      />
    </section>
  );
}
