import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { sendcloudSignature, SIGNATURE_HEADER } from "#server/modules/shipping/carrier/sendcloud-webhook";
import { SIMULATED_WEEKS } from "#server/modules/shipping/carrier/simulated-pickup-points";
import { testPdf } from "./pdf";
import { closeServer, listenLocally, readStandInRequest, requestsTo, type StandInServer } from "./stand-in-request";

// A local stand-in for the parts of Sendcloud's API v2 the carrier adapter uses, for tests: service points,
// parcels created with their label (external_reference unique, as Sendcloud keeps it), the label PDF at the URL it
// gives, cancellation. It checks the Basic auth, records every request, can be told to fail (500, a lost answer, a
// slow answer, 401), and signs webhooks as Sendcloud does (hex HMAC-SHA256 of the body, `Sendcloud-Signature`).
// Its service points are test data, named as such.

export interface RecordedSendcloudRequest {
  method: string;
  /** Without the query string: /api/v2/parcels */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The JSON body, null for none. */
  body: unknown;
  /** The status the stand-in answered (0: none, the answer was held back). */
  status: number;
}

export interface StandInParcel {
  id: number;
  name: string;
  address: string;
  city: string;
  postal_code: string;
  country: { iso_2: string };
  email: string;
  weight: string;
  order_number: string;
  external_reference: string | null;
  to_service_point: number | null;
  shipment: { id: number };
  tracking_number: string;
  tracking_url: string;
  carrier: { code: string };
  status: { id: number; message: string };
  label: { label_printer: string; normal_printer: string[] };
}

/**
 * What happens to the matching requests: `error` answers 500 without processing, `lose` processes then answers 500
 * (the answer is lost), `slow` processes then answers after `ms`, `unauthorized` answers 401.
 */
export interface SendcloudFault {
  method?: string;
  path: string | RegExp;
  times?: number;
  kind: "error" | "lose" | "slow" | "unauthorized";
  ms?: number;
}

/** Its `url` (http://127.0.0.1:port/api/v2) is for SENDCLOUD_API_URL or the adapter's apiUrl; its reset forgets parcels, requests and faults. */
export interface SendcloudStandIn extends StandInServer<RecordedSendcloudRequest> {
  readonly publicKey: string;
  readonly secretKey: string;
  readonly parcels: ReadonlyMap<number, StandInParcel>;
  fault(fault: SendcloudFault): void;
  /** A `parcel_status_changed` webhook for the parcel, signed with the secret key (or `secret`). */
  statusChanged(
    parcelId: number,
    status: { id: number; message: string },
    options?: { timestamp?: number; secret?: string },
  ): { rawBody: string; headers: Record<string, string> };
}

const BASE = "/api/v2";

/** Test data in Sendcloud's shape, out of distance order (the adapter sorts); Monday = "0". */
const SERVICE_POINTS = [
  {
    id: 10_002,
    name: "Point de test B (stand-in)",
    street: "Rue du Test",
    house_number: "12",
    postal_code: "75011",
    city: "Paris",
    country: "FR",
    carrier: "colissimo",
    distance: 640,
    formatted_opening_times: {
      0: ["09:00 - 19:00"],
      1: ["09:00 - 19:00"],
      2: [],
      3: ["09:00 - 19:00"],
      4: ["09:00 - 19:00"],
      5: ["10:00 - 13:00"],
      6: [],
    },
  },
  {
    id: 10_001,
    name: "Point de test A (stand-in)",
    street: "Rue du Test",
    house_number: "3",
    postal_code: "75011",
    city: "Paris",
    country: "FR",
    carrier: "mondial_relay",
    distance: 210,
    formatted_opening_times: SIMULATED_WEEKS[0],
  },
  {
    id: 10_003,
    name: "Consigne de test C (stand-in)",
    street: "Avenue du Test",
    house_number: "40",
    postal_code: "75011",
    city: "Paris",
    country: "FR",
    carrier: "mondial_relay",
    distance: 1_180,
    formatted_opening_times: SIMULATED_WEEKS[2],
  },
];

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const invalid = (message: string) => new ApiError(400, message);

function required(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== "string" || value.trim() === "") throw invalid(`${key}: This field is required.`);
  return value;
}

