import { useState } from "react";
import type { Route } from "./+types/promo-codes";
import { adminMeta } from "#app/lib/meta";
import { PersonalCodes } from "#app/components/admin/promo/personal-codes";
import { PromoCodeCard } from "#app/components/admin/promo/promo-code-card";
import { PromoFormDialog, type PromoFormTarget } from "#app/components/admin/promo/promo-form-dialog";
import { PromoGuide } from "#app/components/admin/promo/promo-guide";
import { PromoStatsCard } from "#app/components/admin/promo/promo-stats-card";
import { PromoUsage } from "#app/components/admin/promo/promo-usage";
import { ErrorBox, ErrorMessage } from "#app/components/ui/alert-box";
import { Button, ButtonAnchor } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { PageTitle } from "#app/components/ui/text";
import { useModal } from "#app/hooks/use-modal";
import { usePromoManager } from "#app/hooks/use-promo-manager";
import { EMPTY_FORM, formOf } from "#app/lib/promo-admin";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.statsView ? "Statistiques des codes promo" : "Codes promo");

export async function loader({ context, request }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const overview = await context.services.adminPromo.overview(request);
  // The statistics button opens this view in a new tab.
  return { ...overview, statsView: new URL(request.url).searchParams.get("vue") === "stats" };
}

export default function PromoCodes({ loaderData }: Route.ComponentProps) {
  const manager = usePromoManager(loaderData);
  const { data } = manager;
  const formModal = useModal();
  const confirmModal = useModal();
  const [target, setTarget] = useState<PromoFormTarget>({ editing: null, initial: EMPTY_FORM });
  const [toDelete, setToDelete] = useState<string | null>(null);

  const openForm = (next: PromoFormTarget) => {
    setTarget(next);
    formModal.show();
  };

  if (loaderData.statsView) {
    return (
      <>
        <PageTitle>Statistiques des codes promo</PageTitle>
        <PromoStatsCard stats={data.stats} />
        <PromoUsage codes={[...data.codes, ...data.personal.filter((c) => c.current_uses > 0)]} />
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>Gestionnaire de codes promo</PageTitle>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openForm({ editing: null, initial: EMPTY_FORM })}>Nouveau code</Button>
          <Button variant="secondary" onClick={() => void manager.refresh()} disabled={manager.loading}>
            {manager.loading ? "Actualisation..." : "Actualiser"}
          </Button>
          <ButtonAnchor variant="secondary" href="/admin/promo-codes?vue=stats" target="_blank" rel="noopener">
            Statistiques<span className="sr-only"> (nouvel onglet)</span>
          </ButtonAnchor>
        </div>
      </div>

      <div role="status">
        {manager.notice?.tone === "success" && (
          <p className="mt-4 rounded-lg bg-green-50 p-3 font-semibold text-green-900">{manager.notice.text}</p>
        )}
      </div>
      {manager.notice?.tone === "error" && <ErrorMessage className="mt-4">{manager.notice.text}</ErrorMessage>}
      {manager.loadError && (
        <ErrorBox className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p>{manager.loadError}</p>
          <Button variant="neutral" size="sm" onClick={() => void manager.refresh()} disabled={manager.loading}>
            Réessayer
          </Button>
        </ErrorBox>
      )}

      <PromoStatsCard stats={data.stats} />

      <section aria-labelledby="codes-boutique" className="mt-8">
        <h2 id="codes-boutique" className="font-serif text-xl font-bold">
          Codes de la boutique ({data.codes.length})
        </h2>
        {data.codes.length === 0 ? (
          <p className="mt-3">Aucun code pour l'instant : créez le premier avec « Nouveau code ».</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {data.codes.map((code) => (
              <PromoCodeCard
                key={code.code}
                code={code}
                busy={manager.busyCode === code.code}
                onToggle={() => void manager.toggle(code.code)}
                onEdit={() => openForm({ editing: code.code, initial: formOf(code) })}
                onDelete={() => {
                  setToDelete(code.code);
                  confirmModal.show();
                }}
              />
            ))}
          </ul>
        )}
      </section>

      <PersonalCodes codes={data.personal} total={loaderData.personalCount} />
      <PromoGuide />

      <PromoFormDialog
        control={formModal}
        target={target}
        categories={loaderData.categories}
        onSaved={(message) => void manager.done(message)}
      />
      <ConfirmDialog
        control={confirmModal}
        title={`Supprimer ${toDelete ?? ""}`}
        question="Êtes-vous sûr de vouloir supprimer ce code ?"
        confirmLabel="Supprimer"
        onConfirm={() => toDelete && void manager.remove(toDelete)}
      />
    </>
  );
}
