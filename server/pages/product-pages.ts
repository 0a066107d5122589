// A product's own page (`/miel/:id`, `/parfum/:id`), kept in the read cache like the catalogue's lists.
import { isOffSale } from "#server/modules/catalog/availability";
import { getPerfume } from "#server/modules/catalog/perfume-page";
import { perfumePageView } from "#server/modules/catalog/perfume-view";
import { getHoney } from "#server/modules/catalog/service";
import { honeyPageView, relatedView } from "#server/modules/catalog/views";
import { informationView } from "#server/workflows/product-information";
import type { PageContext } from "./context";
import { productReviewServices } from "./product-reviews";

export function productPageServices(ctx: PageContext) {
  const { db, cached, shop, products } = ctx;
  const examples = ctx.demoMode;
  return {
    ...productReviewServices(ctx),
    /** A product taken off sale: its page answers 404 (an unknown id is sent to its collection). */
    offSale: (id: string) => cached(`off-sale:${id}`, () => isOffSale(db, id)),
    /** `/miel/:id`; null for an unknown honey. */
    honeyPage: (id: string) =>
      cached(`view:honey:${id}`, async () => {
        const honey = await getHoney(db, id, { exampleReviews: examples });
        return honey ? honeyPageView(honey, examples) : null;
      }),
    /** « Vous aimerez aussi » under a honey's or a perfume's page: up to four others of its kind (issue 34). */
    related: (id: string) => cached(`view:related:${id}`, async () => relatedView(await products(), id, examples)),
    /** `/parfum/:id`; null for an unknown perfume or one taken off sale (both answer 404). */
    perfume: (id: string) =>
      cached(`view:perfume:${id}`, async () => {
        const perfume = await getPerfume(db, id);
        return perfume ? perfumePageView(perfume, await informationView(shop, id)) : null;
      }),
  };
}