export async function startSendcloudStandIn(
  options: { publicKey?: string; secretKey?: string } = {},
): Promise<SendcloudStandIn> {
  const publicKey = options.publicKey ?? "standin-public-key";
  const secretKey = options.secretKey ?? "standin-secret-key";
  const expectedAuth = `Basic ${Buffer.from(`${publicKey}:${secretKey}`).toString("base64")}`;
  const requests: RecordedSendcloudRequest[] = [];
  const parcels = new Map<number, StandInParcel>();
  let faults: (SendcloudFault & { left: number })[] = [];
  let nextId = 1;
  let url = "";

  const matches = (pattern: string | RegExp, path: string) =>
    typeof pattern === "string" ? path === pattern : pattern.test(path);

  const takeFault = (method: string, path: string) => {
    const fault = faults.find((f) => f.left > 0 && (!f.method || f.method === method) && matches(f.path, path));
    if (fault) fault.left -= 1;
    return fault ?? null;
  };

  function createParcel(body: unknown): StandInParcel {
    const parcel = (body as { parcel?: Record<string, unknown> } | null)?.parcel;
    if (!parcel || typeof parcel !== "object") throw invalid("parcel: This field is required.");
    for (const key of ["name", "address", "city", "postal_code", "country", "email"]) required(parcel, key);
    const weight = required(parcel, "weight");
    if (!/^\d+\.\d{3}$/.test(weight) || Number(weight) <= 0) throw invalid("weight: A valid number is required.");
    const shipment = parcel.shipment as { id?: unknown } | undefined;
    if (typeof shipment?.id !== "number") throw invalid("shipment: A shipping method is required to request a label.");
    if (parcel.request_label !== true) throw invalid("request_label: the stand-in only makes parcels with a label.");
    const reference = typeof parcel.external_reference === "string" ? parcel.external_reference : null;
    if (reference && [...parcels.values()].some((p) => p.external_reference === reference)) {
      throw invalid("external_reference: a parcel with this external reference already exists.");
    }
    const servicePoint = typeof parcel.to_service_point === "number" ? parcel.to_service_point : null;
    const point = SERVICE_POINTS.find((p) => p.id === servicePoint);
    if (servicePoint !== null && !point) throw invalid("to_service_point: Invalid service point.");
    const id = nextId++;
    const trackingNumber = `3STANDIN${String(id).padStart(7, "0")}`;
    const made: StandInParcel = {
      id,
      name: parcel.name as string,
      address: parcel.address as string,
      city: parcel.city as string,
      postal_code: parcel.postal_code as string,
      country: { iso_2: parcel.country as string },
      email: parcel.email as string,
      weight,
      order_number: typeof parcel.order_number === "string" ? parcel.order_number : "",
      external_reference: reference,
      to_service_point: servicePoint,
      shipment: { id: shipment.id },
      tracking_number: trackingNumber,
      tracking_url: `https://tracking.example.invalid/${trackingNumber}`,
      carrier: { code: point?.carrier ?? "colissimo" },
      status: { id: 1000, message: "Ready to send" },
      label: {
        label_printer: `${url}/labels/label_printer/${id}`,
        normal_printer: [`${url}/labels/normal_printer/${id}?start_from=0`],
      },
    };
    parcels.set(id, made);
    return made;
  }

  function route(method: string, path: string, query: URLSearchParams, body: unknown): [number, unknown] {
    if (method === "GET" && path === `${BASE}/service-points`) {
      if (!query.get("country")) throw invalid("country: This field is required.");
      return [200, query.get("country") === "FR" ? SERVICE_POINTS : []];
    }
    if (method === "POST" && path === `${BASE}/parcels`) return [200, { parcel: createParcel(body) }];
    if (method === "GET" && path === `${BASE}/parcels`) {
      const reference = query.get("external_reference");
      return [200, { parcels: [...parcels.values()].filter((p) => !reference || p.external_reference === reference) }];
    }
    const cancel = /^\/api\/v2\/parcels\/(\d+)\/cancel$/.exec(path);
    if (method === "POST" && cancel) {
      const parcel = parcels.get(Number(cancel[1]));
      if (!parcel) throw new ApiError(404, "No Parcel matches the given query.");
      parcel.status = { id: 2000, message: "Cancelled" };
      return [200, { status: "cancelled", message: "Parcel has been cancelled" }];
    }
    const label = /^\/api\/v2\/labels\/(?:label|normal)_printer\/(\d+)$/.exec(path);
    if (method === "GET" && label) {
      const parcel = parcels.get(Number(label[1]));
      if (!parcel) throw new ApiError(404, "No Parcel matches the given query.");
      return [200, Buffer.from(testPdf(`Stand-in label ${parcel.tracking_number}`))];
    }
    throw new ApiError(404, `Not found: ${method} ${path}`);
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const { method, url: target, headers, rawBody } = await readStandInRequest(req);
    const record: RecordedSendcloudRequest = {
      method,
      path: target.pathname,
      query: target.searchParams,
      headers,
      rawBody,
      body: null,
      status: 0,
    };
    requests.push(record);
    const answer = (status: number, payload: unknown) => {
      record.status = status;
      if (res.destroyed) return;
      if (Buffer.isBuffer(payload)) {
        res.writeHead(status, { "content-type": "application/pdf", "content-length": payload.length });
        res.end(payload);
        return;
      }
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, message: string) =>
      answer(status, { error: { code: status, message, request: target.pathname.replace(/^\//, "") } });

    const fault = takeFault(method, target.pathname);
    if (fault?.kind === "error") return error(500, "Internal server error (stand-in failure).");
    if (fault?.kind === "unauthorized" || req.headers.authorization !== expectedAuth) {
      return error(401, "Invalid username/password.");
    }
    let status: number;
    let payload: unknown;
    try {
      record.body = rawBody ? JSON.parse(rawBody) : null;
      [status, payload] = route(method, target.pathname, target.searchParams, record.body);
    } catch (err) {
      if (err instanceof ApiError) return error(err.status, err.message);
      if (err instanceof SyntaxError) return error(400, "JSON parse error.");
      throw err;
    }
    if (fault?.kind === "lose") return error(500, "Internal server error (stand-in failure, after processing).");
    if (fault?.kind === "slow") await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 1_000));
    answer(status, payload);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(err));
    });
  });
  url = `${await listenLocally(server)}${BASE}`;

  return {
    url,
    publicKey,
    secretKey,
    requests,
    requestsTo: (method, path) => requestsTo(requests, method, path),
    parcels,
    fault: (fault) => faults.push({ ...fault, left: fault.times ?? 1 }),
    statusChanged(parcelId, status, opts = {}) {
      const parcel = parcels.get(parcelId);
      const timestamp = opts.timestamp ?? Date.now();
      const rawBody = JSON.stringify({
        action: "parcel_status_changed",
        timestamp,
        carrier_status_change_timestamp: timestamp,
        parcel: { ...parcel, id: parcelId, status },
      });
      return { rawBody, headers: { [SIGNATURE_HEADER]: sendcloudSignature(rawBody, opts.secret ?? secretKey) } };
    },
    reset() {
      requests.length = 0;
      parcels.clear();
      faults = [];
      nextId = 1;
    },
    close: () => closeServer(server),
  };
}
