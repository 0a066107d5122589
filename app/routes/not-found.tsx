import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "#app/components/error-page";
import { pageTitle } from "#app/lib/meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Page introuvable") }];

export default function NotFoundPage() {
  return <NotFound />;
}
