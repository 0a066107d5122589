import type { Route } from "./+types/legal-notice";
import { LegalNotice } from "#app/components/legal/legal-notice";
import { legalLoader, legalMeta } from "#app/lib/legal";

export const meta = legalMeta("/mentions-legales");
export const loader = legalLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalNotice data={loaderData} />;
}
