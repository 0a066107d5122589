import type { Route } from "./+types/reviews-charter";
import { REVIEWS_CHARTER_PATH } from "#core/reviews";
import { ReviewsCharter } from "#app/components/legal/reviews-charter";
import { legalLoader } from "#app/lib/legal";
import { seoMeta } from "#app/lib/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Charte des avis clients",
    description: "Qui peut donner un avis, comment les avis sont contrôlés, publiés et conservés, sans contrepartie.",
    path: REVIEWS_CHARTER_PATH,
  });
export const loader = legalLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ReviewsCharter data={loaderData} />;
}
