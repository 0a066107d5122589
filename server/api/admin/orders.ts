// The back office's orders under /api/admin/orders (docs/decisions/025-order-fulfilment-and-refunds.md).
import { type RouteConfig, z } from "@hono/zod-openapi";
import { FREE_REFUND_REASON_IDS } from "#core/free-refund";
import { CARRIER_IDS, TRACKING_NUMBER_PATTERN } from "#core/fulfilment";
import { formatEuros } from "#core/money";
import { refundRequestOf } from "#core/refund-request";
import type { AuthOptions } from "#server/http/current-user";
import { ApiError } from "#server/http/errors";
import type { AccountsContext } from "#server/modules/accounts/service";
import { BACK_OFFICE_FILTERS } from "#server/modules/orders/back-office";
import { backOfficeOrder, backOfficeOrderList } from "#server/workflows/back-office-order-view";
import {
  cancelOrder,
  deliverOrder,
  noteOrder,
  prepareOrder,
  resolveOrderFlag,
  shipOrder,
} from "#server/workflows/back-office-orders";
import { refundOrder } from "#server/workflows/refund-order";
import type { ShopContext } from "#server/workflows/context";
import { processWithdrawal } from "#server/workflows/withdrawal";
import { apiRouter, BODY_REFUSALS, firstValue, json, jsonBody, pageOf, refusals, routesOf } from "../contract";
import { pageQuery, searchQuery } from "./list-query";
import { giftShape, orderLineFigures, parcelTracking, pickupPointShape } from "../order-shapes";
import { requireAdmin } from "./access";

const tags = ["Administration"];
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date attendue au format AAAA-MM-JJ.");

const listQuery = z.object({
  status: firstValue(z.enum(BACK_OFFICE_FILTERS, { error: "Statut inconnu." }).optional()),
  payment_method: firstValue(z.enum(["card", "crypto"], { error: "Moyen de paiement inconnu." }).optional()),
  from: firstValue(day.optional()),
  to: firstValue(day.optional()),
  q: searchQuery,
  page: pageQuery,
});

const summary = z
  .object({
    reference: z.string(),
    status: z.string(),
    fulfilment: z.enum(["preparing", "shipped", "delivered"]).nullable(),
    statusLabel: z.string().openapi({ example: "À préparer" }),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    email: z.string().nullable(),
    customerName: z.string(),
    paymentMethod: z.enum(["card", "crypto"]),
    provider: z.string(),
    testMode: z.boolean(),
    totalCents: z.number().int(),
    refundedCents: z.number().int(),
    attention: z.boolean(),
  })
  .openapi("CommandeAdmin");

const detail = summary
  .extend({
    userId: z.string().nullable(),
    lines: z.array(
      z.object({
        id: z.number().int(),
        ...orderLineFigures,
        discountShareCents: z.number().int(),
        lots: z
          .array(z.object({ code: z.string(), quantity: z.number().int() }))
          .openapi({ description: "Les lots expédiés pour la ligne (décision 038), après la préparation" }),
      }),
    ),
    ...parcelTracking,
    pickupPoint: pickupPointShape.nullable(),
    gift: giftShape.nullable(),
    giftWrappingCents: z.number().int(),
    refunds: z.array(z.object({ id: z.number().int(), amountCents: z.number().int(), method: z.string() })),
    withdrawals: z.array(
      z.object({
        id: z.number().int(),
        at: z.string(),
        allLines: z.boolean(),
        lines: z.array(z.object({ lineId: z.number().int(), name: z.string(), quantity: z.number().int() })),
        processedAt: z.string().nullable(),
      }),
    ),
  })
  .passthrough()
  .openapi("FicheCommandeAdmin");

const reference = z.object({ reference: z.string().max(40) });
const comment = (what: string) =>
  z
    .string({ error: `${what} requis.` })
    .trim()
    .min(3, `${what} : 3 caractères au moins.`)
    .max(1000, `${what} : 1000 caractères au plus.`);

const shipBody = z.object({
  carrier: z.enum(CARRIER_IDS, { error: "Choisissez le transporteur." }),
  carrier_other: z.string().trim().max(60).optional(),
  tracking_number: z
    .string({ error: "Indiquez le numéro de suivi." })
    .trim()
    .regex(TRACKING_NUMBER_PATTERN, "Numéro de suivi invalide : 3 à 40 lettres, chiffres, espaces ou tirets."),
  tracking_url: z.string().trim().max(500).optional(),
});

