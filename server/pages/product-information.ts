// The loaders' side of regulatory information (decision 084): the product pages' section, the back office's form
// and list of products whose mandatory information is missing.
import { namedCharacteristics } from "#core/honey-characteristics";
import { FACT_LABELS } from "#core/product-information";
import type { User } from "#server/modules/accounts/service";
import {
  honestCharacteristics,
  informationForm,
  informationStates,
  informationView,
  realPayments,
} from "#server/workflows/product-information";
import type { ShopContext } from "#server/workflows/context";
import { identityOf } from "#server/workflows/shop-identity";

export function createProductInformationServices(deps: {
  shop: ShopContext;
  requireAdmin: (request: Request) => Promise<User>;
  cached: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}) {
  const { shop, cached } = deps;
  const view = (productId: string) => cached(`information:${productId}`, () => informationView(shop, productId));
  return {
    /** A product page's « Informations réglementaires »; null for an unknown product. */
    page: view,
    /**
     * The honey page's section and its characteristics by their French names, whose composition never says
     * « 100 % miel » wrongly.
     */
    honey: async (productId: string, characteristics: [string, string][]) => {
      const information = await view(productId);
      return {
        information,
        characteristics: namedCharacteristics(
          information ? honestCharacteristics(characteristics, information) : characteristics,
        ),
      };
    },
    admin: {
      /** The form's data: the facts as stored (the operator unresolved), what is missing, the shop's default. */
      one: async (request: Request, productId: string) => {
        await deps.requireAdmin(request);
        const form = await informationForm(shop, productId);
        if (!form) return null;
        const { product, ...state } = form;
        return {
          information: product.information,
          ...state,
          updatedAt: product.updatedAt,
          updatedBy: product.updatedBy,
        };
      },
      /** Every product whose mandatory information is missing, for the dashboard and the list. */
      incomplete: async (request: Request) => {
        await deps.requireAdmin(request);
        const states = await informationStates(shop.db, await identityOf(shop));
        const products = states
          .filter((state) => state.missing.length > 0)
          .map((state) => ({ ...state, missingLabels: state.missing.map((fact) => FACT_LABELS[fact]) }));
        return { products, realPayments: realPayments(shop) };
      },
    },
  };
}
