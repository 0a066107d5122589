import type { Route } from "./+types/journal";
import { adminMeta } from "#app/lib/meta";
import { auditActionLabel, auditEntityLabel } from "#core/back-office-labels";
import { Pagination } from "#app/components/ui/pagination";
import { PageTitle } from "#app/components/ui/text";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = () => adminMeta("Journal");

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const log = await context.services.admin.audit(request, Number.isInteger(page) && page > 0 ? page : 1);
  return {
    ...log,
    entries: log.entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actorEmail,
      action: auditActionLabel(e.action),
      code: e.action,
      // The shop has one identity: its row's id says nothing.
      entity: e.entity === "shop_identity" ? auditEntityLabel(e.entity) : `${auditEntityLabel(e.entity)} ${e.entityId}`,
      href: entityPage(e.entity, e.entityId),
      before: e.before === null ? null : JSON.stringify(e.before, null, 1),
      after: e.after === null ? null : JSON.stringify(e.after, null, 1),
    })),
  };
}

/** The back-office page of what an entry changed, when it has one. */
function entityPage(entity: string, id: string): string | null {
  const pages: Record<string, string> = {
    order: `/admin/commandes/${encodeURIComponent(id)}`,
    product: `/admin/produits/${encodeURIComponent(id)}`,
    promo_code: "/admin/promo-codes",
    shop_identity: "/admin/identite",
  };
  return pages[entity] ?? null;
}

const dateTime = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "short",
  timeStyle: "medium",
  timeZone: "Europe/Paris",
});

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages, total } = loaderData;
  return (
    <>
      <PageTitle>Journal des modifications</PageTitle>
      <p className="mt-2 text-stone-700">
        {countOf(total, "modification faite", "modifications faites")} dans l'administration, la plus récente d'abord.
      </p>
      {entries.length === 0 ? (
        <p className="mt-6">Aucune modification pour l'instant.</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {entries.map((e) => (
            <li key={e.id} className="rounded-xl border border-stone-300 bg-white p-4">
              <p className="font-semibold">
                <time dateTime={e.at}>{dateTime.format(new Date(e.at))}</time> · {e.actor} ·{" "}
                <span title={e.code}>{e.action}</span> ·{" "}
                {e.href ? (
                  <a href={e.href} className="text-miel-900 underline">
                    {e.entity}
                  </a>
                ) : (
                  e.entity
                )}
              </p>
              {(e.before || e.after) && (
                <details className="mt-2">
                  <summary className="min-h-11 cursor-pointer py-2 text-miel-900 underline">Avant / après</summary>
                  <div className="grid gap-2 md:grid-cols-2">
                    <pre className="overflow-x-auto rounded bg-stone-100 p-2 text-xs">{e.before ?? "—"}</pre>
                    <pre className="overflow-x-auto rounded bg-stone-100 p-2 text-xs">{e.after ?? "—"}</pre>
                  </div>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pagination page={page} pages={pages} basePath="/admin/journal" />
    </>
  );
}
