import { redirect } from "react-router";
import type { Route } from "./+types/promo-manager";

// The spec's analytics page links to /promo-manager: the promo manager is /admin/promo-codes.
export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  throw redirect("/admin/promo-codes");
}
