import type { Route } from "./+types/perfumes-men";
import { PerfumeCollection, perfumeLineDescription } from "#app/components/perfume-collection";
import { breadcrumbLd, seoMeta } from "#app/lib/meta";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seoMeta({
    matches,
    title: "Collection Mr.H — parfums pour homme",
    description: perfumeLineDescription("Les parfums Mr.H : boisés, ambrés, épicés ou frais", loaderData),
    path: "/parfums-homme",
    jsonLd: [
      breadcrumbLd(matches, [
        { name: "Accueil", path: "/" },
        { name: "Collection Mr.H", path: "/parfums-homme" },
      ]),
    ],
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
