// The carrier's label of an order under /api/admin/orders/{reference}/label (decision 104).
import { z } from "@hono/zod-openapi";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import { TRACKING_OUTCOMES } from "#server/workflows/carrier-tracking";
import type { AccountsContext } from "#server/modules/accounts/service";
import { labelWeightInput } from "#server/modules/shipping/labels/input";
import type { ShopContext } from "#server/workflows/context";
import { cancelLabel, createLabel, labelPdf } from "#server/workflows/shipping-labels";
import { advanceSimulatedParcel } from "#server/workflows/simulated-tracking";
import { apiRouter, BODY_REFUSALS, json, jsonBody, pdfResponse, refusals, routesOf } from "../contract";
import { requireAdmin } from "./access";

const tags = ["Administration"];
const reference = z.object({ reference: z.string().max(40) });

const createBody = z.object({ weight_grams: labelWeightInput });

const labelAnswer = z.object({
  label: z.object({
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    weight_grams: z.number().int(),
  }),
  message: z.string(),
});

const advanceAnswer = z.object({
  tracking_status: z.string().openapi({ description: "Le statut du colis joué : shipped, in_transit, delivered…" }),
  outcome: z.enum(TRACKING_OUTCOMES),
  fulfilment: z.enum(["preparing", "shipped", "delivered"]).nullable(),
  step: z.string().openapi({ description: "L'étape de la commande après l'événement, en français" }),
  message: z.string(),
});

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  return {
    create: on.post(
      "/{reference}/label",
      "Crée l'étiquette du transporteur d'une commande payée, pas encore expédiée ; une seule ouverte par commande",
      {
        request: { params: reference, ...jsonBody(createBody) },
        responses: {
          200: json(labelAnswer, "L'étiquette créée."),
          ...refusals(...BODY_REFUSALS, 401, 404, 409, 502, 503),
        },
      },
    ),
    pdf: on.get("/{reference}/label.pdf", "L'étiquette de la commande, en PDF, à imprimer", {
      request: { params: reference },
      responses: {
        200: { description: "Le PDF.", content: { "application/pdf": { schema: z.string() } } },
        ...refusals(401, 403, 404),
      },
    }),
    cancel: on.post("/{reference}/label/cancel", "Annule l'étiquette chez le transporteur ; une autre peut suivre", {
      request: { params: reference },
      responses: {
        200: json(z.object({ message: z.string() }), "L'étiquette annulée."),
        ...refusals(401, 403, 404, 409, 502, 503),
      },
    }),
    advance: on.post(
      "/{reference}/label/advance",
      "Transporteur simulé seulement : joue l'événement de suivi suivant du colis (annoncé → remis au transporteur → en cours d'acheminement → livré), reçu comme le webhook du transporteur",
      {
        request: { params: reference },
        responses: {
          200: json(advanceAnswer, "L'événement joué et l'étape de la commande après lui."),
          ...refusals(401, 403, 404, 409),
        },
      },
    ),
  };
}

export function shippingLabelRoutes(accounts: AccountsContext, auth: AuthOptions, shop: ShopContext) {
  const r = routes(requireAdmin(accounts, auth));
  return apiRouter()
    .openapi(r.create, async (c) => {
      const { reference } = c.req.valid("param");
      const made = await createLabel(shop, c.var.actor, reference, c.req.valid("json").weight_grams);
      return c.json(
        {
          label: {
            carrier: made.carrier,
            tracking_number: made.trackingNumber,
            tracking_url: made.trackingUrl,
            weight_grams: made.weightGrams,
          },
          message: "Étiquette créée : imprimez-la et collez-la sur le colis.",
        },
        200,
      );
    })
    .openapi(r.pdf, async (c) => {
      const pdf = await labelPdf(shop.db, c.req.valid("param").reference);
      if (!pdf) throw new ApiError(404, "Cette commande n'a pas d'étiquette.");
      return pdfResponse(c, pdf);
    })
    .openapi(r.cancel, async (c) => {
      await cancelLabel(shop, c.var.actor, c.req.valid("param").reference);
      return c.json({ message: "Étiquette annulée : vous pouvez en créer une autre." }, 200);
    })
    .openapi(r.advance, async (c) => {
      const { event, outcome, order, stepLabel } = await advanceSimulatedParcel(
        shop,
        c.var.actor,
        c.req.valid("param").reference,
      );
      return c.json(
        {
          tracking_status: event.status,
          outcome,
          fulfilment: order.fulfilment,
          step: stepLabel,
          message: `Colis : ${event.message}. Commande : ${stepLabel.toLowerCase()}.`,
        },
        200,
      );
    });
}
