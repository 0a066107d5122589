// The built-in carrier (the default): offline and deterministic. A parcel's ids come from its idempotency key, its
// label is a PDF marked « spécimen », and its tracking moves only when a test or the team advances it, through
// webhook bodies shaped and signed as Sendcloud's, read by the same verification as the real platform's.
import { createHash } from "node:crypto";
import {
  type CarrierProvider,
  CarrierRefusedError,
  type CreatedParcel,
  type ParcelInput,
  type TrackingStatus,
} from "./carrier-provider";
import { readSendcloudWebhook, SENDCLOUD_STATUS_IDS, sendcloudSignature, SIGNATURE_HEADER } from "./sendcloud-webhook";
import { simulatedLabelPdf } from "./simulated-label";
import { SIMULATED_POINTS_PER_CODE, simulatedPickupPoints } from "./simulated-pickup-points";

export const SIMULATED_CARRIERS = {
  home: "Colissimo (simulation)",
  pickup: "Mondial Relay (simulation)",
  express: "Chronopost (simulation)",
} as const;

/** The steps a parcel goes through, in order; « awaiting_pickup » only for a pickup point. */
const JOURNEY: TrackingStatus[] = ["announced", "shipped", "in_transit", "awaiting_pickup", "delivered"];

const STATUS_MESSAGES: Record<Exclude<TrackingStatus, "other">, string> = {
  announced: "Étiquette créée (simulation)",
  shipped: "Remis au transporteur (simulation)",
  in_transit: "En cours d'acheminement (simulation)",
  awaiting_pickup: "Disponible au point relais (simulation)",
  delivered: "Livré (simulation)",
  exception: "Incident de livraison (simulation)",
  cancelled: "Étiquette annulée (simulation)",
};

interface SimulatedParcel {
  created: CreatedParcel;
  method: ParcelInput["method"];
  status: TrackingStatus;
}

export interface SignedWebhook {
  rawBody: string;
  headers: Record<string, string>;
}

export interface SimulatedCarrier extends CarrierProvider {
  readonly name: "simulated";
  /** The parcel's current status, null for an unknown parcel. */
  statusOf(parcelId: string): TrackingStatus | null;
  /**
   * Moves the parcel to `status` (by default the next step of its journey) and returns the signed webhook the
   * platform would post: hand it to the webhook endpoint, or to `verifyWebhook`.
   */
  advance(parcelId: string, status?: Exclude<TrackingStatus, "other">): SignedWebhook;
}

/** Whether the shop's carrier is the built-in one, whose tracking the team may advance from the back office. */
export const isSimulatedCarrier = (carrier: CarrierProvider): carrier is SimulatedCarrier =>
  carrier.name === "simulated" && "advance" in carrier;

export interface SimulatedCarrierOptions {
  /** Signs and checks the simulated webhooks (one process: a random one is enough). */
  secret: string;
  /** The clock of the events (tests fix it). */
  now?: () => Date;
}

function digitsOf(hash: Buffer, count: number): string {
  let digits = "";
  for (let i = 0; digits.length < count; i++) digits += String(hash[i % hash.length]! % 10);
  return digits;
}

/** The chosen point as the label prints it; its id alone when it is not one of the simulated points. */
async function pointAddress(parcel: ParcelInput): Promise<string> {
  const { country, postalCode } = parcel.addressee;
  const points = await simulatedPickupPoints({ country, postalCode, limit: SIMULATED_POINTS_PER_CODE });
  const point = points.find((p) => p.id === parcel.pickupPointId);
  return point ? `${point.name}, ${point.street}, ${point.postalCode} ${point.city}` : `Point ${parcel.pickupPointId}`;
}

