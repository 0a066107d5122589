// The loaders' side of the shop's legal identity (decision 093): what the legal pages show, and the back office's
// form without JavaScript (each call checks the administrator first).
import {
  type LegalField,
  type LegalIdentity,
  LEGAL_FIELD_NAMES,
  shownIdentity,
  socialLinksOf,
} from "#core/legal-identity";
import { hasUnsafeCharacter } from "#server/http/guards";
import type { User } from "#server/modules/accounts/service";
import { legalIdentityInput } from "#server/modules/shop-identity/input";
import type { ShopContext } from "#server/workflows/context";
import { editShopIdentity, identityOf } from "#server/workflows/shop-identity";

export type IdentityFormResult =
  | { ok: true; message: string }
  | { ok: false; message: string; errors: Partial<Record<LegalField, string>>; values: LegalIdentity };

export function createShopIdentityServices(deps: {
  shop: ShopContext;
  requireAdmin: (request: Request) => Promise<User>;
}) {
  const { shop, requireAdmin } = deps;
  return {
    /** The legal pages' company: « à compléter » for each detail not known. */
    shown: async () => shownIdentity(await identityOf(shop)),
    /** The footer's « Suivez-nous »: the accounts the back office has given, none otherwise. */
    socialLinks: async () => socialLinksOf(await identityOf(shop)),
    admin: {
      /** The form's values: the details as kept (empty: not known), and what the variables say. */
      read: async (request: Request) => {
        await requireAdmin(request);
        return { identity: await identityOf(shop, shop.db), variables: shop.legalVariables ?? null };
      },
      /** The form's post: the whole identity replaced, or each refused detail's French message. */
      save: async (request: Request): Promise<IdentityFormResult> => {
        const admin = await requireAdmin(request);
        const form = await request.formData().catch(() => null);
        const values = Object.fromEntries(
          LEGAL_FIELD_NAMES.map((field) => {
            const value = form?.get(field);
            return [field, typeof value === "string" ? value : ""];
          }),
        ) as LegalIdentity;
        if (!form) return { ok: false, message: "Formulaire illisible : envoyez-le de nouveau.", errors: {}, values };
        if (Object.values(values).some(hasUnsafeCharacter))
          return { ok: false, message: "Le formulaire contient des caractères non autorisés.", errors: {}, values };
        const parsed = legalIdentityInput.safeParse(values);
        if (!parsed.success) {
          const errors: Partial<Record<LegalField, string>> = {};
          for (const issue of parsed.error.issues) errors[issue.path[0] as LegalField] ??= issue.message;
          return { ok: false, message: "Corrigez les champs signalés.", errors, values };
        }
        const { changed } = await editShopIdentity(shop, { id: admin.id, email: admin.email }, parsed.data);
        return {
          ok: true,
          message: changed.length > 0 ? "Identité de la boutique enregistrée." : "Aucun changement à enregistrer.",
        };
      },
    },
  };
}
