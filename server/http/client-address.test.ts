import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addressBucket } from "#server/lib/address-bucket";
import { clientAddress, normaliseAddress } from "./client-address";
import { parseEnv } from "#server/env";
import { NO_PROXY, parseTrustedProxies, type TrustedProxies } from "#server/lib/trusted-proxies";

const trusting = (value: string): TrustedProxies => {
  const trust = parseTrustedProxies(value);
  if ("error" in trust) throw new Error(trust.error);
  return trust;
};
const hops = (count: number): TrustedProxies => ({ kind: "hops", hops: count });

const seen = async (trust: TrustedProxies, socket: string | undefined, forwarded?: string) => {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trust)));
  const res = await app.request(
    "/",
    { headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded } },
    {
      incoming: { socket: { remoteAddress: socket } },
    },
  );
  return res.text();
};

describe("clientAddress", () => {
  it("takes the socket's address and ignores X-Forwarded-For without TRUST_PROXY", async () => {
    expect(await seen(NO_PROXY, "203.0.113.5", "192.0.2.1")).toBe("203.0.113.5");
    expect(await seen(NO_PROXY, "::ffff:203.0.113.5")).toBe("203.0.113.5");
  });

  it("never puts requests without a socket in one shared bucket", async () => {
    const first = await seen(NO_PROXY, undefined);
    const second = await seen(NO_PROXY, undefined);
    expect(first).toMatch(/^inconnue-/);
    expect(second).not.toBe(first);
  });

  it("reads X-Forwarded-For right to left through the trusted proxies' addresses only", async () => {
    const proxies = trusting("loopback, 10.0.0.0/8");
    // Through the proxy: the address it appended.
    expect(await seen(proxies, "127.0.0.1", "192.0.2.1")).toBe("192.0.2.1");
    // A client writing its own header before the proxy's entry cannot choose its address.
    expect(await seen(proxies, "127.0.0.1", "6.6.6.6, 192.0.2.1")).toBe("192.0.2.1");
    // Two trusted proxies in a row (CDN → 10.0.0.7 → loopback).
    expect(await seen(proxies, "127.0.0.1", "6.6.6.6, 192.0.2.1, 10.0.0.7")).toBe("192.0.2.1");
    // Around the proxy: the socket, whatever the header says.
    expect(await seen(proxies, "203.0.113.9", "192.0.2.1")).toBe("203.0.113.9");
    // A trusted proxy that wrote nothing usable: the proxy's own address.
    expect(await seen(proxies, "127.0.0.1", "pas-une-adresse")).toBe("127.0.0.1");
    expect(await seen(proxies, "127.0.0.1")).toBe("127.0.0.1");
    expect(await seen(trusting("2001:db8::/32"), "2001:db8::5", "198.51.100.4")).toBe("198.51.100.4");
  });

  it("believes as many entries from the right as there are trusted proxies", async () => {
    expect(await seen(hops(1), "10.0.0.1", "192.0.2.1")).toBe("192.0.2.1");
    expect(await seen(hops(1), "10.0.0.1", "6.6.6.6, 192.0.2.1")).toBe("192.0.2.1");
    expect(await seen(hops(2), "10.0.0.2", "6.6.6.6, 192.0.2.1, 10.0.0.1")).toBe("192.0.2.1");
    expect(await seen(hops(Number.POSITIVE_INFINITY), "10.0.0.2", "192.0.2.1, 10.0.0.1")).toBe("192.0.2.1");
    expect(await seen(hops(3), "10.0.0.2", "192.0.2.1")).toBe("192.0.2.1");
  });

  it("falls back to the socket when the header is missing or not an address", async () => {
    expect(await seen(hops(1), "10.0.0.1")).toBe("10.0.0.1");
    expect(await seen(hops(1), "10.0.0.1", "")).toBe("10.0.0.1");
    expect(await seen(hops(1), "10.0.0.1", "pas-une-adresse")).toBe("10.0.0.1");
    expect(await seen(hops(1), "10.0.0.1", "192.0.2.1:4711")).toBe("192.0.2.1");
    expect(await seen(hops(1), "10.0.0.1", "[2001:db8::1]:4711")).toBe("2001:db8::1");
  });
});

describe("normaliseAddress and addressBucket", () => {
  it("keeps bare addresses and counts IPv6 by /64", () => {
    expect(normaliseAddress(" 2001:DB8::1 ")).toBe("2001:db8::1");
    expect(normaliseAddress("\u0000")).toBeNull();
    expect(addressBucket("203.0.113.5")).toBe("203.0.113.5");
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb:cccc:dddd:1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
  });
});

describe("TRUST_PROXY", () => {
  it("is off by default, a number of proxies, true for all, or the proxies' addresses and ranges", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(NO_PROXY);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toEqual(NO_PROXY);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toEqual(hops(2));
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toEqual(hops(Number.POSITIVE_INFINITY));
    const listed = parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 2001:db8::1" }).TRUST_PROXY;
    expect(listed.kind).toBe("addresses");
  });

  it("refuses to start on a malformed value rather than share one bucket", () => {
    for (const value of ["oui", "10.0.0.0/33", "10.0.0/8", "loopback,,", "::1/129", "1.2.3.4/8/9", "127.0.0.1 :8080"]) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(
        new RegExp(
          `^Configuration invalide : TRUST_PROXY=${JSON.stringify(value).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`,
        ),
      );
    }
  });
});