export function createSimulatedCarrier(options: SimulatedCarrierOptions): SimulatedCarrier {
  const now = options.now ?? (() => new Date());
  const byKey = new Map<string, Promise<SimulatedParcel>>();
  const byId = new Map<string, SimulatedParcel>();

  const find = (parcelId: string) => {
    const parcel = byId.get(parcelId);
    if (!parcel) throw new CarrierRefusedError(`Colis ${parcelId} inconnu du transporteur simulé.`, 404);
    return parcel;
  };

  async function make(parcel: ParcelInput, idempotencyKey: string): Promise<SimulatedParcel> {
    if (parcel.weightGrams <= 0) throw new CarrierRefusedError("Le poids du colis doit être positif.", 400);
    if (parcel.method === "pickup" && !parcel.pickupPointId) {
      throw new CarrierRefusedError("Un colis pour un point relais doit nommer son point.", 400);
    }
    const hash = createHash("sha256").update(idempotencyKey).digest();
    const parcelId = `SIM-${hash.toString("hex").slice(0, 12)}`;
    const trackingNumber = `SIMU${digitsOf(hash, 10)}FR`;
    const carrier = SIMULATED_CARRIERS[parcel.method];
    const labelPdf = await simulatedLabelPdf({
      parcel,
      trackingNumber,
      carrier,
      pickupPoint: parcel.method === "pickup" ? await pointAddress(parcel) : null,
    });
    const stored: SimulatedParcel = {
      created: { parcelId, trackingNumber, trackingUrl: null, carrier, labelPdf },
      method: parcel.method,
      status: "announced",
    };
    byId.set(parcelId, stored);
    return stored;
  }

  return {
    name: "simulated",
    pickupPoints: (query) => simulatedPickupPoints(query),
    createParcel(parcel, { idempotencyKey }) {
      // The first call with a key makes the parcel; any other, even while the first is drawing its label, gets it.
      let made = byKey.get(idempotencyKey);
      if (!made) {
        made = make(parcel, idempotencyKey);
        byKey.set(idempotencyKey, made);
        made.catch(() => byKey.delete(idempotencyKey));
      }
      return made.then((stored) => stored.created);
    },
    async findParcel(idempotencyKey) {
      // A creation that failed made nothing.
      const made = await byKey.get(idempotencyKey)?.catch(() => null);
      return made?.created ?? null;
    },
    async cancelParcel(parcelId) {
      const parcel = find(parcelId);
      if (parcel.status === "cancelled") return;
      if (parcel.status !== "announced") {
        throw new CarrierRefusedError(
          `Le colis ${parcelId} est déjà chez le transporteur : étiquette non annulable.`,
          409,
        );
      }
      parcel.status = "cancelled";
    },
    verifyWebhook: (rawBody, headers) => readSendcloudWebhook(rawBody, headers, options.secret),
    statusOf: (parcelId) => byId.get(parcelId)?.status ?? null,
    advance(parcelId, status) {
      const parcel = find(parcelId);
      let next = status;
      if (!next) {
        const journey = JOURNEY.filter((step) => step !== "awaiting_pickup" || parcel.method === "pickup");
        const index = journey.indexOf(parcel.status);
        next = (index >= 0 ? journey[index + 1] : undefined) as typeof status;
        if (!next) throw new CarrierRefusedError(`Le colis ${parcelId} n'a plus d'étape après « ${parcel.status} ».`);
      }
      if (parcel.status === "cancelled") throw new CarrierRefusedError(`Le colis ${parcelId} est annulé.`, 409);
      parcel.status = next;
      const at = now().getTime();
      const rawBody = JSON.stringify({
        action: "parcel_status_changed",
        timestamp: at,
        carrier_status_change_timestamp: at,
        parcel: {
          id: parcelId,
          tracking_number: parcel.created.trackingNumber,
          status: { id: SENDCLOUD_STATUS_IDS[next][0], message: STATUS_MESSAGES[next] },
        },
      });
      return { rawBody, headers: { [SIGNATURE_HEADER]: sendcloudSignature(rawBody, options.secret) } };
    },
  };
}
