// Regulatory information across modules (decision 084): the catalogue's facts, the lots' minimum durability, the
// shop's legal identity as default operator, and the sale block with real payments.
import type { ProductKind } from "#core/catalog";
import { formatLabel } from "#core/catalog";
import type { LegalIdentity } from "#core/legal-identity";
import {
  FACT_LABELS,
  type InformationFact,
  isPureHoney,
  missingFacts,
  operatorOf,
  type ProductInformation,
  TO_COMPLETE,
} from "#core/product-information";
import type { Db } from "#server/db/client";
import { DomainError } from "#server/lib/domain-error";
import {
  type InformedProduct,
  type InformedVariant,
  informedProducts,
  netQuantityKnown,
  productIdsOf,
} from "#server/modules/catalog/information";
import { lotsForLine } from "#server/modules/lots/service";
import type { ShopContext } from "./context";
import { identityOf } from "./shop-identity";

/** The shop's legal name and address (decision 093): the operator of every product that names no other. */
export function shopOperatorOf(identity: LegalIdentity | undefined): string | null {
  if (!identity) return null;
  const { companyName, address } = identity;
  const known = (text: string) => text.trim() !== "" && text !== TO_COMPLETE;
  return known(companyName) && known(address) ? `${companyName}, ${address}` : null;
}

/** Real payments: neither provider is the simulator (decision 016's demonstration mode is off). */
export function realPayments(ctx: Pick<ShopContext, "card" | "crypto">): boolean {
  return ctx.card.name !== "simulated" && ctx.crypto.name !== "simulated";
}

export function missingOf(product: InformedProduct, shopOperator: string | null): InformationFact[] {
  return missingFacts(product.kind, product.information, {
    netQuantityKnown: netQuantityKnown(product.variants),
    shopOperator,
  });
}

export interface InformationState {
  id: string;
  kind: ProductKind;
  name: string;
  active: boolean;
  missing: InformationFact[];
}

/** Each product (or the ones named) with the mandatory facts it lacks. */
export async function informationStates(
  db: Db,
  identity: LegalIdentity | undefined,
  ids?: readonly string[],
): Promise<InformationState[]> {
  const shopOperator = shopOperatorOf(identity);
  return (await informedProducts(db, ids)).map((product) => ({
    id: product.id,
    kind: product.kind,
    name: product.name,
    active: product.active,
    missing: missingOf(product, shopOperator),
  }));
}

export const missingLabels = (missing: readonly InformationFact[]) =>
  missing.map((fact) => FACT_LABELS[fact].toLowerCase()).join(", ");

/**
 * With real payments, refuses a basket holding a product whose mandatory information is missing (decision 084);
 * demonstration mode sells everything, as it takes no real payment.
 */
export async function refuseUninformedLines(ctx: ShopContext, variantIds: readonly string[]): Promise<void> {
  if (!realPayments(ctx) || variantIds.length === 0) return;
  const productIds = await productIdsOf(ctx.db, variantIds);
  // Read afresh, not from the read cache: it decides what may be sold.
  const identity = await identityOf(ctx, ctx.db);
  const uninformed = (await informationStates(ctx.db, identity, productIds)).find((state) => state.missing.length > 0);
  if (!uninformed) return;
  throw new DomainError(
    "conflict",
    `« ${uninformed.name} » n'est pas encore en vente : ses informations obligatoires (${missingLabels(uninformed.missing)}) sont en cours de vérification. Retirez-le de votre panier.`,
    { field: "items", product_id: uninformed.id },
  );
}

/** With real payments, a product whose mandatory information is missing cannot be put on sale. */
export async function refuseActivationWithoutInformation(ctx: ShopContext, productId: string): Promise<void> {
  if (!realPayments(ctx)) return;
  const [state] = await informationStates(ctx.db, await identityOf(ctx, ctx.db), [productId]);
  if (!state || state.missing.length === 0) return;
  throw new DomainError(
    "conflict",
    `Ce produit ne peut pas être mis en vente : complétez d'abord ses informations obligatoires (${missingLabels(state.missing)}).`,
    { field: "active", missing: state.missing },
  );
}

