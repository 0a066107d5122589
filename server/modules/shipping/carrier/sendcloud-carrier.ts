// Sendcloud's public REST API (v2): service points (servicepoints.sendcloud.sc), parcels with their label in one
// call, cancellation, and its signed tracking webhooks. Basic auth with the integration's public and secret keys,
// sent only to Sendcloud's own addresses; every request has a deadline; errors become CarrierUnavailableError
// (unknown outcome, retry) or CarrierRefusedError (nothing made), whose messages never hold a key.
import {
  type CarrierProvider,
  CarrierRefusedError,
  CarrierUnavailableError,
  type CreatedParcel,
  type DeliveryMethod,
  type ParcelInput,
  type PickupPoint,
} from "./carrier-provider";
import { frenchWeek } from "./opening-hours";
import { readSendcloudWebhook } from "./sendcloud-webhook";

export const SENDCLOUD_API_URL = "https://panel.sendcloud.sc/api/v2";
export const SENDCLOUD_SERVICE_POINTS_URL = "https://servicepoints.sendcloud.sc/api/v2";

export interface SendcloudOptions {
  publicKey: string;
  secretKey: string;
  /** Sendcloud's shipping method id for each delivery method the shop offers (the integration's contract). */
  shippingMethods: Partial<Record<DeliveryMethod, number>>;
  /** Another address for the parcels API (the stand-in in tests); the service points follow it when set. */
  apiUrl?: string;
  servicePointsUrl?: string;
  /** How long one request may take (tests shorten it). */
  timeoutMs?: number;
}

/** Sendcloud's carrier codes as the shop names them; another code is shown as Sendcloud wrote it. */
const CARRIER_NAMES: Record<string, string> = {
  mondial_relay: "Mondial Relay",
  colissimo: "Colissimo",
  chronopost: "Chronopost",
  dpd: "DPD",
  ups: "UPS",
  bpost: "bpost",
};
const POINT_CARRIER_NAMES: Record<string, string> = { colissimo: "Colissimo relais", chronopost: "Chronopost Pickup" };

const carrierName = (code: string) => CARRIER_NAMES[code] ?? code;

interface SendcloudPoint {
  id: number;
  name: string;
  street: string;
  house_number?: string | null;
  postal_code: string;
  city: string;
  country: string;
  carrier: string;
  distance?: number | null;
  formatted_opening_times?: Record<string, string[]>;
}

interface SendcloudParcel {
  id: number;
  tracking_number: string;
  tracking_url?: string | null;
  carrier?: { code: string } | null;
  label?: { label_printer?: string; normal_printer?: string[] } | null;
}

/** Sendcloud's error bodies: `{ "error": { "message", "code", "request" } }`, sometimes a list of messages. */
function errorMessage(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  if (typeof error?.message === "string") return error.message;
  return "réponse sans message";
}

