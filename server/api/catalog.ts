import { Hono } from "hono";
import { z } from "zod";
import { PRODUCT_KINDS } from "#core/catalog";
import type { Db } from "#server/db/client";
import { ApiError } from "#server/http/errors";
import { parseQuery } from "#server/http/validate";
import { getHoney, listProducts } from "#server/modules/catalog/service";

const listQuery = z.object({ kind: z.enum(PRODUCT_KINDS).optional() });

export function catalogRoutes(db: Db) {
  return new Hono()
    .get("/products", async (c) => {
      const { kind } = parseQuery(c, listQuery);
      return c.json({ products: await listProducts(db, { kind }) });
    })
    .get("/honeys/:id", async (c) => {
      const honey = await getHoney(db, c.req.param("id"));
      if (!honey) throw new ApiError(404, "Ce miel n'existe pas dans notre catalogue.");
      return c.json(honey);
    });
}
