// The promo manager's calls (spec §7), administrators only: /api/promotions/codes. Amounts in the spec's units
// (euros, percent) with their cents beside them; the rules and the audit entries are the promotions module's.
import { z } from "@hono/zod-openapi";
import { PROMO_TYPES } from "#core/pricing";
import { NEW_PROMO_DRAFT, type PromoDraft } from "#core/promo-rules";
import type { AuthOptions } from "#server/http/current-user";
import type { AccountsContext } from "#server/modules/accounts/service";
import {
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  promoCodeView,
  promoStats,
  promoStatsView,
  togglePromoCode,
  updatePromoCode,
} from "#server/modules/promotions/admin";
import { apiRouter, BODY_REFUSALS, json, jsonBody, refusals, routesOf } from "./contract";
import { requireAdmin } from "./admin/access";

const tags = ["Codes promo (administration)"];

const promoCode = z
  .object({
    code: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.enum(PROMO_TYPES),
    value: z.number().openapi({ description: "Pourcentage, ou euros (montant fixe, prix du lot) ; 0 : livraison." }),
    bundle_size: z.number().int().nullable(),
    minimum_amount: z.number().openapi({ description: "En euros." }),
    minimum_amount_cents: z.number().int(),
    maximum_amount: z.number().nullable().openapi({ description: "Plafond de la réduction en euros." }),
    maximum_amount_cents: z.number().int().nullable(),
    maximum_uses: z.number().int().nullable(),
    free_shipping: z.boolean(),
    active: z.boolean(),
    category_restriction: z.string().nullable(),
    valid_until: z.string().nullable(),
    current_uses: z.number().int().openapi({ description: "Utilisations payées." }),
    reserved_uses: z.number().int().openapi({ description: "Commandes en attente de paiement." }),
    uses_per_customer: z.number().int().nullable(),
    personal: z.boolean().openapi({ description: "Code personnel d'un client (bienvenue, fidélité) : lecture seule." }),
    personal_kind: z.enum(["bienvenue", "fidelite"]).nullable(),
    created_at: z.string(),
  })
  .openapi("CodePromo");

const emptyIsNull = (value: unknown) => (value === "" ? null : value);
const number = (label: string) => z.number({ error: `${label} doit être un nombre.` });
const optionalNumber = (label: string) => z.preprocess(emptyIsNull, number(label).nullable()).optional();
const optionalText = (max: number) => z.preprocess(emptyIsNull, z.string().max(max).nullable()).optional();

const promoType = z.enum(PROMO_TYPES, {
  error: "Type inconnu : choisissez pourcentage, montant fixe, livraison offerte ou lot.",
});

/** The fields of a code, each optional (an edit sends some of them). */
const fields = {
  name: z.string().max(1000).optional(),
  description: z.string().max(2000).optional(),
  type: promoType.optional(),
  value: number("La valeur").optional(),
  bundle_size: optionalNumber("La taille du lot"),
  minimum_amount: number("Le montant minimum").optional(),
  maximum_amount: optionalNumber("La réduction maximale"),
  maximum_uses: optionalNumber("Le nombre maximal d'utilisations"),
  free_shipping: z.boolean({ error: "free_shipping : vrai ou faux attendu." }).optional(),
  active: z.boolean({ error: "active : vrai ou faux attendu." }).optional(),
  category_restriction: optionalText(40),
  valid_until: optionalText(40),
};

const createBody = z
  .object({ code: z.string({ error: "Saisissez le code." }).max(200), ...fields, type: promoType })
  .openapi("NouveauCodePromo");
const updateBody = z.object(fields).openapi("ModificationCodePromo");

type Fields = z.infer<typeof updateBody>;

