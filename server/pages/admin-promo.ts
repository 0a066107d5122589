// The promo manager page's loader data (app/routes/admin/promo-codes.tsx), one key of the pages' services
// (server/pages/index.ts): the same views as the API's calls, so the page refreshes through the API with one shape.
import { PROMO_CATEGORY_LABELS } from "#core/promo-rules";
import type { Db } from "#server/db/client";
import type { User } from "#server/modules/accounts/service";
import {
  listPromoCodes,
  promoCodeView,
  promoStats,
  promoStatsView,
  promotionCategories,
} from "#server/modules/promotions/admin";

/** Personal codes shown on the page (newest first); the API lists them all. */
export const PERSONAL_CODES_SHOWN = 50;

export function createAdminPromoServices(deps: { db: Db; requireAdmin: (request: Request) => Promise<User> }) {
  const { db } = deps;
  return {
    /** Codes, personal codes, statistics and the catalogue's categories, for an administrator only. */
    overview: async (request: Request) => {
      await deps.requireAdmin(request);
      const [codes, stats, categories] = await Promise.all([
        listPromoCodes(db, { personalLimit: PERSONAL_CODES_SHOWN }),
        promoStats(db),
        promotionCategories(db),
      ]);
      return {
        codes: codes.shared.map(promoCodeView),
        personal: codes.personal.map(promoCodeView),
        personalCount: codes.personalCount,
        stats: promoStatsView(stats),
        categories: categories.map((value) => ({ value, label: PROMO_CATEGORY_LABELS[value] ?? value })),
      };
    },
  };
}
