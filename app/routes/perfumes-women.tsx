import type { Route } from "./+types/perfumes-women";
import { PerfumeCollection, perfumeLineMeta } from "#app/components/perfume-collection";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  perfumeLineMeta(matches, loaderData, {
    name: "Mme.H",
    audience: "pour femme",
    lead: "Les parfums Mme.H : floraux, gourmands ou poudrés",
    path: "/parfums-femme",
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
