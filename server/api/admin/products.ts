// The back office's catalogue under /api/admin/products (docs/decisions/028-catalogue-editing-and-price-history.md).
import { z } from "@hono/zod-openapi";
import { HONEY_CATEGORIES } from "#core/catalog";
import { eurosToCents } from "#core/money";
import { PRODUCT_LINES, type ProductLine } from "#core/product-rules";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import type { AccountsContext } from "#server/modules/accounts/service";
import { listProductsForAdmin, productForAdmin, updateProduct } from "#server/modules/catalog/admin";
import { sendStockAlerts } from "#server/workflows/stock-alerts";
import type { ShopContext } from "#server/workflows/context";
import { refuseActivationWithoutInformation } from "#server/workflows/product-information";
import { apiRouter, BODY_REFUSALS, firstValue, json, jsonBody, pageOf, refusals, routesOf } from "../contract";
import { pageQuery, searchQuery } from "./list-query";
import { requireAdmin } from "./access";

const tags = ["Administration"];
const LINES = Object.keys(PRODUCT_LINES) as [ProductLine, ...ProductLine[]];

const listQuery = z.object({
  q: searchQuery,
  line: firstValue(z.enum(LINES, { error: "Ligne inconnue." }).optional()),
  category: firstValue(z.enum(HONEY_CATEGORIES, { error: "Catégorie de miel inconnue." }).optional()),
  active: firstValue(z.enum(["oui", "non"], { error: "Actif : oui ou non." }).optional()),
  stock: firstValue(z.enum(["low", "sold-out"], { error: "Stock : low ou sold-out." }).optional()),
  page: pageQuery,
});

const variant = z.object({
  id: z.string(),
  productId: z.string(),
  label: z.string(),
  priceCents: z.number().int(),
  stock: z.number().int().nullable().openapi({ description: "Unités restantes ; null : illimité." }),
  lowStockThreshold: z.number().int(),
  active: z.boolean(),
  weightGrams: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "Poids net d'une unité en grammes ; null : inconnu." }),
  volumeMl: z.number().int().nullable().openapi({ description: "Volume d'un flacon en ml ; null : inconnu." }),
  shippingWeightGrams: z
    .number()
    .int()
    .nullable()
    .openapi({ description: "Poids d'une unité emballée pour l'expédition, en grammes ; null : inconnu." }),
});

const listed = z
  .object({
    id: z.string(),
    kind: z.string(),
    name: z.string(),
    collection: z.string().nullable(),
    category: z.string().nullable(),
    badge: z.string().nullable(),
    active: z.boolean(),
    variants: z.array(variant),
  })
  .openapi("ProduitAdmin");

const detail = z
  .object({
    id: z.string(),
    kind: z.string(),
    name: z.string(),
    title: z.string().nullable(),
    description: z.string(),
    detailedDescription: z.string().nullable().openapi({ description: "Miels : HTML simple, nettoyé." }),
    notes: z.array(z.string()),
    badge: z.string().nullable(),
    active: z.boolean(),
    vatRateBp: z.number().int().openapi({ description: "Taux de TVA en points de base (550 = 5,5 %)." }),
    collection: z.string().nullable(),
    category: z.string().nullable(),
    image: z.string(),
    updatedAt: z.string().openapi({ description: "La version à renvoyer dans `expected_updated_at`." }),
    variants: z.array(
      variant.extend({
        history: z.array(
          z.object({
            priceCents: z.number().int(),
            validFrom: z.string(),
            by: z.string().nullable().openapi({ description: "L'administrateur ; null : prix du catalogue." }),
          }),
        ),
      }),
    ),
  })
  .openapi("FicheProduitAdmin");

const twoDecimals = (euros: number) => Number.isInteger(Number((euros * 100).toPrecision(12)));
const whole = (label: string) =>
  z.number({ error: `${label} : un nombre attendu.` }).int(`${label} : un nombre entier attendu.`);

