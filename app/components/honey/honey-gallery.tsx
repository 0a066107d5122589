import { useState } from "react";
import { PRODUCT_IMAGE_SIZE } from "#core/catalog";

/** The large view of the honey and the thumbnails that choose it. */
export function HoneyGallery({ name, gallery }: { name: string; gallery: string[] }) {
  const [imageIndex, setImageIndex] = useState(0);
  return (
    <div>
      <img
        src={gallery[imageIndex]}
        alt={`${name}, vue ${imageIndex + 1} sur ${gallery.length}`}
        width={PRODUCT_IMAGE_SIZE.width}
        height={PRODUCT_IMAGE_SIZE.height}
        fetchPriority="high"
        className="aspect-square w-full rounded-2xl border border-miel-200 bg-white object-cover"
      />
      <ul className="mt-3 flex gap-3">
        {gallery.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setImageIndex(index)}
              aria-pressed={index === imageIndex}
              aria-label={`Afficher la vue ${index + 1}`}
              className={`block overflow-hidden rounded-xl border-2 ${index === imageIndex ? "border-miel-900" : "border-transparent"}`}
            >
              <img src={src} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
