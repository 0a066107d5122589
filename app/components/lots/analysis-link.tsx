import { mediaUrl } from "#core/product-photos";
import { useMediaBase } from "#app/components/product-picture";
import type { PublicLotView } from "#app/lib/loader-data";

/**
 * The laboratory's PDF, served by the media store. Apart from the product pages' lot section, which their scripts
 * fetch later (decision 121): the lot's page and the back office import it as they load.
 */
export function AnalysisLink({ lot }: { lot: PublicLotView }) {
  const base = useMediaBase();
  if (!lot.analysisKey) return null;
  return (
    <a href={mediaUrl(base, lot.analysisKey)} className="font-semibold text-miel-900 underline" type="application/pdf">
      Rapport du laboratoire (PDF)
    </a>
  );
}
