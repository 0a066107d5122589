import { data } from "react-router";
import type { Route } from "./+types/review";
import { formatDayLong } from "#core/french-date";
import { REVIEWS_CHARTER_PATH } from "#core/reviews";
import { ReviewForm } from "#app/components/reviews/review-form";
import { RatingStars } from "#app/components/rating-stars";
import { ErrorBox } from "#app/components/ui/alert-box";
import { FormOutcome } from "#app/components/ui/form-outcome";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { pageTitle } from "#app/lib/meta";

// `/avis/:token` (decision 110): the review page of an invitation's link — one review per line of the order, each a
// form posted without JavaScript; the link's token is the only key, kept by the database as its hash.

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Donner votre avis") },
  { name: "robots", content: "noindex" },
  // The form's post carries the shop's origin (no-referrer would send `Origin: null`, which React Router refuses).
  { name: "referrer", content: "same-origin" },
];

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.services.reviews.page(params.token.slice(0, 200));
  return data(page, { status: page.ok ? 200 : page.expired ? 410 : 404, headers: PRIVATE });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const result = await context.services.reviews.submit(params.token.slice(0, 200), request);
  return data(result, { status: result.ok ? 200 : 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = () => PRIVATE;

const STATUS_WORDS = {
  pending: "en attente de lecture par notre équipe",
  published: "publié",
  refused: "non publié (le motif vous a été envoyé par e-mail)",
} as const;

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.ok) {
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <PageTitle>Donner votre avis</PageTitle>
        <ErrorBox className="mt-6">{loaderData.message}</ErrorBox>
        <TextLink to={REVIEWS_CHARTER_PATH} className="mt-6">
          Notre charte des avis clients
        </TextLink>
      </main>
    );
  }
  const { author, purchasedOn, expiresOn, lines } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle>Donner votre avis</PageTitle>
      <p className="mt-2 text-stone-800">
        Commande du {formatDayLong(purchasedOn)}. Un avis par article acheté, signé « {author} » et publié après sa
        lecture par notre équipe avec la mention « Achat vérifié ». Ce lien est valable jusqu'au{" "}
        {formatDayLong(expiresOn)}.
      </p>
      <TextLink to={REVIEWS_CHARTER_PATH}>Comment les avis sont recueillis et vérifiés</TextLink>
      <ul className="mt-6 space-y-6">
        {lines.map((line) => {
          const answer = actionData && actionData.lineId === String(line.id) ? actionData : null;
          return (
            <li key={line.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <h2 className="font-serif text-xl font-bold">{line.productName}</h2>
              {line.variantName !== line.productName && <p className="text-stone-700">{line.variantName}</p>}
              {line.review ? (
                <div className="mt-2">
                  <p className="flex flex-wrap items-center gap-2">
                    Votre avis : <RatingStars rating={line.review.rating} /> — {STATUS_WORDS[line.review.status]}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-stone-800">{line.review.body}</p>
                  {answer && (
                    <FormOutcome
                      refusal={answer.ok ? null : answer.message}
                      message={answer.ok ? answer.message : null}
                    />
                  )}
                </div>
              ) : (
                <ReviewForm
                  lineId={line.id}
                  productName={line.productName}
                  error={answer && !answer.ok ? answer.message : null}
                />
              )}
            </li>
          );
        })}
      </ul>
      {actionData && !actionData.ok && !lines.some((l) => String(l.id) === actionData.lineId) && (
        <ErrorBox className="mt-6">{actionData.message}</ErrorBox>
      )}
    </main>
  );
}
