// One event of the funnel sent by a page (POST /api/events, docs/decisions/031): bots are not counted, each client
// has a rate limit, and only the day's visitor hash is written — never the address or the browser's name.
import { createHash } from "node:crypto";
import { isbot } from "isbot";
import { DomainError } from "#server/lib/domain-error";
import type { Db } from "#server/db/client";
import { addressBucket } from "#server/lib/address-bucket";
import { giveBack, type Limit, takeSlot } from "#server/modules/accounts/limits";
import { daySalt, insertEvent, visitorHash } from "#server/modules/analytics/events";
import type { EventKind } from "#core/analytics";

/** Events a client (address, IPv6 by /64) may send in a minute: far more than a person browsing does (an office behind one address, the browser tests from 127.0.0.1). */
export const EVENT_LIMIT: Limit = { name: "events:client", max: 120, windowMs: 60_000 };

/**
 * Browsers (user agents) counted as visitors of one address in a day: a household or an office, not a script that
 * writes a new user agent on each event to forge visitors; past it, the address's other browsers are one visitor.
 */
export const BROWSERS_PER_ADDRESS: Limit = { name: "events:browsers", max: 30, windowMs: 86_400_000 };
const BROWSER_SEEN: Limit = { name: "events:browser", max: 1, windowMs: 86_400_000 };
/** The one visitor an address's browsers beyond `BROWSERS_PER_ADDRESS` count as. */
const OTHER_BROWSERS = "autres navigateurs";

export interface PageEvent {
  kind: EventKind;
  productId?: string;
  variantId?: string;
  path: string;
}

/** `recorded`, or `ignored` for a robot (or a client that does not say what it is): not counted, not stored. */
export async function recordEvent(
  db: Db,
  input: { event: PageEvent; address: string; userAgent: string; site: string; now: Date; perMinute?: number },
): Promise<"recorded" | "ignored"> {
  const { event, userAgent, now } = input;
  if (userAgent.trim() === "" || isbot(userAgent)) return "ignored";
  const { day, salt } = await daySalt(db, now);
  // The limit's counter is named by a salted hash of the client's network: the counters table keeps no address either.
  const counter = createHash("sha256")
    .update(`${salt}\n${addressBucket(input.address)}`)
    .digest("base64url");
  const limit = { ...EVENT_LIMIT, max: input.perMinute ?? EVENT_LIMIT.max };
  const slot = await takeSlot(db, limit, `${EVENT_LIMIT.name}:${counter}`, now);
  if (!slot) throw new DomainError("too-many-requests", "Trop d'événements envoyés : réessayez dans une minute.");
  const visitor = visitorHash({ salt, site: input.site, address: input.address, userAgent });
  const counted = await countedBrowser(db, { counter, visitor, now });
  await insertEvent(db, {
    kind: event.kind,
    productId: event.productId ?? null,
    variantId: event.variantId ?? null,
    path: event.path,
    day,
    visitorHash: counted
      ? visitor
      : visitorHash({ salt, site: input.site, address: input.address, userAgent: OTHER_BROWSERS }),
    occurredAt: now,
  });
  return "recorded";
}

/**
 * Whether this browser is one of the address's first `BROWSERS_PER_ADDRESS` of the day: its first event takes a
 * slot of the address's count; a browser refused gives its "seen" mark back, so it is refused again next time.
 */
async function countedBrowser(db: Db, input: { counter: string; visitor: string; now: Date }): Promise<boolean> {
  const firstToday = await takeSlot(db, BROWSER_SEEN, `${BROWSER_SEEN.name}:${input.visitor}`, input.now);
  if (!firstToday) return true;
  const counted = await takeSlot(db, BROWSERS_PER_ADDRESS, `${BROWSERS_PER_ADDRESS.name}:${input.counter}`, input.now);
  if (!counted) await giveBack(db, firstToday);
  return counted !== null;
}
