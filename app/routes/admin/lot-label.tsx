import { data } from "react-router";
import { LotQr } from "#app/components/admin/lots/lot-qr";
import type { Route } from "./+types/lot-label";
import { adminMeta } from "#app/lib/meta";
import { lotDate } from "#core/lots";
import { formatLabel } from "#core/catalog";

export const meta: Route.MetaFunction = ({ data: page }) => adminMeta(`Étiquette du lot ${page?.lot.code ?? ""}`);

/** A printable label (outside the back office's frame): the lot, its dates and the QR code of its public page. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const found = await context.services.lots.admin.one(request, params.id);
  if (!found) throw data({ detail: "Lot introuvable." }, { status: 404 });
  return { lot: found.lot, publicUrl: found.publicUrl, qrSvg: found.qrSvg };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function LotLabel({ loaderData }: Route.ComponentProps) {
  const { lot, publicUrl, qrSvg } = loaderData;
  return (
    <main className="mx-auto max-w-md p-6 print:p-0">
      <p className="mb-4 print:hidden">
        <a href={`/admin/lots/${lot.id}`} className="font-semibold text-miel-900 underline">
          ← Retour au lot
        </a>{" "}
        · Imprimez cette page (Ctrl + P) : l&apos;étiquette seule est imprimée.
      </p>
      <h1 className="sr-only">Étiquette du lot {lot.code}</h1>
      <section
        aria-label={`Étiquette du lot ${lot.code}`}
        className="flex items-center gap-4 rounded-lg border-2 border-stone-900 bg-white p-4 text-stone-950"
      >
        <LotQr svg={qrSvg} url={publicUrl} className="h-32 w-32 shrink-0" />
        <div className="text-sm leading-snug">
          <p className="font-serif text-base font-bold">{lot.productName}</p>
          {lot.format && <p>{formatLabel(lot.format)}</p>}
          <p>
            Lot <span className="font-mono font-bold">{lot.code}</span>
          </p>
          <p>Récolte : {lotDate(lot.harvestDate)}</p>
          <p>À consommer de préférence avant le {lotDate(lot.bestBefore)}</p>
          <p>{lot.region}</p>
          <p className="mt-1 break-all text-xs">{publicUrl.replace(/^https?:\/\//, "")}</p>
        </div>
      </section>
    </main>
  );
}