const refundBody = z.object({
  request_key: z
    .string({ error: "Clé de demande manquante : rechargez la page." })
    .regex(/^[A-Za-z0-9_-]{16,80}$/, "Clé de demande invalide : rechargez la page."),
  full: z.boolean().default(false),
  lines: z
    .array(z.object({ line_id: z.number().int().positive(), quantity: z.number().int().min(0).max(1000) }))
    .max(200)
    .default([]),
  shipping: z.boolean().default(false),
  free: z
    .object({
      reason: z.enum(FREE_REFUND_REASON_IDS, { error: "Motif : frais de livraison, geste commercial ou autre." }),
      amount_cents: z
        .number({ error: "Montant : indiquez un montant en euros." })
        .int("Montant : au centime près.")
        .positive("Montant : indiquez un montant en euros supérieur à 0 (par exemple 4,90)."),
    })
    .optional()
    .openapi({ description: "Un montant libre et son motif, seul (ni article ni livraison avec lui)." }),
  note: z.string().trim().max(1000, "Note : 1000 caractères au plus.").default(""),
});

const refundAnswer = z.object({
  order: summary,
  refund: z
    .object({ id: z.number().int(), amount_cents: z.number().int(), method: z.string() })
    .nullable()
    .openapi({ description: "Null tant que le prestataire n'a pas répondu (pending)." }),
  pending: z.boolean().openapi({
    description: "Demandé au prestataire, réponse perdue : vérifié automatiquement, à ne pas refaire.",
  }),
  replayed: z.boolean().openapi({ description: "Cette clé avait déjà remboursé : rien de plus n'est fait." }),
  message: z.string(),
});

const prepareBody = z.object({
  lots: z
    .array(
      z.object({ line_id: z.number().int().positive(), lot_id: z.string().regex(/^[a-f0-9]{24}$/, "Lot inconnu.") }),
    )
    .max(200)
    .default([]),
});

const changed = z.object({ order: summary, message: z.string() });

function routes(middleware: ReturnType<typeof requireAdmin>) {
  const on = routesOf({ tags, middleware });
  const answers = {
    200: json(changed, "La commande après le changement."),
    ...refusals(...BODY_REFUSALS, 401, 404, 409),
  };
  /** A change of the order at `/{reference}/<path>`, with what else it takes (a body). */
  const action = <P extends string, R extends NonNullable<RouteConfig["request"]>>(
    path: P,
    summaryText: string,
    request: R,
  ) =>
    on.post(`/{reference}/${path}` as `/{reference}/${P}`, summaryText, {
      request: { params: reference, ...request },
      responses: answers,
    });
  return {
    list: on.get(
      "/",
      "Les commandes, filtrées (statut, moyen de paiement, dates, recherche), les plus récentes d'abord",
      {
        request: { query: listQuery },
        responses: {
          200: json(pageOf("orders", summary), "Une page de commandes."),
          ...refusals(400, 401, 403),
        },
      },
    ),
    one: on.get(
      "/{reference}",
      "Une commande : lignes, montants, adresse, paiements, mails, notes, remboursements, journal",
      {
        request: { params: reference },
        responses: { 200: json(z.object({ order: detail }), "La commande."), ...refusals(401, 403, 404) },
      },
    ),
    prepare: action(
      "prepare",
      "Payée → en préparation (une seule fois) ; chaque ligne de miel ou de Shilajit prend son lot, le plus ancien par défaut",
      {
        body: {
          required: false,
          description: "Un autre lot que le plus ancien, pour certaines lignes (décision 038)",
          content: { "application/json": { schema: prepareBody } },
        },
      },
    ),
    ship: action(
      "ship",
      "En préparation → expédiée, avec le transporteur et le suivi ; un mail au client",
      jsonBody(shipBody),
    ),
    deliver: action("deliver", "Expédiée → livrée", {}),
    cancel: action("cancel", "Annule une commande non payée : stock et code rendus", {}),
    withdrawalProcessed: action(
      "withdrawal/processed",
      "Marque traitée la rétractation en attente de la commande (colis reçu, remboursement fait)",
      {},
    ),
    resolve: action(
      "resolve",
      "Résout le signalement de la commande avec un commentaire",
      jsonBody(z.object({ comment: comment("Commentaire") })),
    ),
    note: action("notes", "Ajoute une note de l'équipe", jsonBody(z.object({ body: comment("Note") }))),
    refund: on.post(
      "/{reference}/refunds",
      "Rembourse en entier ou des lignes choisies ; une seule fois par clé de demande",
      {
        request: { params: reference, ...jsonBody(refundBody) },
        responses: {
          200: json(refundAnswer, "Le remboursement fait (ou déjà fait avec cette clé)."),
          202: json(
            refundAnswer,
            "Demandé au prestataire, sans réponse : il sera vérifié automatiquement (ne pas le refaire).",
          ),
          ...refusals(...BODY_REFUSALS, 401, 404, 409, 502),
        },
      },
    ),
  };
}

