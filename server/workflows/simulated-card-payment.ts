import { validateGuestEmail } from "#core/checkout";
import { normalisePhone, PHONE_COUNTRY_CODES, PHONE_MESSAGES } from "#core/phone";
import type { ShippingCountry } from "#core/pricing";
import { crashPoint } from "#server/crash-hook";
import { DomainError } from "#server/lib/domain-error";
import { SIMULATED_CARDS, type SimulatedCardProvider } from "#server/modules/payments/simulated-card";
import { clock, type ShopContext } from "./context";
import { handleCardEvent } from "./settle-payment";

type EventType = Parameters<SimulatedCardProvider["signedEvent"]>[0];

/** What the simulated card page sends: the test card and, for a direct purchase, the delivery address. */
export interface SimulatedCardForm {
  card_number: string;
  email?: string;
  name?: string;
  phone?: string;
  line1?: string;
  line2?: string;
  city?: string;
  postal_code?: string;
  country?: string;
}

export const CARD_DECLINED = "Paiement refusé par votre banque. Essayez une autre carte.";

export type SimulatedCardOutcome =
  | { outcome: "paid" | "cancelled"; redirect_url: string }
  /** The bank said no: the page says why and stays, its session open for another card. */
  | { outcome: "declined"; redirect_url: null; detail: string };

function simulator(ctx: ShopContext): SimulatedCardProvider {
  if (ctx.card.name !== "simulated") throw new DomainError("not-found", "Session de paiement introuvable.");
  return ctx.card as SimulatedCardProvider;
}

async function openSession(ctx: ShopContext, sessionId: string) {
  const session = await simulator(ctx).find(sessionId);
  if (!session) throw new DomainError("not-found", "Session de paiement introuvable.");
  if (session.status !== "open" || session.expiresAt <= clock(ctx)) {
    throw new DomainError(
      "conflict",
      "Cette session de paiement est terminée. Reprenez votre commande depuis le panier.",
    );
  }
  return session;
}

// The same path as a webhook from the outside: a signed body, verified, then acted on.
async function deliver(ctx: ShopContext, type: EventType, sessionId: string) {
  const cards = simulator(ctx);
  const session = await cards.find(sessionId);
  if (!session) return;
  const { rawBody, signature } = cards.signedEvent(type, session);
  await handleCardEvent(ctx, cards.verifyEvent(rawBody, signature));
}

const back = (url: string, sessionId: string) => url.replace("{CHECKOUT_SESSION_ID}", encodeURIComponent(sessionId));

/** The page's optional phone, checked for the country chosen and kept in E.164, as at the checkout. */
function optionalPhone(form: SimulatedCardForm): string {
  const typed = form.phone?.trim() ?? "";
  if (typed === "") return "";
  const countries = Object.keys(PHONE_COUNTRY_CODES) as ShippingCountry[];
  const country = countries.find((name) => PHONE_COUNTRY_CODES[name] === (form.country ?? "FR")) ?? "France";
  const phone = normalisePhone(typed, country);
  if (!phone) throw new DomainError("invalid", PHONE_MESSAGES[country], { field: "phone" });
  return phone;
}

function deliveryDetails(form: SimulatedCardForm): Record<string, string> {
  const email = (form.email ?? "").trim().toLowerCase();
  const problem = validateGuestEmail(email);
  if (problem) throw new DomainError("invalid", problem, { field: "email" });
  for (const [field, label] of [
    ["name", "Nom"],
    ["line1", "Adresse"],
    ["city", "Ville"],
    ["postal_code", "Code postal"],
  ] as const) {
    if (!form[field]?.trim()) throw new DomainError("invalid", `${label} requis pour la livraison.`, { field });
  }
  return {
    email,
    name: form.name!.trim(),
    phone: optionalPhone(form),
    line1: form.line1!.trim(),
    line2: form.line2?.trim() ?? "",
    city: form.city!.trim(),
    postalCode: form.postal_code!.trim(),
    country: form.country ?? "FR",
  };
}

/** The simulated card page's "Payer": the accepted test card pays; the declined one is refused, the order still payable. */
export async function paySimulatedCard(
  ctx: ShopContext,
  sessionId: string,
  form: SimulatedCardForm,
): Promise<SimulatedCardOutcome> {
  const session = await openSession(ctx, sessionId);
  const card = form.card_number.replace(/[\s-]/g, "");
  if (card === SIMULATED_CARDS.declined) {
    // As on Stripe's page: the bank's refusal is said on the spot and the session stays open for another card.
    ctx.events?.paymentFailed();
    return { outcome: "declined", redirect_url: null, detail: CARD_DECLINED };
  }
  if (card !== SIMULATED_CARDS.success) {
    throw new DomainError(
      "invalid",
      "Numéro de carte de test inconnu : utilisez 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (carte refusée).",
    );
  }
  await simulator(ctx).complete(session.id, session.collectAddress ? deliveryDetails(form) : null);
  // Paid at the "provider", not yet at the shop: where a crash must lose nothing (crash-recovery.test.ts).
  crashPoint("simulated-card-paid");
  await deliver(ctx, "checkout.session.completed", session.id);
  return { outcome: "paid", redirect_url: back(session.successUrl, session.id) };
}

/** The simulated card page's "Annuler": the session expires and the order is released. */
export async function cancelSimulatedCard(ctx: ShopContext, sessionId: string): Promise<SimulatedCardOutcome> {
  const session = await openSession(ctx, sessionId);
  await simulator(ctx).expireSession(session.id);
  await deliver(ctx, "checkout.session.expired", session.id);
  return { outcome: "cancelled", redirect_url: back(session.cancelUrl, session.id) };
}
