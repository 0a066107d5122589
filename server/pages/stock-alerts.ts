// Back-in-stock alerts' pages (issue 33, decision 111): « Me prévenir » posted from a product page (a form that
// works without JavaScript), the confirmation and unsubscribe links' buttons, and the back office's list.
import { ONE_CLICK_BODY } from "#server/http/guards";
import { variantsAwaited } from "#server/modules/catalog/stock-alerts";
import { confirmStockAlert, requestStockAlert, unsubscribeStockAlerts } from "#server/workflows/stock-alerts";
import { type PageContext, refusalOf } from "./context";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** A link's token as the address carries it (43 base64url characters), else null: nothing is looked up. */
export function linkToken(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("jeton");
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}

const BAD_LINK = {
  ok: false as const,
  message: "Ce lien est incomplet : copiez-le en entier depuis l'e-mail.",
  field: null,
};

export function stockAlertServices(ctx: PageContext) {
  const { shop, db } = ctx;
  return {
    /** « Me prévenir »: the form's variant and address (the account's when signed in and left empty). */
    request: async (request: Request, form: FormData, clientAddress: string) => {
      const user = await ctx.sessionUser(request);
      const email = text(form, "email").trim() || user?.email || "";
      try {
        const { message } = await requestStockAlert(shop, {
          variantId: text(form, "variant"),
          email,
          userId: user?.id ?? null,
          clientAddress,
        });
        return { ok: true as const, message };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** The confirmation page's button (a GET confirms nothing: link scanners follow links). */
    confirm: async (request: Request) => {
      const token = linkToken(request);
      if (!token) return BAD_LINK;
      try {
        return { ok: true as const, ...(await confirmStockAlert(shop, token)) };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /**
     * The one-click unsubscribe: a mail client's POST (RFC 8058) or the page's button, both exactly
     * `List-Unsubscribe=One-Click`; any other body is refused.
     */
    unsubscribe: async (request: Request) => {
      const token = linkToken(request);
      if (!token) return BAD_LINK;
      const body = await request.text().catch(() => "");
      if (body !== ONE_CLICK_BODY) {
        return {
          ok: false as const,
          message: "Demande de désabonnement illisible : utilisez le bouton de la page.",
          field: null,
        };
      }
      try {
        return { ok: true as const, ...(await unsubscribeStockAlerts(shop, token)) };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** The back office: every variant awaited (or one product's), most awaited first. */
    awaited: async (request: Request, productId?: string) => {
      await ctx.adminOf(request);
      return variantsAwaited(db, productId);
    },
  };
}
