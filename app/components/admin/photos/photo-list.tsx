import type { PhotoView } from "#core/product-photos";
import { ProductPicture } from "#app/components/product-picture";
import { Button } from "#app/components/ui/button";

export type PhotoIntent = "up" | "down" | "delete";

/**
 * The photos in their order, each with its thumbnail, text and the buttons that move or delete it. Each button is
 * a small form (the page's action without JavaScript); with it, `onAction` takes over (delete asks first).
 */
export function PhotoList({
  photos,
  pending,
  hydrated,
  onAction,
}: {
  photos: PhotoView[];
  pending: boolean;
  hydrated: boolean;
  onAction: (intent: PhotoIntent, photo: PhotoView) => void;
}) {
  const action = (intent: PhotoIntent, photo: PhotoView, label: string, disabled: boolean) => (
    <form
      method="post"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onAction(intent, photo);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photo" value={photo.id} />
      <Button type="submit" variant={intent === "delete" ? "secondary" : "neutral"} size="sm" disabled={disabled}>
        {label}
      </Button>
    </form>
  );
  return (
    <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {photos.map((photo, index) => (
        <li key={photo.id} className="flex flex-col rounded-xl border border-stone-300 bg-white p-3">
          <ProductPicture
            photo={photo}
            sizes="(min-width: 1024px) 20vw, (min-width: 640px) 45vw, 90vw"
            className="aspect-square w-full rounded-lg object-cover"
          />
          <p className="mt-2 font-semibold">
            {index + 1}
            {index === 0 ? " · photo principale" : ""}
          </p>
          <p className="text-stone-800">{photo.alt}</p>
          <p className="text-sm text-stone-700">
            Original {photo.width} × {photo.height} px
          </p>
          <div
            className="mt-auto flex flex-wrap gap-2 pt-3"
            role="group"
            aria-label={`Photo ${index + 1} : ${photo.alt}`}
          >
            {action("up", photo, "Monter", pending || index === 0)}
            {action("down", photo, "Descendre", pending || index === photos.length - 1)}
            {action("delete", photo, "Supprimer", pending)}
          </div>
        </li>
      ))}
    </ol>
  );
}
