import { data, Form } from "react-router";
import { formatLabel } from "#core/catalog";
import { LotQr } from "#app/components/admin/lots/lot-qr";
import type { Route } from "./+types/lot";
import { adminMeta } from "#app/lib/meta";
import { LotForm } from "#app/components/admin/lots/lot-form";
import { LotRecipients, RecallBlock } from "#app/components/admin/lots/lot-recipients";
import { ActionFeedback } from "#app/components/admin/orders/action-feedback";
import { Panel } from "#app/components/admin/panel";
import { AnalysisLink } from "#app/components/lots/analysis-link";
import { Button, ButtonLink } from "#app/components/ui/button";
import { PageTitle, TextLink } from "#app/components/ui/text";

export const meta: Route.MetaFunction = ({ data: page }) => adminMeta(`Lot ${page?.lot.code ?? ""}`, { forms: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const [found, products] = await Promise.all([
    context.services.lots.admin.one(request, params.id),
    context.services.lots.admin.overview(request),
  ]);
  if (!found) throw data({ detail: "Lot introuvable." }, { status: 404 });
  const search = new URL(request.url).searchParams;
  return { ...found, products, confirming: search.get("rappel") === "confirmer", created: search.has("cree") };
}

/** The forms posted (with or without JavaScript): update, analysis, recall; the answer is the message shown. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const result = await context.services.lots.admin.change(request, params.id);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function AdminLot({ loaderData, actionData }: Route.ComponentProps) {
  const { lot, recipients, publicUrl, qrSvg, products, confirming, created } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : null;
  const errors = refused ? (refused.errors ?? { [refused.field ?? ""]: refused.message }) : {};
  const message = actionData?.ok ? actionData.message : created ? `Lot ${lot.code} enregistré.` : null;
  return (
    <>
      <TextLink to={`/admin/lots?produit=${encodeURIComponent(lot.productId)}`}>← Lots de {lot.productName}</TextLink>
      <PageTitle className="mt-2">
        Lot <span className="font-mono">{lot.code}</span>
      </PageTitle>
      <p className="mt-2 text-stone-800">
        {lot.productName}
        {lot.format ? ` — ${formatLabel(lot.format)}` : ""} · {lot.remaining} pots restants sur {lot.quantityReceived}
      </p>
      <ActionFeedback error={refused?.message ?? null} message={message} />

      <Panel id="lot-qr" title="QR code du pot">
        <div className="mt-4 flex flex-wrap items-center gap-6">
          <LotQr
            svg={qrSvg}
            url={publicUrl}
            className="h-40 w-40 shrink-0 rounded-lg border border-stone-300 bg-white p-2"
          />
          <div className="grid justify-items-start gap-2">
            <p>
              Page publique :{" "}
              <a href={publicUrl} className="font-semibold break-all text-miel-900 underline">
                {publicUrl}
              </a>
            </p>
            <ButtonLink to={`/admin/lots/${lot.id}/etiquette`} variant="secondary" reloadDocument>
              Étiquette à imprimer
            </ButtonLink>
          </div>
        </div>
      </Panel>

      <Panel id="lot-analyse" title="Rapport du laboratoire">
        <p className="mt-3">{lot.analysisKey ? <AnalysisLink lot={lot} /> : "Aucun rapport téléversé."}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="analysis" />
          <label className="grid gap-1 font-semibold" htmlFor="lot-pdf">
            {lot.analysisKey ? "Remplacer par un autre PDF" : "Téléverser le PDF"} (5 Mo au plus)
            <input
              id="lot-pdf"
              name="file"
              type="file"
              accept="application/pdf,.pdf"
              required
              className="font-normal"
            />
          </label>
          <Button type="submit">Enregistrer le rapport</Button>
        </Form>
      </Panel>

      <Panel id="lot-fiche" title="Fiche du lot">
        <LotForm products={products} lot={lot} errors={errors} intent="update" submitLabel="Enregistrer" />
      </Panel>

      <Panel id="lot-clients" title="Commandes et clients ayant reçu ce lot">
        <LotRecipients code={lot.code} recipients={recipients} />
        <RecallBlock lotId={lot.id} code={lot.code} recipients={recipients} confirming={confirming} />
      </Panel>
    </>
  );
}
