// Lots of honey and Shilajit under /api/admin/lots (docs/decisions/038-lots-and-recall.md).
import { z } from "@hono/zod-openapi";
import { normaliseCode } from "#core/codes";
import { LOT_LIMITS, recallMessage } from "#core/lots";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import { hasUnsafeCharacter } from "#server/http/guards";
import type { AccountsContext } from "#server/modules/accounts/service";
import { PDF_REFUSALS } from "#server/modules/media/documents";
import { lotQrSvg } from "#server/workflows/lot-label";
import {
  createLot,
  editLot,
  type LotContext,
  lotDetail,
  lotsOverview,
  sendLotRecall,
  uploadLotAnalysis,
} from "#server/workflows/lots";
import { apiRouter, BODY_REFUSALS, firstValue, json, jsonBody, multipartBody, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

const tags = ["Administration"];

const text = (max: number) =>
  z
    .string()
    .max(max, `${max} caractères au plus.`)
    .refine((value) => !hasUnsafeCharacter(value), "Caractères non autorisés.");
const measure = z.number().finite().nullable().default(null);

const draftBody = z
  .object({
    code: text(40).openapi({ example: "L25-SIDR-250G" }),
    product_id: text(100),
    variant_id: text(100)
      .nullable()
      .default(null)
      .openapi({ description: "Le format (miels) ; null pour le Shilajit" }),
    harvest_date: text(10).openapi({ example: "2025-06-15" }),
    best_before: text(10).openapi({ example: "2027-06-15" }),
    region: text(LOT_LIMITS.text),
    producer: text(LOT_LIMITS.text),
    quantity_received: z.number().int().openapi({ description: "Unités reçues (pots)" }),
    moisture_percent: measure.openapi({ description: "Humidité, %" }),
    hmf_mg_kg: measure.openapi({ description: "HMF, mg/kg" }),
    diastase: measure.openapi({ description: "Indice diastasique (Schade)" }),
    pollen_summary: text(LOT_LIMITS.pollen).default(""),
  })
  .openapi("LotSaisie");

const draftOf = (body: z.infer<typeof draftBody>) => ({
  code: normaliseCode(body.code),
  productId: body.product_id,
  variantId: body.variant_id,
  harvestDate: body.harvest_date,
  bestBefore: body.best_before,
  region: body.region,
  producer: body.producer,
  quantityReceived: body.quantity_received,
  moisturePercent: body.moisture_percent,
  hmfMgKg: body.hmf_mg_kg,
  diastase: body.diastase,
  pollenSummary: body.pollen_summary,
});

const lot = z
  .object({
    id: z.string(),
    code: z.string(),
    productId: z.string(),
    productName: z.string(),
    variantId: z.string().nullable(),
    format: z.string().nullable(),
    harvestDate: z.string(),
    bestBefore: z.string(),
    region: z.string(),
    producer: z.string(),
    quantityReceived: z.number().int(),
    remaining: z.number().int(),
    moisturePercent: z.number().nullable(),
    hmfMgKg: z.number().nullable(),
    diastase: z.number().nullable(),
    pollenSummary: z.string(),
    analysisKey: z.string().nullable().openapi({ description: "Le PDF du laboratoire, servi sous /media/{clé}" }),
  })
  .openapi("Lot");

const recipient = z
  .object({
    reference: z.string(),
    email: z.string().nullable(),
    customerName: z.string(),
    preparedAt: z.string().nullable(),
    lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
    notifiedAt: z.string().nullable(),
  })
  .openapi("DestinataireLot");

const idParam = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, "Lot introuvable.") });

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    list: on.get("/", "Les miels et le Shilajit avec leurs lots, les plus anciens d'abord", {
      request: { query: z.object({ product: firstValue(z.string().max(100).optional()) }) },
      responses: {
        200: json(
          z.object({
            products: z.array(
              z.object({ id: z.string(), name: z.string(), kind: z.string(), lots: z.array(lot.passthrough()) }),
            ),
          }),
          "Les produits et leurs lots.",
        ),
        ...refusals(400, 401, 403),
      },
    }),
    create: on.post("/", "Enregistre un lot reçu (code unique), avec son analyse", {
      request: jsonBody(draftBody),
      responses: {
        201: json(z.object({ lot, message: z.string() }), "Le lot créé."),
        ...refusals(...BODY_REFUSALS, 401, 409),
      },
    }),
    one: on.get("/{id}", "Un lot, les commandes et clients qui l'ont reçu, son QR code", {
      request: { params: idParam },
      responses: {
        200: json(
          z.object({ lot, recipients: z.array(recipient), public_url: z.string(), qr_svg: z.string() }),
          "Le lot.",
        ),
        ...refusals(401, 403, 404),
      },
    }),
    update: on.put("/{id}", "Modifie un lot (la quantité reçue ne descend pas sous les unités expédiées)", {
      request: { params: idParam, ...jsonBody(draftBody) },
      responses: {
        200: json(z.object({ lot, message: z.string() }), "Le lot modifié."),
        ...refusals(...BODY_REFUSALS, 401, 404, 409),
      },
    }),
    analysis: on.post(
      "/{id}/analysis",
      "Téléverse le rapport du laboratoire (PDF vérifié sur son contenu, 5 Mo au plus)",
      {
        request: {
          params: idParam,
          ...multipartBody(
            z.object({ file: z.any().optional().openapi({ type: "string", format: "binary", description: "PDF" }) }),
          ),
        },
        responses: {
          200: json(z.object({ analysis_key: z.string(), message: z.string() }), "Le rapport enregistré."),
          ...refusals(...BODY_REFUSALS, 401, 404),
        },
      },
    ),
    recall: on.post(
      "/{id}/recall",
      "Envoie le mail de rappel à chaque client qui a reçu le lot, une seule fois par client",
      {
        request: {
          params: idParam,
          ...jsonBody(
            z.object({
              confirm: z.literal(true, { error: "Confirmez l'envoi du rappel (confirm: true)." }),
            }),
          ),
        },
        responses: {
          200: json(
            z.object({ sent: z.number().int(), already_told: z.number().int(), message: z.string() }),
            "Les mails envoyés ; ceux déjà prévenus ne le sont pas deux fois.",
          ),
          ...refusals(...BODY_REFUSALS, 401, 404),
        },
      },
    ),
  };
}

