import { useRef, useState } from "react";
import { altTextError, PHOTO_LIMITS } from "#core/product-photo-rules";
import { TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";

const ACCEPTED = "image/jpeg,image/png,image/webp";

/**
 * The upload form: a file and its alternative text. Without JavaScript the browser posts it to the page's action;
 * with it, `onUpload` sends it through the API, after the same checks of the alternative text and the size.
 */
export function PhotoUploadForm({
  full,
  pending,
  hydrated,
  onUpload,
}: {
  full: boolean;
  pending: boolean;
  hydrated: boolean;
  /** Sends the photo; calls `reset` as soon as the server took it (before the page's data is read again). */
  onUpload: (file: File, alt: string, reset: () => void) => Promise<boolean>;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [altError, setAltError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get("file");
    const alt = String(data.get("alt") ?? "");
    const noFile = !(file instanceof File) || file.size === 0;
    const tooHeavy = file instanceof File && file.size > PHOTO_LIMITS.bytes;
    setFileError(noFile ? "Choisissez une photo." : tooHeavy ? "Image trop lourde (10 Mo au plus)." : undefined);
    setAltError(altTextError(alt) ?? undefined);
    if (noFile || tooHeavy || altTextError(alt)) return;
    await onUpload(file, alt.trim(), () => form.current?.reset());
  };
  return (
    <form
      ref={form}
      method="post"
      encType="multipart/form-data"
      onSubmit={(event) => void onSubmit(event)}
      noValidate={hydrated}
      className="mt-4 grid gap-4 md:grid-cols-2"
    >
      <input type="hidden" name="intent" value="upload" />
      <TextField
        id="photo-fichier"
        label="Photo"
        name="file"
        type="file"
        accept={ACCEPTED}
        required
        disabled={full}
        hint="JPEG, PNG ou WebP, 10 Mo au plus. Elle est redimensionnée et convertie pour le site."
        error={fileError}
      />
      <TextField
        id="photo-texte"
        label="Texte alternatif"
        name="alt"
        required
        maxLength={PHOTO_LIMITS.altLength}
        disabled={full}
        hint="Ce que montre la photo, lu aux personnes qui ne la voient pas (ex. « Pot de miel de Sidr ouvert »)."
        error={altError}
      />
      <div className="md:col-span-2">
        <Button type="submit" disabled={pending || full}>
          {pending ? "Envoi…" : "Ajouter la photo"}
        </Button>
        {full && (
          <p className="mt-2 text-stone-800">
            {PHOTO_LIMITS.perProduct} photos au plus : supprimez-en une pour en ajouter une autre.
          </p>
        )}
      </div>
    </form>
  );
}
