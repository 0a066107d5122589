import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { addressBucket } from "#server/lib/address-bucket";
import { clientAddress, normaliseAddress } from "./client-address";
import { parseEnv } from "#server/env";

const seen = async (trustProxy: number, socket: string | undefined, forwarded?: string) => {
  const app = new Hono().get("/", (c) => c.text(clientAddress(c, trustProxy)));
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
    expect(await seen(0, "203.0.113.5", "192.0.2.1")).toBe("203.0.113.5");
    expect(await seen(0, "::ffff:203.0.113.5")).toBe("203.0.113.5");
    expect(await seen(0, undefined)).toBe("inconnue");
  });

  it("believes as many entries from the right as there are trusted proxies", async () => {
    expect(await seen(1, "10.0.0.1", "192.0.2.1")).toBe("192.0.2.1");
    expect(await seen(1, "10.0.0.1", "6.6.6.6, 192.0.2.1")).toBe("192.0.2.1");
    expect(await seen(2, "10.0.0.2", "6.6.6.6, 192.0.2.1, 10.0.0.1")).toBe("192.0.2.1");
    expect(await seen(Number.POSITIVE_INFINITY, "10.0.0.2", "192.0.2.1, 10.0.0.1")).toBe("192.0.2.1");
    expect(await seen(3, "10.0.0.2", "192.0.2.1")).toBe("192.0.2.1");
  });

  it("falls back to the socket when the header is missing or not an address", async () => {
    expect(await seen(1, "10.0.0.1")).toBe("10.0.0.1");
    expect(await seen(1, "10.0.0.1", "")).toBe("10.0.0.1");
    expect(await seen(1, "10.0.0.1", "pas-une-adresse")).toBe("10.0.0.1");
    expect(await seen(1, "10.0.0.1", "192.0.2.1:4711")).toBe("192.0.2.1");
    expect(await seen(1, "10.0.0.1", "[2001:db8::1]:4711")).toBe("2001:db8::1");
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
  it("is off by default, a number of proxies, or true for all", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(Number.POSITIVE_INFINITY);
    expect(() => parseEnv({ TRUST_PROXY: "oui" })).toThrow(/^Configuration invalide : TRUST_PROXY="oui"/);
  });
});
