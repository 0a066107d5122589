// The shop's legal identity for the workflows (decision 093): read through the read cache for what is shown, in the
// transaction for what is issued (an invoice's seller), and edited by an administrator.
import { type LegalIdentity, EMPTY_IDENTITY, shownIdentity } from "#core/legal-identity";
import type { SellerIdentity } from "#core/invoice";
import { TO_COMPLETE } from "#core/product-information";
import type { Db } from "#server/db/client";
import type { Actor } from "#server/modules/audit/service";
import { readShopIdentity, saveShopIdentity } from "#server/modules/shop-identity/service";
import type { ShopContext } from "./context";

type IdentitySource = Pick<ShopContext, "db" | "legalVariables" | "cachedIdentity">;

/** The identity as kept (empty: not known); `tx` reads it in that transaction, bypassing the cache. */
export function identityOf(ctx: IdentitySource, tx?: Db): Promise<LegalIdentity> {
  if (!tx && ctx.cachedIdentity) return ctx.cachedIdentity();
  return readShopIdentity(tx ?? ctx.db, ctx.legalVariables ?? EMPTY_IDENTITY);
}

/** The seller of an invoice or credit note issued in `tx`: « à compléter » for each detail not known. */
export async function sellerOf(
  tx: Db,
  ctx: IdentitySource & Pick<ShopContext, "shopName" | "supportEmail">,
): Promise<SellerIdentity> {
  const { companyName, legalForm, siren, rcsCity, vatNumber, address } = shownIdentity(await identityOf(ctx, tx));
  return {
    companyName,
    legalForm,
    siren,
    rcsCity,
    vatNumber,
    address,
    shopName: ctx.shopName,
    supportEmail: ctx.supportEmail ?? TO_COMPLETE,
  };
}

/** An administrator's edit; the caches are emptied by the write fence around the request. */
export function editShopIdentity(ctx: IdentitySource, actor: Actor, next: LegalIdentity) {
  return saveShopIdentity(ctx.db, actor, next, ctx.legalVariables ?? EMPTY_IDENTITY);
}
