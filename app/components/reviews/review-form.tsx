import { Form } from "react-router";
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "#core/reviews";
import { TextAreaField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { ErrorBox } from "#app/components/ui/alert-box";

const RATINGS = [5, 4, 3, 2, 1] as const;
const RATING_WORDS: Record<(typeof RATINGS)[number], string> = {
  5: "5 étoiles — excellent",
  4: "4 étoiles — très bien",
  3: "3 étoiles — bien",
  2: "2 étoiles — décevant",
  1: "1 étoile — mauvais",
};

/**
 * One order line's review form: a rating from 1 to 5 and a text, posted to the page itself (it works without
 * JavaScript); the server checks it all again and answers in French.
 */
export function ReviewForm({
  lineId,
  productName,
  error,
}: {
  lineId: number;
  productName: string;
  error: string | null;
}) {
  const prefix = `ligne-${lineId}`;
  return (
    <Form method="post" className="mt-3 space-y-3" aria-label={`Votre avis sur ${productName}`}>
      <input type="hidden" name="ligne" value={lineId} />
      <fieldset>
        <legend className="font-medium">Votre note</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {RATINGS.map((rating) => (
            <label key={rating} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" name="note" value={rating} required className="h-5 w-5" />
              {RATING_WORDS[rating]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id={`${prefix}-avis`}
        name="avis"
        label="Votre avis"
        hint={`De ${REVIEW_TEXT_MIN} à ${REVIEW_TEXT_MAX} caractères. Votre prénom et l'initiale de votre nom l'accompagneront.`}
        required
        minLength={REVIEW_TEXT_MIN}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
      />
      {error && <ErrorBox>{error}</ErrorBox>}
      <Button type="submit">Envoyer mon avis</Button>
    </Form>
  );
}
