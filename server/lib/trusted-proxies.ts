import { BlockList, isIP } from "node:net";

/**
 * Which peers are reverse proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`, decision 075): none, a number
 * of hops (each proxy in front appends the address it received the request from), or the proxies' own addresses and
 * ranges — the safe form, since a request reaching the shop around the proxy cannot choose its address.
 */
export type TrustedProxies =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: BlockList; text: string };

/** Named ranges, as Express's proxy-addr names them. */
const NAMED_RANGES: Record<string, [string, number][]> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  linklocal: [
    ["169.254.0.0", 16],
    ["fe80::", 10],
  ],
  uniquelocal: [
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["fc00::", 7],
  ],
};

export const NO_PROXY: TrustedProxies = { kind: "none" };

/**
 * `TRUST_PROXY`'s value, or a French reason it is refused: empty or `false` (none), `true` (every hop), a hop count
 * (`1`, `2`…), or a comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges.
 */
export function parseTrustedProxies(value: string): TrustedProxies | { error: string } {
  const text = value.trim();
  if (text === "" || text === "false" || text === "0") return NO_PROXY;
  if (text === "true") return { kind: "hops", hops: Number.POSITIVE_INFINITY };
  if (/^\d{1,2}$/.test(text)) return { kind: "hops", hops: Number(text) };
  const list = new BlockList();
  for (const raw of text.split(",")) {
    const item = raw.trim().toLowerCase();
    const named = NAMED_RANGES[item];
    if (named) {
      for (const [network, prefix] of named) list.addSubnet(network, prefix, isIP(network) === 6 ? "ipv6" : "ipv4");
      continue;
    }
    const [network = "", prefixText, extra] = item.split("/");
    const family = isIP(network);
    const max = family === 6 ? 128 : 32;
    const prefix = prefixText === undefined ? max : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : Number.NaN;
    if (family === 0 || extra !== undefined || !(prefix >= 0 && prefix <= max)) {
      return {
        error: `« ${raw.trim()} » n'est ni une adresse, ni une plage (10.0.0.0/8), ni loopback, linklocal, uniquelocal`,
      };
    }
    list.addSubnet(network, prefix, family === 6 ? "ipv6" : "ipv4");
  }
  return { kind: "addresses", list, text };
}

/** Whether the peer at `hop` (0: the socket, 1: the rightmost `X-Forwarded-For` entry…) is a trusted proxy. */
export function isTrustedHop(trust: TrustedProxies, address: string, hop: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hop < trust.hops;
  return trust.list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}