export interface InformationFormat {
  variantId: string;
  label: string;
  /** « 250 g », « 2 × 30 g », « 50 ml »; null when the variant's measure is unknown. */
  netQuantity: string | null;
  /** The minimum durability (YYYY-MM-DD) of the lot this format ships from next; null when no lot is known. */
  bestBefore: string | null;
}

/** What a product page shows: every fact null when unknown, the operator resolved. */
export interface InformationView extends Omit<ProductInformation, "operator"> {
  operator: string | null;
  pureHoney: boolean;
  formats: InformationFormat[];
  missing: InformationFact[];
  /** False with real payments while a mandatory fact is missing: the page says it is not on sale yet. */
  onSale: boolean;
}

function netQuantityOf(variant: InformedVariant): string | null {
  const unit =
    variant.weightGrams !== null
      ? `${variant.weightGrams}\u00a0g`
      : variant.volumeMl !== null
        ? `${variant.volumeMl}\u00a0ml`
        : null;
  if (unit === null) return null;
  return variant.quantity > 1 ? `${variant.quantity} × ${unit}` : unit;
}

/**
 * The back office's form of a product (decision 084): its facts as stored (the operator unresolved), what is
 * missing, the shop's default operator; null for an unknown product.
 */
export async function informationForm(
  ctx: Pick<ShopContext, "db" | "legalVariables" | "cachedIdentity" | "card" | "crypto">,
  productId: string,
) {
  const [product] = await informedProducts(ctx.db, [productId]);
  if (!product) return null;
  const shopOperator = shopOperatorOf(await identityOf(ctx));
  const missing = missingOf(product, shopOperator);
  return {
    product,
    missing,
    missingLabels: missing.map((fact) => FACT_LABELS[fact]),
    shopOperator,
    realPayments: realPayments(ctx),
  };
}

export async function informationView(
  ctx: Pick<ShopContext, "db" | "legalVariables" | "cachedIdentity" | "card" | "crypto">,
  productId: string,
): Promise<InformationView | null> {
  const [product] = await informedProducts(ctx.db, [productId]);
  if (!product) return null;
  const shopOperator = shopOperatorOf(await identityOf(ctx));
  const missing = missingOf(product, shopOperator);
  const formats = await Promise.all(
    product.variants
      .filter((v) => v.active)
      .map(async (variant) => ({
        variantId: variant.id,
        label: formatLabel(variant.format ?? variant.label),
        netQuantity: netQuantityOf(variant),
        bestBefore: (await lotsForLine(ctx.db, product.id, variant.id))[0]?.bestBefore ?? null,
      })),
  );
  return {
    ...product.information,
    operator: operatorOf(product.information, shopOperator),
    pureHoney: isPureHoney(product.information),
    formats,
    missing,
    onSale: missing.length === 0 || !realPayments(ctx),
  };
}

const ONLY_HONEY = /100\s*%\s*miel/iu;

/**
 * The honey page's characteristics, true to its regulatory information: a composition that never says « 100 % miel »
 * of a product that is not pure honey (such a row gives the known ingredients instead, or goes), and the storage of
 * the « Informations réglementaires » section, not the default detail's template (the row goes while unknown).
 */
export function honestCharacteristics(
  characteristics: readonly [string, string][],
  information: Pick<InformationView, "pureHoney" | "ingredients" | "storage">,
): [string, string][] {
  return characteristics.flatMap(([key, value]): [string, string][] => {
    if (key === "conservation") return information.storage ? [[key, information.storage]] : [];
    if (key !== "composition" || information.pureHoney || !ONLY_HONEY.test(value)) return [[key, value]];
    const ingredients = information.ingredients ?? [];
    return ingredients.length > 0 ? [[key, ingredients.map((i) => i.name).join(", ")]] : [];
  });
}
