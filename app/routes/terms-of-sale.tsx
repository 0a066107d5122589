import type { Route } from "./+types/terms-of-sale";
import { TermsOfSale } from "#app/components/legal/terms-of-sale";
import { legalLoader, legalMeta } from "#app/lib/legal";

export const meta = legalMeta("/cgv");
export const loader = legalLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <TermsOfSale data={loaderData} />;
}
