import type { Route } from "./+types/dashboard";
import { PageTitle } from "#app/components/ui/text";

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  { title: "Tableau de bord — Administration" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await context.services.admin.require(request);
  return { email: admin.email };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle>Tableau de bord</PageTitle>
      <p className="mt-2 text-stone-700">Connecté en tant que {loaderData.email}.</p>
    </>
  );
}
