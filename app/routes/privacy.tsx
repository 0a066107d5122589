import type { Route } from "./+types/privacy";
import { PrivacyPolicy } from "#app/components/legal/privacy-policy";
import { legalLoader, legalMeta } from "#app/lib/legal";

export const meta = legalMeta("/confidentialite");
export const loader = legalLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PrivacyPolicy data={loaderData} />;
}
