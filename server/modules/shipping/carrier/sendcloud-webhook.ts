// Sendcloud's tracking webhooks: `parcel_status_changed` bodies, signed in the `Sendcloud-Signature` header with
// the hex HMAC-SHA256 of the raw body under the integration's secret key (sendcloud.dev, « Webhooks overview »).
// The simulated carrier sends its events in the same shape and signature, so both go through this one reader.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { TrackingEvent, TrackingStatus, WebhookVerdict } from "./carrier-provider";

export const SIGNATURE_HEADER = "sendcloud-signature";

export function sendcloudSignature(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("hex");
}

/**
 * Sendcloud's parcel status ids the shop acts on (its « parcel statuses » list); any other id is « other », kept
 * with its message. The simulated carrier sends the first id of each status.
 */
export const SENDCLOUD_STATUS_IDS: Record<Exclude<TrackingStatus, "other">, readonly number[]> = {
  announced: [1000],
  shipped: [3, 22],
  in_transit: [5, 7, 91, 92, 4],
  awaiting_pickup: [12],
  delivered: [11, 93],
  exception: [8, 80],
  cancelled: [2000],
};

const STATUS_OF_ID = new Map<number, TrackingStatus>(
  Object.entries(SENDCLOUD_STATUS_IDS).flatMap(([status, ids]) => ids.map((id) => [id, status as TrackingStatus])),
);

export function trackingStatusOf(sendcloudStatusId: number): TrackingStatus {
  return STATUS_OF_ID.get(sendcloudStatusId) ?? "other";
}

function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

/** Sendcloud writes its timestamps in milliseconds; seconds are read too. */
function dateOf(timestamp: number): Date {
  return new Date(timestamp < 1e12 ? timestamp * 1000 : timestamp);
}

interface StatusChangedBody {
  action?: unknown;
  timestamp?: unknown;
  carrier_status_change_timestamp?: unknown;
  parcel?: { id?: unknown; status?: { id?: unknown; message?: unknown } };
}

/** Checks the signature, then reads a `parcel_status_changed` body; another action carries no event. */
export function readSendcloudWebhook(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): WebhookVerdict {
  const signature = headerValue(headers, SIGNATURE_HEADER);
  if (!signature) return { ok: false, refusal: "missing-signature", message: "En-tête Sendcloud-Signature absent." };
  const expected = Buffer.from(sendcloudSignature(rawBody, secret), "hex");
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, refusal: "bad-signature", message: "Signature Sendcloud invalide." };
  }
  let body: StatusChangedBody;
  try {
    body = JSON.parse(rawBody) as StatusChangedBody;
  } catch {
    return { ok: false, refusal: "unreadable", message: "Corps du webhook illisible (JSON attendu)." };
  }
  if (body.action !== "parcel_status_changed") return { ok: true, events: [] };
  const parcelId = body.parcel?.id;
  const statusId = body.parcel?.status?.id;
  const changedAt =
    typeof body.carrier_status_change_timestamp === "number" ? body.carrier_status_change_timestamp : body.timestamp;
  if ((typeof parcelId !== "number" && typeof parcelId !== "string") || typeof statusId !== "number") {
    return { ok: false, refusal: "unreadable", message: "Webhook sans colis ni statut." };
  }
  if (typeof changedAt !== "number") {
    return { ok: false, refusal: "unreadable", message: "Webhook sans horodatage." };
  }
  const event: TrackingEvent = {
    // Sendcloud gives no event id: one parcel, one status, one instant is one event, however often it is delivered.
    eventId: `${parcelId}:${statusId}:${changedAt}`,
    parcelId: String(parcelId),
    status: trackingStatusOf(statusId),
    at: dateOf(changedAt),
    message: typeof body.parcel?.status?.message === "string" ? body.parcel.status.message : "",
  };
  return { ok: true, events: [event] };
}
