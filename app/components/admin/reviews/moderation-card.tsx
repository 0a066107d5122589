import { Form } from "react-router";
import { formatDayLong } from "#core/french-date";
import { MODERATION_TEXT_MAX } from "#core/reviews";
import { TextAreaField } from "#app/components/form-field";
import { RatingStars } from "#app/components/rating-stars";
import { Button } from "#app/components/ui/button";
import { dateTimeFr } from "#app/components/admin/format";

export interface ModeratedReview {
  id: number;
  productName: string;
  author: string;
  rating: number;
  body: string;
  status: "pending" | "published" | "refused";
  refusalReason: string | null;
  reply: string | null;
  createdAt: string;
  purchasedOn: string;
}

const STATUS_WORDS = { pending: "En attente", published: "Publié", refused: "Refusé" } as const;

/** One moderation form (publish, refuse with a reason, reply): a plain post, so it works without JavaScript. */
function ModerationForm({ id, intent, label, text }: { id: number; intent: string; label: string; text?: string }) {
  return (
    <Form method="post" className="mt-3 space-y-2">
      <input type="hidden" name="id" value={id} />
      {text && (
        <TextAreaField
          id={`${intent}-${id}`}
          name="texte"
          label={text}
          required
          minLength={3}
          maxLength={MODERATION_TEXT_MAX}
          rows={2}
        />
      )}
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={intent === "publish" ? "primary" : "secondary"}
        size="compact"
      >
        {label}
      </Button>
    </Form>
  );
}

/** A review as the team moderates it: what the customer wrote (as text), the purchase it proves, the actions left. */
export function ModerationCard({ review }: { review: ModeratedReview }) {
  return (
    <article aria-labelledby={`avis-${review.id}`} className="rounded-xl border border-stone-200 bg-white p-4">
      <h3 id={`avis-${review.id}`} className="font-semibold">
        {review.productName} — {review.author}
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <RatingStars rating={review.rating} /> {STATUS_WORDS[review.status]} · acheté le{" "}
        {formatDayLong(review.purchasedOn)} · avis du {dateTimeFr.format(new Date(review.createdAt))}
      </p>
      <p className="mt-2 whitespace-pre-line break-words">{review.body}</p>
      {review.refusalReason && <p className="mt-2 text-sm">Motif du refus : {review.refusalReason}</p>}
      {review.reply && <p className="mt-2 text-sm">Réponse publiée : {review.reply}</p>}
      {review.status === "pending" && <ModerationForm id={review.id} intent="publish" label="Publier" />}
      {review.status !== "refused" && (
        <ModerationForm id={review.id} intent="refuse" label="Refuser" text="Motif du refus (envoyé à l'auteur)" />
      )}
      {review.status === "published" && (
        <ModerationForm
          id={review.id}
          intent="reply"
          label="Publier la réponse"
          text={review.reply ? "Nouvelle réponse publique" : "Réponse publique"}
        />
      )}
    </article>
  );
}

/** A list of reviews as cards, or `empty` said when there is none. */
export function ModerationList({ reviews, empty }: { reviews: ModeratedReview[]; empty: string }) {
  if (reviews.length === 0) return <p className="mt-3 text-stone-800">{empty}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <ModerationCard review={review} />
        </li>
      ))}
    </ul>
  );
}