const updateBody = z
  .object({
    expected_updated_at: z
      .string()
      .max(40)
      .optional()
      .openapi({ description: "La version lue (`updatedAt`) : 409 si le produit a été enregistré depuis." }),
    name: z.string({ error: "Nom : texte attendu." }).max(10_000).optional(),
    title: z.string({ error: "Titre : texte attendu." }).max(10_000).nullable().optional(),
    description: z.string({ error: "Description : texte attendu." }).max(10_000).optional(),
    detailed_description: z.string({ error: "Description détaillée : texte attendu." }).max(100_000).optional(),
    notes: z
      .array(z.string({ error: "Notes : texte attendu." }).max(1000))
      .max(100)
      .optional(),
    badge: z.string({ error: "Badge : texte attendu." }).max(100).nullable().optional(),
    active: z.boolean({ error: "Actif : vrai ou faux attendu." }).optional(),
    vat_rate_bp: whole("Taux de TVA")
      .optional()
      .openapi({ description: "Taux de TVA en points de base : 2000, 1000, 550 ou 210 (prix toujours TTC)." }),
    variants: z
      .array(
        z.object({
          id: z.string({ error: "Variante : identifiant attendu." }).max(200),
          price: z
            .number({ error: "Prix : un montant en euros attendu." })
            .refine(twoDecimals, "Prix : au centime près (deux décimales au plus).")
            .optional()
            .openapi({ description: "En euros, > 0, au centime près." }),
          stock: whole("Stock").nullable().optional().openapi({ description: "null : illimité." }),
          stock_before: whole("Stock lu").nullable().optional(),
          low_stock_threshold: whole("Seuil de stock bas").optional(),
          active: z.boolean({ error: "Actif : vrai ou faux attendu." }).optional(),
          volume_ml: whole("Volume")
            .nullable()
            .optional()
            .openapi({ description: "Parfums : volume du flacon en ml (1 à 10 000) ; null : inconnu." }),
          weight_grams: whole("Poids net")
            .nullable()
            .optional()
            .openapi({ description: "Shilajit : poids net d'un pot en grammes (1 à 10 000) ; null : inconnu." }),
          shipping_weight_grams: whole("Poids emballé").nullable().optional().openapi({
            description:
              "Poids d'une unité emballée pour l'expédition, en grammes (1 à 10 000) ; null : inconnu, le contenu net compte.",
          }),
        }),
      )
      .max(50)
      .optional(),
  })
  .openapi("ModificationProduit");

const idParam = z.object({ id: z.string().min(1).max(200) });

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    list: on.get(
      "/",
      "Le catalogue, cherché (nom, identifiant) et filtré (ligne, catégorie, actif, stock bas), 20 par page",
      {
        request: { query: listQuery },
        responses: {
          200: json(pageOf("products", listed), "Une page de produits."),
          ...refusals(400, 401, 403),
        },
      },
    ),
    one: on.get("/{id}", "Un produit : ses champs, ses variantes et l'historique de leurs prix", {
      request: { params: idParam },
      responses: { 200: json(z.object({ product: detail }), "Le produit."), ...refusals(401, 403, 404) },
    }),
    update: on.put(
      "/{id}",
      "Modifie les champs envoyés (nom, titre, descriptions, notes, badge, actif, taux de TVA ; par variante prix, stock, seuil, actif, volume d'un parfum, poids d'un pot de Shilajit)",
      {
        request: { params: idParam, ...jsonBody(updateBody) },
        responses: {
          200: json(z.object({ product: detail, message: z.string() }), "Le produit après l'enregistrement."),
          ...refusals(...BODY_REFUSALS, 401, 404, 409),
        },
      },
    ),
  };
}

export function productAdminRoutes(accounts: AccountsContext, auth: AuthOptions, shop: ShopContext) {
  const r = routes(requireAdmin(accounts, auth));
  const { db } = accounts;
  const productOf = async (id: string) => {
    const product = await productForAdmin(db, id);
    if (!product) throw new ApiError(404, "Produit introuvable.");
    return product;
  };
  return apiRouter()
    .openapi(r.list, async (c) => {
      const q = c.req.valid("query");
      const result = await listProductsForAdmin(db, {
        q: q.q || undefined,
        line: q.line,
        category: q.category,
        active: q.active === undefined ? undefined : q.active === "oui",
        stock: q.stock,
        page: q.page,
      });
      return c.json(result, 200);
    })
    .openapi(r.one, async (c) => c.json({ product: await productOf(c.req.valid("param").id) }, 200))
    .openapi(r.update, async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.valid("json");
      // Putting an inactive product on sale needs its mandatory information with real payments (decision 084).
      if (body.active === true && !(await productOf(id)).active) await refuseActivationWithoutInformation(shop, id);
      const { changed } = await updateProduct(db, c.var.actor, id, {
        expectedUpdatedAt: body.expected_updated_at,
        name: body.name,
        title: body.title,
        description: body.description,
        detailedDescription: body.detailed_description,
        notes: body.notes,
        badge: body.badge,
        active: body.active,
        vatRateBp: body.vat_rate_bp,
        variants: body.variants?.map((v) => ({
          id: v.id,
          priceCents: v.price === undefined ? undefined : eurosToCents(v.price),
          stock: v.stock,
          stockBefore: v.stock_before,
          lowStockThreshold: v.low_stock_threshold,
          active: v.active,
          volumeMl: v.volume_ml,
          weightGrams: v.weight_grams,
          shippingWeightGrams: v.shipping_weight_grams,
        })),
      });
      // A stock raised here tells the variant's waiting alerts at once; the job catches every other path (decision 111).
      if (changed && body.variants?.some((v) => v.stock !== undefined || v.active !== undefined)) {
        void sendStockAlerts(shop).catch((err: unknown) =>
          shop.logger.warn(
            { error: err instanceof Error ? err.message : String(err) },
            "alertes de stock non envoyées",
          ),
        );
      }
      return c.json(
        { product: await productOf(id), message: changed ? "Produit enregistré." : "Aucun changement à enregistrer." },
        200,
      );
    });
}
