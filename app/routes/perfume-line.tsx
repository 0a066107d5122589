import { data } from "react-router";
import type { Route } from "./+types/perfume-line";
import { PerfumeCollection, perfumeLineMeta } from "#app/components/perfume-collection";
import { ownOrPageHeaders, storedUnlessIgnored } from "#app/lib/cache";

/** The perfume lines' pages (app/routes.ts: one screen at two addresses), each line's words by its address. */
const LINES = {
  "/parfums-homme": {
    name: "Mr.H",
    audience: "pour homme",
    lead: "Les parfums Mr.H : boisés, ambrés, épicés ou frais",
    intro:
      "Des parfums pour homme composés autour du bois, de l'ambre et des épices, à porter au quotidien comme le soir.",
  },
  "/parfums-femme": {
    name: "Mme.H",
    audience: "pour femme",
    lead: "Les parfums Mme.H : floraux, gourmands ou poudrés",
    intro: "Des parfums pour femme autour de la rose, de la fleur d'oranger, du jasmin et de la vanille.",
  },
} as const;

export async function loader({ context, pattern, request }: Route.LoaderArgs) {
  // The route's own address (its pattern `parfums-homme`), whatever the request's (a client navigation's `.data`).
  const path = `/${pattern.replace(/^\/+|\/+$/g, "")}`;
  if (!(path in LINES)) throw data(null, { status: 404 });
  const line = { ...LINES[path as keyof typeof LINES], path };
  const page = await context.services.catalog.perfumePage(line.name, new URL(request.url).searchParams);
  return storedUnlessIgnored({ ...page, line });
}

export const headers: Route.HeadersFunction = ownOrPageHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? perfumeLineMeta(matches, loaderData, loaderData.line) : [];

export default function PerfumeLine({ loaderData }: Route.ComponentProps) {
  const { line } = loaderData;
  return (
    <PerfumeCollection
      title={`Collection ${line.name}`}
      intro={line.intro}
      perfumes={loaderData.perfumes}
      packs={loaderData.packs}
      sort={loaderData.sort}
      notice={loaderData.notice}
    />
  );
}
