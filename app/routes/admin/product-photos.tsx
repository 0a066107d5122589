import { useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/product-photos";
import { adminMeta } from "#app/lib/meta";
import { Panel } from "#app/components/admin/panel";
import { PhotoList, type PhotoIntent } from "#app/components/admin/photos/photo-list";
import { PhotoUploadForm } from "#app/components/admin/photos/photo-upload-form";
import { ActionFeedback } from "#app/components/admin/orders/action-feedback";
import { ProductImage } from "#app/components/product-image";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog";
import { PageTitle, TextLink } from "#app/components/ui/text";
import { useAdminAction } from "#app/hooks/use-admin-action";
import { useHydrated } from "#app/hooks/use-hydrated";
import { useModal } from "#app/hooks/use-modal";
import { productPhotosClient } from "#app/lib/product-photos-client";
import { movedOrder } from "#core/product-photo-rules";
import type { PhotoView } from "#core/product-photos";
import { countOf } from "#core/french-plural";

export const meta: Route.MetaFunction = ({ data: page }) =>
  adminMeta(`Photos${page ? ` — ${page.product.name}` : ""}`, { forms: true });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const found = await context.services.adminPhotos.page(request, params.id);
  if (!found) throw data({ detail: "Produit introuvable." }, { status: 404 });
  return found;
}

/** The forms posted without JavaScript: upload, move, delete; the answer is the message shown above the page. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const result = await context.services.adminPhotos.change(request, params.id);
  return data(result, { status: result.ok ? 200 : 400 });
}

export default function ProductPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { product, photos, maxPhotos } = loaderData;
  const hydrated = useHydrated();
  const { run, pending, error, message } = useAdminAction();
  const confirm = useModal();
  const [toDelete, setToDelete] = useState<PhotoView | null>(null);
  const ids = photos.map((p) => p.id);

  const onAction = (intent: PhotoIntent, photo: PhotoView) => {
    if (intent === "delete") {
      setToDelete(photo);
      confirm.show();
      return;
    }
    const order = movedOrder(ids, photo.id, intent);
    if (order) void run(() => productPhotosClient.reorder(product.id, order));
  };
  const shownError = error ?? (actionData && !actionData.ok ? actionData.message : null);
  const shownMessage = message ?? (actionData?.ok ? actionData.message : null);

  return (
    <>
      <nav aria-label="Retour" className="flex flex-wrap gap-x-4">
        <TextLink to="/admin/produits">← Produits</TextLink>
        <TextLink to={`/admin/produits/${encodeURIComponent(product.id)}`}>Fiche du produit</TextLink>
      </nav>
      <PageTitle className="mt-2">Photos — {product.name}</PageTitle>
      <p className="mt-2 text-stone-800">
        {countOf(photos.length, "photo")} sur {maxPhotos}. La première est celle des cartes et de la page du produit ;
        sans photo, la boutique montre l&apos;illustration.
      </p>
      <ActionFeedback error={shownError} message={shownMessage} />

      <Panel id="ajouter" title="Ajouter une photo">
        <PhotoUploadForm
          full={photos.length >= maxPhotos}
          pending={pending}
          hydrated={hydrated}
          onUpload={(file, alt, reset) =>
            run(async () => {
              const answer = await productPhotosClient.upload(product.id, file, alt);
              reset();
              return answer;
            })
          }
        />
      </Panel>

      <Panel id="photos" title="Photos du produit">
        {photos.length === 0 ? (
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <ProductImage src={product.image} className="h-32 w-32 rounded-lg border border-stone-300 object-cover" />
            <p>Aucune photo pour l&apos;instant : la boutique montre cette illustration.</p>
          </div>
        ) : (
          <PhotoList photos={photos} pending={pending} hydrated={hydrated} onAction={onAction} />
        )}
      </Panel>

      <ConfirmDialog
        control={confirm}
        title="Supprimer la photo"
        question={`Supprimer la photo « ${toDelete?.alt ?? ""} » ? Ses fichiers sont effacés ; elle disparaît de la boutique.`}
        confirmLabel="Supprimer"
        onConfirm={() => toDelete && void run(() => productPhotosClient.remove(product.id, toDelete.id))}
      />
    </>
  );
}