export function createSendcloudCarrier(options: SendcloudOptions): CarrierProvider {
  const apiUrl = (options.apiUrl ?? SENDCLOUD_API_URL).replace(/\/$/, "");
  const pointsUrl = (options.servicePointsUrl ?? options.apiUrl ?? SENDCLOUD_SERVICE_POINTS_URL).replace(/\/$/, "");
  const trustedOrigins = new Set([new URL(apiUrl).origin, new URL(pointsUrl).origin]);
  const authorization = `Basic ${Buffer.from(`${options.publicKey}:${options.secretKey}`).toString("base64")}`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(url: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
    const target = new URL(url);
    // The keys go to Sendcloud only, never to an address a response named elsewhere.
    if (!trustedOrigins.has(target.origin)) {
      throw new CarrierRefusedError(`Adresse hors de Sendcloud refusée : ${target.origin}`);
    }
    const what = `${init.method ?? "GET"} ${target.pathname}`;
    let response: Response;
    try {
      response = await fetch(target, {
        method: init.method ?? "GET",
        headers: {
          authorization,
          accept: "application/json",
          ...(init.body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
      throw new CarrierUnavailableError(
        timedOut ? `Sendcloud n'a pas répondu en ${timeoutMs} ms (${what}).` : `Sendcloud injoignable (${what}).`,
      );
    }
    if (response.ok) return response;
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 500 || response.status === 429) {
      throw new CarrierUnavailableError(`Sendcloud indisponible : HTTP ${response.status} (${what}).`);
    }
    if (response.status === 401 || response.status === 403) {
      throw new CarrierRefusedError(
        `Sendcloud refuse les clés de l'intégration : HTTP ${response.status} (${what}).`,
        response.status,
      );
    }
    throw new CarrierRefusedError(`Sendcloud a refusé ${what} : ${errorMessage(body)}`, response.status);
  }

  async function json<T>(url: string, init?: { method?: string; body?: unknown }): Promise<T> {
    const response = await call(url, init);
    try {
      return (await response.json()) as T;
    } catch {
      throw new CarrierUnavailableError("Réponse de Sendcloud illisible.");
    }
  }

  async function withLabel(parcel: SendcloudParcel): Promise<CreatedParcel> {
    const labelUrl = parcel.label?.label_printer ?? parcel.label?.normal_printer?.[0];
    if (!labelUrl) throw new CarrierUnavailableError(`Sendcloud n'a pas donné l'étiquette du colis ${parcel.id}.`);
    const response = await call(labelUrl);
    const labelPdf = Buffer.from(await response.arrayBuffer());
    if (labelPdf.subarray(0, 5).toString("latin1") !== "%PDF-") {
      throw new CarrierUnavailableError(`L'étiquette du colis ${parcel.id} n'est pas un PDF.`);
    }
    return {
      parcelId: String(parcel.id),
      trackingNumber: parcel.tracking_number,
      trackingUrl: parcel.tracking_url || null,
      carrier: carrierName(parcel.carrier?.code ?? ""),
      labelPdf,
    };
  }

  /** The parcel made earlier under this key (a retry after a lost answer), if any. */
  async function parcelOfKey(idempotencyKey: string): Promise<SendcloudParcel | null> {
    const found = await json<{ parcels?: SendcloudParcel[] }>(
      `${apiUrl}/parcels?external_reference=${encodeURIComponent(idempotencyKey)}`,
    );
    return found.parcels?.[0] ?? null;
  }

  function parcelBody(parcel: ParcelInput, idempotencyKey: string) {
    const shippingMethod = options.shippingMethods[parcel.method];
    if (shippingMethod === undefined) {
      throw new CarrierRefusedError(
        `Aucune méthode d'expédition Sendcloud n'est configurée pour « ${parcel.method} ».`,
      );
    }
    let servicePoint: number | undefined;
    if (parcel.method === "pickup") {
      servicePoint = Number(parcel.pickupPointId);
      if (!Number.isSafeInteger(servicePoint)) {
        throw new CarrierRefusedError(`Point relais Sendcloud invalide : ${String(parcel.pickupPointId)}`);
      }
    }
    const to = parcel.addressee;
    return {
      parcel: {
        name: to.name,
        company_name: to.company ?? undefined,
        address: to.street,
        address_2: to.line2 ?? undefined,
        postal_code: to.postalCode,
        city: to.city,
        country: to.country,
        email: to.email,
        telephone: to.phone ?? undefined,
        order_number: parcel.orderReference,
        // Sendcloud keeps external_reference unique across parcels: it is the parcel's idempotency key.
        external_reference: idempotencyKey,
        weight: (parcel.weightGrams / 1000).toFixed(3),
        total_order_value: (parcel.valueCents / 100).toFixed(2),
        total_order_value_currency: "EUR",
        quantity: 1,
        request_label: true,
        shipment: { id: shippingMethod },
        to_service_point: servicePoint,
      },
    };
  }

  return {
    name: "sendcloud",
    async pickupPoints({ country, postalCode, limit }) {
      const query = new URLSearchParams({ country, address: postalCode, radius: "5000" });
      const points = await json<SendcloudPoint[]>(`${pointsUrl}/service-points?${query}`);
      return points
        .map((point): PickupPoint => ({
          id: String(point.id),
          carrier: POINT_CARRIER_NAMES[point.carrier] ?? carrierName(point.carrier),
          name: point.name,
          street: [point.house_number, point.street].filter(Boolean).join(" "),
          postalCode: point.postal_code,
          city: point.city,
          country,
          distanceMetres: typeof point.distance === "number" ? point.distance : null,
          openingHours: frenchWeek(point.formatted_opening_times ?? {}),
        }))
        .sort((a, b) => (a.distanceMetres ?? Infinity) - (b.distanceMetres ?? Infinity))
        .slice(0, limit);
    },
    async createParcel(parcel, { idempotencyKey }) {
      const body = parcelBody(parcel, idempotencyKey);
      const earlier = await parcelOfKey(idempotencyKey);
      if (earlier) return withLabel(earlier);
      try {
        const created = await json<{ parcel: SendcloudParcel }>(`${apiUrl}/parcels`, { method: "POST", body });
        return await withLabel(created.parcel);
      } catch (err) {
        // Made by a concurrent call with the same key between the look-up and this one: that parcel is the answer.
        if (err instanceof CarrierRefusedError && err.status === 400) {
          const raced = await parcelOfKey(idempotencyKey);
          if (raced) return withLabel(raced);
        }
        throw err;
      }
    },
    async findParcel(idempotencyKey) {
      const earlier = await parcelOfKey(idempotencyKey);
      return earlier ? withLabel(earlier) : null;
    },
    async cancelParcel(parcelId) {
      if (!/^\d+$/.test(parcelId)) throw new CarrierRefusedError(`Colis Sendcloud invalide : ${parcelId}`);
      await call(`${apiUrl}/parcels/${parcelId}/cancel`, { method: "POST" });
    },
    verifyWebhook: (rawBody, headers) => readSendcloudWebhook(rawBody, headers, options.secretKey),
  };
}
