import { randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { addressBucket } from "#server/lib/address-bucket";
import { isTrustedHop, type TrustedProxies } from "#server/lib/trusted-proxies";
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The address of the client who sent the request (decision 075): the socket's peer, then — while that peer is a
 * trusted proxy (`TRUST_PROXY`) — the address it wrote at the right of `X-Forwarded-For`, read right to left through
 * trusted hops only. A client reaching the shop around its proxy, or writing its own header, cannot choose it.
 */
export function clientAddress(c: Context, trust: TrustedProxies): string {
  const socket = normaliseAddress(socketAddress(c));
  // Only an in-process request has no socket: its own bucket, never one shared by every such request.
  if (socket === null) return `inconnue-${randomUUID()}`;
  return addressThroughProxies(socket, c.req.header("x-forwarded-for"), trust);
}

/** The client's address from the socket's peer and the `X-Forwarded-For` header the trusted proxies appended to. */
export function addressThroughProxies(socket: string, forwardedFor: string | undefined, trust: TrustedProxies) {
  const forwarded = (forwardedFor ?? "").split(",");
  let address = socket;
  for (let hop = 0; isTrustedHop(trust, address, hop); hop++) {
    const entry = forwarded[forwarded.length - 1 - hop];
    const next = entry === undefined ? null : normaliseAddress(entry);
    // A trusted proxy that wrote nothing usable: the proxy itself is the last address known.
    if (next === null) return address;
    address = next;
  }
  return address;
}

/** Whether the socket's peer is a trusted proxy: its forwarded request id and scheme are believed. */
export function cameThroughProxy(socketAddress: string | undefined, trust: TrustedProxies): boolean {
  const socket = normaliseAddress(socketAddress);
  return socket !== null && isTrustedHop(trust, socket, 0);
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
 * per-client limit reads it (`TRUST_PROXY`); null when unknown (in-process requests without a socket).
 */
export function pendingOrderAddress(c: Context, trust: TrustedProxies): string | null {
  const socket = normaliseAddress(socketAddress(c));
  return socket === null ? null : addressBucket(addressThroughProxies(socket, c.req.header("x-forwarded-for"), trust));
}
