import type { Context } from "hono";
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { ApiError } from "#server/http/errors";
import type { User } from "#server/modules/accounts/service";
import { listOrdersForUser, orderForViewer } from "#server/modules/orders/service";

/** The customer's orders; one order also for a guest holding the confirmation mail's link (`?cle=`). */
export function orderRoutes(db: Db, currentUser: (c: Context) => Promise<User | null>) {
  return new Hono()
    .get("/", async (c) => {
      const user = await currentUser(c);
      if (!user) throw new ApiError(401, "Connectez-vous pour voir vos commandes.");
      return c.json({ orders: await listOrdersForUser(db, user.id) });
    })
    .get("/:reference", async (c) => {
      const user = await currentUser(c);
      const key = c.req.query("cle") ?? null;
      const order = await orderForViewer(db, c.req.param("reference").slice(0, 40), {
        userId: user?.id ?? null,
        key: key && key.length <= 100 ? key : null,
      });
      if (!order)
        throw new ApiError(
          404,
          "Commande introuvable. Utilisez le lien de votre e-mail de confirmation ou connectez-vous.",
        );
      return c.json({ order });
    });
}
