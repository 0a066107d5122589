/** A newsletter's state in the back office's words, with its progress once launched (decision 115). */
export const NEWSLETTER_STATE_LABELS = { draft: "Brouillon", sending: "Envoi en cours", sent: "Envoyée" } as const;

export function NewsletterProgress({
  state,
  delivered,
  recipients,
}: {
  state: keyof typeof NEWSLETTER_STATE_LABELS;
  delivered: number;
  recipients: number;
}) {
  if (state === "draft") return <span>{NEWSLETTER_STATE_LABELS.draft}</span>;
  return (
    <span>
      {NEWSLETTER_STATE_LABELS[state]} — <span data-testid="progression">{`${delivered} / ${recipients}`}</span> envoyés
    </span>
  );
}