export function lotAdminRoutes(accounts: AccountsContext, auth: AuthOptions, ctx: LotContext) {
  const r = routes(requireAdmin(accounts, auth));
  return apiRouter()
    .openapi(r.list, async (c) => c.json({ products: await lotsOverview(ctx.db, c.req.valid("query").product) }, 200))
    .openapi(r.create, async (c) => {
      const created = await createLot(ctx, c.var.actor, draftOf(c.req.valid("json")));
      return c.json({ lot: created, message: `Lot ${created.code} enregistré.` }, 201);
    })
    .openapi(r.one, async (c) => {
      const found = await lotDetail(ctx.db, c.req.valid("param").id);
      if (!found) throw new ApiError(404, "Lot introuvable.");
      const publicUrl = `${ctx.publicUrl}/lot/${found.lot.code}`;
      return c.json(
        { lot: found.lot, recipients: found.recipients, public_url: publicUrl, qr_svg: await lotQrSvg(publicUrl) },
        200,
      );
    })
    .openapi(r.update, async (c) => {
      const saved = await editLot(ctx, c.var.actor, c.req.valid("param").id, draftOf(c.req.valid("json")));
      return c.json({ lot: saved, message: `Lot ${saved.code} enregistré.` }, 200);
    })
    .openapi(r.analysis, async (c) => {
      const { file } = c.req.valid("form") as { file: unknown };
      if (!(file instanceof File) || file.size === 0) throw new ApiError(400, PDF_REFUSALS.missing);
      if (file.size > LOT_LIMITS.pdfBytes) throw new ApiError(413, PDF_REFUSALS.bytes);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const key = await uploadLotAnalysis(ctx, c.var.actor, c.req.valid("param").id, bytes);
      return c.json({ analysis_key: key, message: "Rapport d'analyse enregistré." }, 200);
    })
    .openapi(r.recall, async (c) => {
      const result = await sendLotRecall(ctx, c.var.actor, c.req.valid("param").id);
      return c.json({ sent: result.sent, already_told: result.alreadyTold, message: recallMessage(result) }, 200);
    });
}
