// A product's regulatory information in the back office (decision 084): read it with what is missing, replace it.
import { z } from "@hono/zod-openapi";
import { CONCENTRATIONS, originsError, type ProductInformation } from "#core/product-information";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import type { AccountsContext } from "#server/modules/accounts/service";
import { saveInformation } from "#server/modules/catalog/information";
import type { ShopContext } from "#server/workflows/context";
import { informationForm } from "#server/workflows/product-information";
import { apiRouter, BODY_REFUSALS, json, jsonBody, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

const tags = ["Administration"];
const idParam = z.object({ id: z.string().min(1).max(200) });

/** A text fact: trimmed, empty → null (unknown). */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} : texte attendu.` })
    .trim()
    .max(max, `${label} : ${max} caractères au plus.`)
    .nullable()
    .transform((value) => (value ? value : null));

const words = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} : texte attendu.` })
        .trim()
        .min(1, `${label} : une note vide.`)
        .max(100),
    )
    .max(30, `${label} : 30 notes au plus.`);

const body = z
  .object({
    legal_name: text("Dénomination légale", 300),
    ingredients: z
      .array(
        z.object({
          name: z
            .string({ error: "Ingrédient : texte attendu." })
            .trim()
            .min(1, "Ingrédient : nommez-le ou retirez la ligne.")
            .max(200, "Ingrédient : 200 caractères au plus."),
          allergen: z.boolean({ error: "Allergène : vrai ou faux attendu." }),
        }),
      )
      .max(100, "Ingrédients : 100 au plus.")
      .nullable(),
    origins: z
      .array(
        z.object({
          country: z.string({ error: "Pays : texte attendu." }).trim().max(100, "Pays : 100 caractères au plus."),
          share_percent: z.number({ error: "Part : un nombre attendu." }).nullable(),
        }),
      )
      .max(30, "Pays d'origine : 30 au plus.")
      .nullable(),
    storage: text("Conservation", 500),
    operator: text("Exploitant", 500),
    concentration: z.enum(CONCENTRATIONS, { error: `Concentration : ${CONCENTRATIONS.join(", ")}.` }).nullable(),
    pyramid: z
      .object({ head: words("Notes de tête"), heart: words("Notes de cœur"), base: words("Notes de fond") })
      .nullable(),
    precautions: text("Précautions", 2000),
    pao_months: z
      .number({ error: "Durée après ouverture : un nombre de mois attendu." })
      .int("Durée après ouverture : un nombre entier de mois.")
      .min(1, "Durée après ouverture : 1 à 120 mois.")
      .max(120, "Durée après ouverture : 1 à 120 mois.")
      .nullable(),
  })
  .openapi("InformationsReglementaires");

const facts = z.object({
  legalName: z.string().nullable(),
  ingredients: z.array(z.object({ name: z.string(), allergen: z.boolean() })).nullable(),
  origins: z.array(z.object({ country: z.string(), sharePercent: z.number().nullable() })).nullable(),
  storage: z.string().nullable(),
  operator: z.string().nullable(),
  concentration: z.string().nullable(),
  pyramid: z.object({ head: z.array(z.string()), heart: z.array(z.string()), base: z.array(z.string()) }).nullable(),
  precautions: z.string().nullable(),
  paoMonths: z.number().int().nullable(),
});

const answer = z
  .object({
    information: facts,
    missing: z
      .array(z.string())
      .openapi({ description: "Les informations obligatoires manquantes (« à compléter »)." }),
    missing_labels: z.array(z.string()),
    shop_operator: z
      .string()
      .nullable()
      .openapi({ description: "L'exploitant par défaut : la société (identité de la boutique, /admin/identite)." }),
    real_payments: z.boolean(),
  })
  .openapi("FicheInformationsReglementaires");

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    one: on.get(
      "/{id}/information",
      "Les informations réglementaires d'un produit et celles, obligatoires, qui manquent",
      {
        request: { params: idParam },
        responses: { 200: json(answer, "Les informations."), ...refusals(401, 403, 404) },
      },
    ),
    save: on.put(
      "/{id}/information",
      "Remplace les informations réglementaires (null ou vide : inconnu, « à compléter ») ; parts des pays d'origine totalisant 100 si données",
      {
        request: { params: idParam, ...jsonBody(body) },
        responses: {
          200: json(answer.extend({ message: z.string() }), "Les informations enregistrées."),
          ...refusals(...BODY_REFUSALS, 401, 404),
        },
      },
    ),
  };
}

function factsFrom(input: z.infer<typeof body>): ProductInformation {
  const origins = input.origins?.map((o) => ({ country: o.country, sharePercent: o.share_percent })) ?? [];
  const error = originsError(origins);
  if (error) throw new ApiError(400, error, { field: "origins" });
  const ingredients = input.ingredients ?? [];
  const pyramid = input.pyramid;
  return {
    legalName: input.legal_name,
    ingredients: ingredients.length > 0 ? ingredients : null,
    origins: origins.length > 0 ? origins : null,
    storage: input.storage,
    operator: input.operator,
    concentration: input.concentration,
    pyramid: pyramid && pyramid.head.length + pyramid.heart.length + pyramid.base.length > 0 ? pyramid : null,
    precautions: input.precautions,
    paoMonths: input.pao_months,
  };
}

export function productInformationRoutes(accounts: AccountsContext, auth: AuthOptions, shop: ShopContext) {
  const r = routes(requireAdmin(accounts, auth));
  const answerFor = async (id: string) => {
    const form = await informationForm(shop, id);
    if (!form) throw new ApiError(404, "Produit introuvable.");
    return {
      information: form.product.information,
      missing: form.missing,
      missing_labels: form.missingLabels,
      shop_operator: form.shopOperator,
      real_payments: form.realPayments,
    };
  };
  return apiRouter()
    .openapi(r.one, async (c) => c.json(await answerFor(c.req.valid("param").id), 200))
    .openapi(r.save, async (c) => {
      const { id } = c.req.valid("param");
      const { changed } = await saveInformation(shop.db, c.var.actor, id, factsFrom(c.req.valid("json")));
      const message = changed ? "Informations réglementaires enregistrées." : "Aucun changement à enregistrer.";
      return c.json({ ...(await answerFor(id)), message }, 200);
    });
}
