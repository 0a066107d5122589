import { createHmac, timingSafeEqual } from "node:crypto";
import { type CryptoWebhook, WebhookSignatureError } from "./provider";

// BTCPay signs every webhook delivery with the webhook's secret: `BTCPay-Sig: sha256=<hex HMAC-SHA256 of the raw
// body>`. The simulator signs its deliveries the same way, with its own secret.

export const SIGNATURE_HEADER = "BTCPay-Sig";

/** The `BTCPay-Sig` value of a body. */
export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac("sha256", secret).update(rawBody, "utf8").digest("hex")}`;
}

/** Verifies the signature in constant time, then reads the delivery's identifiers. */
export function verifySignedDelivery(rawBody: string, header: string | undefined, secret: string): CryptoWebhook {
  if (!header) throw new WebhookSignatureError(`en-tête ${SIGNATURE_HEADER} absent.`);
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) throw new WebhookSignatureError(`en-tête ${SIGNATURE_HEADER} illisible (attendu : sha256=…).`);
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  const given = Buffer.from(match[1]!, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookSignatureError("la signature ne correspond pas au contenu reçu.");
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError("le contenu signé n'est pas du JSON.");
  }
  const event = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof event[key] === "string" && event[key] !== "" ? (event[key] as string) : null);
  const deliveryId = text("deliveryId");
  const type = text("type");
  const invoiceId = text("invoiceId");
  if (!deliveryId || !type || !invoiceId) {
    throw new WebhookSignatureError(
      "le contenu signé n'est pas un événement de facture (deliveryId, type, invoiceId).",
    );
  }
  return {
    deliveryId,
    originalDeliveryId: text("originalDeliveryId") ?? deliveryId,
    isRedelivery: event.isRedelivery === true,
    type,
    invoiceId,
  };
}
