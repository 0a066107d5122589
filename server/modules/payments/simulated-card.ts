import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Db } from "#server/db/client";
import { firstOrNull } from "#server/db/first-row";
import { placeholdersFor, reusableQuery, valuesFor } from "#server/db/reusable-query";
import {
  type CardEvent,
  type CardEventType,
  type CardProvider,
  type CheckoutSessionInput,
  type ProviderSession,
  WebhookSignatureError,
} from "./card-provider";
import { simulatedCardSessions } from "./schema";

// The built-in card payment page: sessions live in our database, and every outcome reaches the shop as an event
// signed the way Stripe signs its webhooks, through the same verification and fulfilment as a real payment.

export type SimulatedSession = typeof simulatedCardSessions.$inferSelect;

/** Test cards of the simulated page (spaces ignored). */
export const SIMULATED_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
} as const;

// Only the signature helpers of the SDK are used: no call leaves the machine.
const signer = new Stripe("sk_test_simulateur_local");

export function toProviderSession(row: SimulatedSession): ProviderSession {
  const details = row.customerDetails;
  return {
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    amountTotalCents: row.amountCents,
    currency: row.currency,
    orderId: row.orderId,
    customerEmail: details?.email ?? row.customerEmail,
    shipping: details
      ? {
          name: details.name ?? null,
          phone: details.phone ?? null,
          line1: details.line1 ?? null,
          line2: details.line2 ?? null,
          city: details.city ?? null,
          postalCode: details.postalCode ?? null,
          country: details.country ?? null,
        }
      : null,
  };
}

export interface SimulatedCardProvider extends CardProvider {
  readonly name: "simulated";
  find(sessionId: string): Promise<SimulatedSession | null>;
  /** The test card was accepted: paid at the "provider", with the address the page collected (if it did). */
  complete(sessionId: string, customerDetails: Record<string, string> | null): Promise<void>;
  /** A signed event for this session, as the webhook endpoint receives it. */
  signedEvent(type: CardEventType, session: SimulatedSession): { rawBody: string; signature: string };
}

const sessionKeys = [
  "id",
  "orderId",
  "amountCents",
  "currency",
  "lines",
  "customerEmail",
  "packageName",
  "collectAddress",
  "successUrl",
  "cancelUrl",
  "expiresAt",
] as const satisfies readonly (keyof typeof simulatedCardSessions.$inferInsert)[];

/** Written in the checkout's transaction: built once (decision 071). */
const insertSession = reusableQuery({}, (db) =>
  db.insert(simulatedCardSessions).values(placeholdersFor("", sessionKeys) as never),
);

/** A session of the simulated page, written with `db` (the shop's database or the placing transaction). */
async function createSessionIn(db: Db, input: CheckoutSessionInput) {
  const id = `cs_sim_${randomBytes(12).toString("hex")}`;
  const session: Required<Pick<typeof simulatedCardSessions.$inferInsert, (typeof sessionKeys)[number]>> = {
    id,
    orderId: input.orderId,
    amountCents: input.totalCents,
    currency: input.currency,
    lines: [
      ...input.lines,
      ...(input.discountCents > 0 ? [{ name: "Réduction", quantity: 1, unitPriceCents: -input.discountCents }] : []),
      ...(input.shippingCents > 0 ? [{ name: "Livraison", quantity: 1, unitPriceCents: input.shippingCents }] : []),
    ],
    customerEmail: input.customerEmail,
    packageName: input.packageName,
    collectAddress: input.collectAddress,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    expiresAt: input.expiresAt,
  };
  await insertSession.run(db, "", valuesFor("", session, sessionKeys));
  // A path of the shop itself: the simulated page is served wherever the shop is.
  return { sessionId: id, url: `/paiement-simule/${id}` };
}

export function createSimulatedProvider(options: { db: Db; secret: string; now?: () => Date }): SimulatedCardProvider {
  const { db, secret } = options;
  const now = () => (options.now ? options.now() : new Date());

  const find = (sessionId: string) =>
    firstOrNull(db.select().from(simulatedCardSessions).where(eq(simulatedCardSessions.id, sessionId)));

  return {
    name: "simulated",
    createSession: (input) => createSessionIn(db, input),
    createSessionIn,
    async getSession(sessionId) {
      const row = await find(sessionId);
      if (!row) throw new Error(`session simulée inconnue : ${sessionId}`);
      if (row.status === "open" && row.expiresAt <= now()) return { ...toProviderSession(row), status: "expired" };
      return toProviderSession(row);
    },
    async expireSession(sessionId) {
      await db.update(simulatedCardSessions).set({ status: "expired" }).where(eq(simulatedCardSessions.id, sessionId));
    },
    // No money moved, none to give back: a refund id derived from the key, so a repeated request gets the same,
    // and asking it again is how an unanswered one is reconciled (it keeps no list of its refunds).
    async refund(input) {
      const digest = createHash("sha256").update(`${input.sessionId} ${input.idempotencyKey}`).digest("hex");
      return {
        id: `re_sim_${digest.slice(0, 24)}`,
        amountCents: input.amountCents,
        status: "succeeded",
        intentId: input.intentId,
        failure: null,
      };
    },
    refundsOf: () => Promise.resolve([]),
    sessionOfPayment: () => Promise.resolve(null),
    async complete(sessionId, customerDetails) {
      await db
        .update(simulatedCardSessions)
        .set({ status: "complete", paymentStatus: "paid", customerDetails })
        .where(eq(simulatedCardSessions.id, sessionId));
    },
    verifyEvent(rawBody, signatureHeader): CardEvent {
      if (!signatureHeader) throw new WebhookSignatureError("En-tête Stripe-Signature absent.");
      let event: { id: string; type: string; data: { object: SimulatedSession } };
      try {
        event = signer.webhooks.constructEvent(rawBody, signatureHeader, secret) as unknown as typeof event;
      } catch (err) {
        throw new WebhookSignatureError(err instanceof Error ? err.message : "Signature invalide.");
      }
      const row = event.data.object;
      return {
        id: event.id,
        type: event.type,
        session: toProviderSession({
          ...row,
          createdAt: new Date(row.createdAt),
          expiresAt: new Date(row.expiresAt),
        }),
      };
    },
    find,
    signedEvent(type, session) {
      const rawBody = JSON.stringify({
        id: `evt_sim_${randomBytes(12).toString("hex")}`,
        object: "event",
        type,
        created: Math.floor(now().getTime() / 1000),
        data: { object: session },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload: rawBody, secret });
      return { rawBody, signature };
    },
  };
}
