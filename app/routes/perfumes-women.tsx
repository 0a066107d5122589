import type { Route } from "./+types/perfumes-women";
import { PerfumeCollection, perfumeLineDescription } from "#app/components/perfume-collection";
import { breadcrumbLd, seoMeta } from "#app/lib/meta";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    matches,
    title: "Collection Mme.H — parfums pour femme",
    description: perfumeLineDescription("Les parfums Mme.H : floraux, gourmands ou poudrés", loaderData),
    path: "/parfums-femme",
    jsonLd: [
      breadcrumbLd(matches, [
        { name: "Accueil", path: "/" },
        { name: "Collection Mme.H", path: "/parfums-femme" },
      ]),
    ],
  });

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.catalog.perfumePage("Mme.H");
}

export default function MmeHCollection({ loaderData }: Route.ComponentProps) {
  return (
    <PerfumeCollection
      title="Collection Mme.H"
      intro="Des parfums pour femme autour de la rose, de la fleur d'oranger, du jasmin et de la vanille."
      perfumes={loaderData.perfumes}
      packs={loaderData.packs}
    />
  );
}
