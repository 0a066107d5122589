import { useState } from "react";
import { PRODUCT_IMAGE_SIZE } from "#core/catalog";
import type { PhotoView } from "#core/product-photos";
import { ProductPicture } from "#app/components/product-picture";

const MAIN_CLASS = "aspect-square w-full rounded-xl border border-stone-200 bg-white object-cover";

/**
 * The large view of the honey and the thumbnails that choose it: its photos when it has some (decision 030), else
 * its illustrations.
 */
export function HoneyGallery({
  name,
  gallery,
  photos = [],
}: {
  name: string;
  gallery: string[];
  photos?: PhotoView[];
}) {
  const [imageIndex, setImageIndex] = useState(0);
  const count = photos.length > 0 ? photos.length : gallery.length;
  const shown = Math.min(imageIndex, count - 1);
  const photo = photos[shown];
  return (
    <div>
      {photo ? (
        <ProductPicture
          key={photo.id}
          photo={photo}
          priority
          sizes="(min-width: 768px) 45vw, 100vw"
          className={MAIN_CLASS}
        />
      ) : (
        <img
          src={gallery[shown]}
          alt={`${name}, vue ${shown + 1} sur ${count}`}
          width={PRODUCT_IMAGE_SIZE.width}
          height={PRODUCT_IMAGE_SIZE.height}
          fetchPriority="high"
          className={MAIN_CLASS}
        />
      )}
      {count > 1 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {Array.from({ length: count }, (_, index) => (
            <li key={photos[index]?.id ?? gallery[index]}>
              <button
                type="button"
                onClick={() => setImageIndex(index)}
                aria-pressed={index === shown}
                aria-label={`Afficher la vue ${index + 1}`}
                className={`block overflow-hidden rounded-xl border-2 ${index === shown ? "border-miel-900" : "border-transparent"}`}
              >
                {photos[index] ? (
                  <ProductPicture photo={photos[index]} alt="" sizes="80px" className="h-20 w-20 object-cover" />
                ) : (
                  <img
                    src={gallery[index]}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                    className="h-20 w-20 object-cover"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
