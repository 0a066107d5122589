import { useRouteLoaderData, useSearchParams } from "react-router";
import type { loader as rootLoader } from "#app/root";

/** Where the home page is sent after an erasure, to say so. */
export const ERASED_NOTICE_PARAM = "compte-supprime";

/** The home page's word after the customer deleted their account (my-data.tsx sends them there). */
export function ErasedNotice() {
  const [params] = useSearchParams();
  const shopName = useRouteLoaderData<typeof rootLoader>("root")?.config.shopName ?? "Maison H";
  if (!params.has(ERASED_NOTICE_PARAM)) return null;
  return (
    <p role="status" className="mx-auto mt-4 max-w-4xl rounded-lg bg-green-50 p-3 text-green-900">
      Votre compte a été supprimé et vous êtes déconnecté. Merci d'avoir été client de {shopName}.
    </p>
  );
}