export function orderAdminRoutes(accounts: AccountsContext, auth: AuthOptions, shop: ShopContext) {
  const r = routes(requireAdmin(accounts, auth));
  const summaryOf = async (ref: string) => {
    const order = await backOfficeOrder(shop.db, ref, shop.carrier.name);
    if (!order) throw new ApiError(404, "Commande introuvable.");
    return order;
  };
  const answer = async (ref: string, message: string) => ({ order: await summaryOf(ref), message });
  return apiRouter()
    .openapi(r.list, async (c) => {
      const q = c.req.valid("query");
      const result = await backOfficeOrderList(shop.db, {
        status: q.status,
        paymentMethod: q.payment_method,
        from: q.from,
        to: q.to,
        q: q.q,
        page: q.page,
      });
      return c.json(result, 200);
    })
    .openapi(r.one, async (c) => c.json({ order: await summaryOf(c.req.valid("param").reference) }, 200))
    .openapi(r.prepare, async (c) => {
      const picks = new Map((c.req.valid("json").lots ?? []).map((p) => [p.line_id, p.lot_id]));
      const order = await prepareOrder(shop, c.var.actor, c.req.valid("param").reference, picks);
      return c.json(await answer(order.reference, "Commande passée en préparation."), 200);
    })
    .openapi(r.ship, async (c) => {
      const body = c.req.valid("json");
      const order = await shipOrder(shop, c.var.actor, c.req.valid("param").reference, {
        carrier: body.carrier,
        carrierOther: body.carrier_other,
        trackingNumber: body.tracking_number,
        trackingUrl: body.tracking_url,
      });
      return c.json(await answer(order.reference, "Commande expédiée : le client a reçu le lien de suivi."), 200);
    })
    .openapi(r.deliver, async (c) => {
      const order = await deliverOrder(shop, c.var.actor, c.req.valid("param").reference);
      return c.json(await answer(order.reference, "Commande marquée livrée."), 200);
    })
    .openapi(r.cancel, async (c) => {
      const order = await cancelOrder(shop, c.var.actor, c.req.valid("param").reference);
      return c.json(await answer(order.reference, "Commande annulée : stock et code rendus."), 200);
    })
    .openapi(r.withdrawalProcessed, async (c) => {
      const ref = c.req.valid("param").reference;
      await processWithdrawal(shop, c.var.actor, ref);
      return c.json(await answer(ref, "Rétractation marquée traitée."), 200);
    })
    .openapi(r.resolve, async (c) => {
      const order = await resolveOrderFlag(
        shop,
        c.var.actor,
        c.req.valid("param").reference,
        c.req.valid("json").comment,
      );
      return c.json(await answer(order.reference, "Signalement résolu."), 200);
    })
    .openapi(r.note, async (c) => {
      const ref = c.req.valid("param").reference;
      await noteOrder(shop, c.var.actor, ref, c.req.valid("json").body);
      return c.json(await answer(ref, "Note ajoutée."), 200);
    })
    .openapi(r.refund, async (c) => {
      const body = c.req.valid("json");
      const ref = c.req.valid("param").reference;
      const result = await refundOrder(shop, c.var.actor, ref, refundRequestOf(body));
      const { order } = await answer(ref, "");
      if (result.state === "waiting") {
        return c.json({ order, refund: null, pending: true, replayed: false, message: result.message }, 202);
      }
      return c.json(
        {
          order,
          refund: { id: result.refund.id, amount_cents: result.refund.amountCents, method: result.refund.method },
          pending: false,
          replayed: result.replayed,
          message: result.replayed
            ? "Ce remboursement était déjà fait : rien de plus n'a été remboursé."
            : `Remboursement de ${formatEuros(result.refund.amountCents)} effectué.`,
        },
        200,
      );
    });
}
