// The customer's orders: the profile's list, one order's page (owner or holder of the confirmation mail's key) and
// its withdrawal (decision 040).
import { findOrderForViewer, linesOf, listOrdersForUser, publicOrder } from "#server/modules/orders/service";
import { cancelRefusal } from "#server/workflows/customer-orders";
import { documentLinksOf, withDocumentLinks } from "#server/workflows/invoices";
import { declareWithdrawal, withdrawalFromForm, withdrawalStateFor } from "#server/workflows/withdrawal";
import { type PageContext, refusalOf } from "./context";

export function orderServices({ db, shop, sessionUser }: PageContext) {
  const viewer = async (request: Request, key: string | null) => ({
    userId: (await sessionUser(request))?.id ?? null,
    key,
  });
  return {
    /** The signed-in customer's orders, newest first; empty for a visitor. */
    mine: async (request: Request) => {
      const user = await sessionUser(request);
      const orders = user ? await listOrdersForUser(db, user.id) : [];
      // Decision 113: whether the customer may still cancel it themselves (paid, not yet in preparation, by card).
      return withDocumentLinks(
        db,
        orders.map((order) => ({ ...order, cancellable: cancelRefusal(order) === null })),
      );
    },
    /** One order for its owner or for the holder of the confirmation mail's key; null otherwise. */
    forViewer: async (request: Request, reference: string, key: string | null) => {
      const found = await findOrderForViewer(db, reference, await viewer(request, key));
      if (!found) return null;
      return {
        ...publicOrder(found.order, await linesOf(db, found.order.id)),
        documents: await documentLinksOf(db, found.order.id),
        // Only its owner, signed in, may cancel it (decision 113); a mail link's holder may not.
        cancellable: found.via === "account" && cancelRefusal(found.order) === null,
      };
    },
    /** The order's withdrawal: window, open declaration (decision 040); null when the viewer may not see it. */
    withdrawal: async (request: Request, reference: string, key: string | null) =>
      withdrawalStateFor(shop, reference, await viewer(request, key)),
    /** The withdrawal form's post: the declaration recorded (or the open one found), or the French refusal. */
    declareWithdrawal: async (request: Request, reference: string, key: string | null, form: FormData) => {
      try {
        await declareWithdrawal(shop, reference, await viewer(request, key), withdrawalFromForm(form));
        return { ok: true as const };
      } catch (err) {
        return refusalOf(err);
      }
    },
  };
}
