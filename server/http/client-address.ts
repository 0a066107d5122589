import { isIP } from "node:net";
import { addressBucket } from "#server/lib/address-bucket";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

const UNKNOWN = "inconnue";

/**
 * The address of the client who sent the request. `X-Forwarded-For` is read only when `trustProxy` proxies are
 * declared (`TRUST_PROXY`): each of them appended the address it received the request from, so the client is the
 * `trustProxy`-th entry from the right (the leftmost one when every proxy is trusted). Anything else — no proxy
 * declared, a missing or malformed header — gives the socket's address, which a client cannot forge.
 */
export function clientAddress(c: Context, trustProxy: number): string {
  const socket = normaliseAddress(socketAddress(c)) ?? UNKNOWN;
  if (trustProxy <= 0) return socket;
  const forwarded = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socket;
  const index = Math.max(0, forwarded.length - Math.min(trustProxy, forwarded.length));
  return normaliseAddress(forwarded[index]) ?? socket;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by @hono/node-server (in-process tests): no socket.
    return undefined;
  }
}

/** A bare IP address (IPv4-mapped IPv6 and ports removed), or null when it is not one. */
export function normaliseAddress(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort) address = withPort[1]!;
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : null;
}

/**
 * The client's address for the limit of unpaid orders per address (its /64 network for IPv6), read as every
 * per-client limit reads it (`TRUST_PROXY`); null when unknown (in-process requests).
 */
export function pendingOrderAddress(c: Context, trustProxy: number): string | null {
  const address = clientAddress(c, trustProxy);
  return address === UNKNOWN ? null : addressBucket(address);
}