/** The body's fields in the rules' names, only those sent. */
function changesOf(body: Fields): Partial<Omit<PromoDraft, "code">> {
  const changes: Partial<Omit<PromoDraft, "code">> = {
    name: body.name,
    description: body.description,
    type: body.type,
    value: body.value,
    bundleSize: body.bundle_size,
    minimumAmount: body.minimum_amount,
    maximumAmount: body.maximum_amount,
    maximumUses: body.maximum_uses,
    freeShipping: body.free_shipping,
    active: body.active,
    categoryRestriction: body.category_restriction,
    validUntil: body.valid_until,
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

const codeParam = z.object({
  code: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "code", in: "path" } }),
});

const stats = z
  .object({
    global_stats: z.object({
      total_codes: z.number().int().openapi({ description: "Codes de la boutique (hors codes personnels)." }),
      active_codes: z.number().int(),
      personal_codes: z.number().int(),
      total_uses: z.number().int().openapi({ description: "Utilisations par des commandes payées." }),
      total_savings: z.number().openapi({ description: "Réductions accordées par ces commandes, en euros." }),
      total_savings_cents: z.number().int(),
    }),
    total_uses: z.number().int(),
  })
  .openapi("StatistiquesCodesPromo");

const deletion = z.object({
  deleted: z.boolean(),
  deactivated: z.boolean().openapi({ description: "Code déjà utilisé : désactivé au lieu d'être supprimé." }),
  message: z.string(),
  code: z.string(),
});

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    list: on.get("/", "Tous les codes : ceux de la boutique, puis les codes personnels des clients (marqués)", {
      responses: { 200: json(z.array(promoCode), "La liste des codes."), ...refusals(401, 403) },
    }),
    stats: on.get("/stats", "Statistiques : codes, codes actifs, utilisations et réductions des commandes payées", {
      responses: { 200: json(stats, "Les statistiques."), ...refusals(401, 403) },
    }),
    create: on.post("/", "Crée un code (mis en majuscules)", {
      request: jsonBody(createBody),
      responses: {
        201: json(promoCode, "Le code créé."),
        ...refusals(...BODY_REFUSALS, 401, 409),
      },
    }),
    update: on.put("/{code}", "Modifie les champs envoyés d'un code de la boutique", {
      request: { params: codeParam, ...jsonBody(updateBody) },
      responses: {
        200: json(promoCode, "Le code modifié."),
        ...refusals(...BODY_REFUSALS, 401, 404),
      },
    }),
    toggle: on.post("/{code}/toggle", "Active ou désactive un code de la boutique", {
      request: { params: codeParam },
      responses: { 200: json(promoCode, "Le code, actif ou non."), ...refusals(400, 401, 403, 404) },
    }),
    remove: on.delete("/{code}", "Supprime un code jamais utilisé ; un code déjà utilisé est désactivé à la place", {
      request: { params: codeParam },
      responses: { 200: json(deletion, "Supprimé, ou désactivé."), ...refusals(400, 401, 403, 404) },
    }),
  };
}

export function promoCodeRoutes(ctx: AccountsContext, auth: AuthOptions) {
  const r = routes(requireAdmin(ctx, auth));
  const { db } = ctx;
  return apiRouter()
    .openapi(r.list, async (c) => {
      const { shared, personal } = await listPromoCodes(db);
      return c.json([...shared, ...personal].map(promoCodeView), 200);
    })
    .openapi(r.stats, async (c) => c.json(promoStatsView(await promoStats(db)), 200))
    .openapi(r.create, async (c) => {
      const body = c.req.valid("json");
      const created = await createPromoCode(db, c.var.actor, {
        ...NEW_PROMO_DRAFT,
        ...changesOf(body),
        code: body.code,
      });
      return c.json(promoCodeView(created), 201);
    })
    .openapi(r.update, async (c) => {
      const updated = await updatePromoCode(db, c.var.actor, c.req.valid("param").code, changesOf(c.req.valid("json")));
      return c.json(promoCodeView(updated), 200);
    })
    .openapi(r.toggle, async (c) => {
      return c.json(promoCodeView(await togglePromoCode(db, c.var.actor, c.req.valid("param").code)), 200);
    })
    .openapi(r.remove, async (c) => {
      return c.json(await deletePromoCode(db, c.var.actor, c.req.valid("param").code), 200);
    });
}
