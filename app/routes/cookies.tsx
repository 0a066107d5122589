import type { Route } from "./+types/cookies";
import { CookiesPolicy } from "#app/components/legal/cookies-policy";
import { legalLoader, legalMeta } from "#app/lib/legal";

export const meta = legalMeta("/cookies");
export const loader = legalLoader;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CookiesPolicy data={loaderData} />;
}
