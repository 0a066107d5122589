// What the shop needs of a carrier platform (issue 32, decision 102). Two implement it: the built-in simulated
// carrier (default, offline) and Sendcloud. Weights are in grams, money in integer cents, countries ISO 3166 alpha-2.

import type { OrderDeliveryMethod } from "#core/delivery-methods";
import type { PickupPointSnapshot } from "#core/pickup-point";

export const CARRIER_COUNTRIES = ["FR", "BE", "LU", "CH"] as const;
export type CarrierCountry = (typeof CARRIER_COUNTRIES)[number];

/** How the customer receives the parcel. */
export type DeliveryMethod = OrderDeliveryMethod;

export const WEEKDAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * The platform's point: what an order keeps of it (`PickupPointSnapshot`: the platform's id, given back when the
 * parcel is created; the carrier, « Mondial Relay », « Colissimo relais »…; name and address), and what the list shows.
 */
export interface PickupPoint extends PickupPointSnapshot {
  country: CarrierCountry;
  /** From the searched postal code; null when the platform gave none. */
  distanceMetres: number | null;
  /** Monday to Sunday, in French: « 9 h 00 – 12 h 30, 14 h 00 – 19 h 00 » or « fermé ». */
  openingHours: { day: Weekday; hours: string }[];
}

export interface PickupPointQuery {
  country: CarrierCountry;
  postalCode: string;
  /** How many points at most, nearest first. */
  limit: number;
}

export interface Addressee {
  name: string;
  company?: string | null;
  /** Street and number, as the customer wrote them. */
  street: string;
  line2?: string | null;
  postalCode: string;
  city: string;
  country: CarrierCountry;
  email: string;
  phone?: string | null;
}

export interface ParcelInput {
  /** The order's reference, printed on the label and kept by the platform. */
  orderReference: string;
  method: DeliveryMethod;
  /** The chosen point's id (`PickupPoint.id`) when the method is « pickup ». */
  pickupPointId?: string | null;
  addressee: Addressee;
  weightGrams: number;
  /** What the goods are worth, for the carrier's declaration. */
  valueCents: number;
}

export interface CreatedParcel {
  parcelId: string;
  trackingNumber: string;
  /** The carrier's public tracking page; null when there is none (the simulated carrier). */
  trackingUrl: string | null;
  carrier: string;
  labelPdf: Buffer;
}

export type TrackingStatus =
  | "announced"
  | "shipped"
  | "in_transit"
  | "awaiting_pickup"
  | "delivered"
  | "exception"
  | "cancelled"
  /** A status the shop does not act on (its text is in `message`). */
  | "other";

export interface TrackingEvent {
  /** Stable across the platform's retries of one delivery: the shop applies each event once. */
  eventId: string;
  parcelId: string;
  status: TrackingStatus;
  /** When the carrier saw it: out-of-order events are recognised by this. */
  at: Date;
  /** The platform's own wording of the status. */
  message: string;
}

export type WebhookVerdict =
  | { ok: true; events: TrackingEvent[] }
  | { ok: false; refusal: "missing-signature" | "bad-signature" | "unreadable"; message: string };

/**
 * The platform could not be reached or did not answer in time (network, timeout, 5xx, 429). For a parcel's
 * creation the outcome is unknown: retry with the same idempotency key, never with a new one.
 */
export class CarrierUnavailableError extends Error {
  override name = "CarrierUnavailableError";
}

/** The platform refused the request (invalid data, keys, unknown parcel): nothing was made, a retry won't help. */
export class CarrierRefusedError extends Error {
  override name = "CarrierRefusedError";
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export interface CarrierProvider {
  readonly name: "simulated" | "sendcloud";
  /** The nearest pickup points to a postal code, nearest first. */
  pickupPoints(query: PickupPointQuery): Promise<PickupPoint[]>;
  /**
   * Announces the parcel and returns its label. The same `idempotencyKey` never makes a second parcel (nor a second
   * label), however often the call is repeated after a lost answer.
   */
  createParcel(parcel: ParcelInput, options: { idempotencyKey: string }): Promise<CreatedParcel>;
  /**
   * The parcel made earlier under this idempotency key, with its label, or null when the platform has none: the
   * label reconciliation's question for an attempt it must not complete (decision 108).
   */
  findParcel(idempotencyKey: string): Promise<CreatedParcel | null>;
  /** Cancels the label of a parcel not yet handed to the carrier. */
  cancelParcel(parcelId: string): Promise<void>;
  /** Checks the signature over the raw body and reads the tracking events it carries. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): WebhookVerdict;
}
