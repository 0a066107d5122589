import { Form } from "react-router";
import { NEWSLETTER_CONSENT_WORDING, type NewsletterSourceName } from "#core/newsletter";
import { Button } from "#app/components/ui/button";

/**
 * A newsletter sign-up box (decision 115): an e-mail and the consent sentence stored with it; posted to /newsletter,
 * so it works without JavaScript. `tone`: on the footer's dark background, or on a light card.
 */
export function NewsletterSignup({
  source,
  tone = "light",
  email,
  title = "Recevoir notre lettre",
}: {
  source: NewsletterSourceName;
  tone?: "dark" | "light";
  email?: string;
  title?: string;
}) {
  const id = `lettre-${source}`;
  const muted = tone === "dark" ? "text-miel-100" : "text-stone-700";
  return (
    <section aria-labelledby={`${id}-titre`}>
      <h2 id={`${id}-titre`} className="font-semibold">
        {title}
      </h2>
      <Form method="post" action="/newsletter" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="source" value={source} />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-email`} className="block text-sm">
            Votre courriel
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={email}
            aria-describedby={`${id}-consentement`}
            className="mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900"
          />
        </div>
        <Button type="submit" variant={tone === "dark" ? "inverse" : "primary"}>
          S'inscrire
        </Button>
      </Form>
      <p id={`${id}-consentement`} className={`mt-2 text-xs ${muted}`}>
        {NEWSLETTER_CONSENT_WORDING} Un e-mail vous demandera de confirmer ; rien ne vous sera envoyé sans cela.
      </p>
    </section>
  );
}
