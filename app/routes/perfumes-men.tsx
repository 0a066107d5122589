import type { Route } from "./+types/perfumes-men";
import { PerfumeCollection, perfumeLineMeta } from "#app/components/perfume-collection";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  perfumeLineMeta(matches, loaderData, {
    name: "Mr.H",
    audience: "pour homme",
    lead: "Les parfums Mr.H : boisés, ambrés, épicés ou frais",
    path: "/parfums-homme",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.catalog.perfumePage("Mr.H");
}

export default function MrHCollection({ loaderData }: Route.ComponentProps) {
  return (
    <PerfumeCollection
      title="Collection Mr.H"
      intro="Des parfums pour homme composés autour du bois, de l'ambre et des épices, à porter au quotidien comme le soir."
      perfumes={loaderData.perfumes}
      packs={loaderData.packs}
    />
  );
}
