import { describe, expect, it } from "vitest";
import { readCache } from "./read-cache";

describe("readCache", () => {
  it("loads a key once and shares it, also with the callers that came while it loaded", async () => {
    const cache = readCache({ ttlMs: 1000 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get("k", load), cache.get("k", load)]);
    expect([a, b, await cache.get("k", load), loads]).toEqual([1, 1, 1, 1]);
  });

  it("reads again after invalidate, and never keeps a load that began before a write ended", async () => {
    const cache = readCache({ ttlMs: 1000 });
    let value = "avant";
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slow = cache.get("k", async () => {
      const seen = value;
      await held;
      return seen;
    });
    value = "après";
    cache.invalidate(); // the write ends while the first load is still running
    release();
    expect(await slow).toBe("avant");
    expect(await cache.get("k", async () => value)).toBe("après");
  });

  it("forgets a value after its lifetime (another instance's write) and a failed load at once", async () => {
    let clock = 0;
    const cache = readCache({ ttlMs: 1000, now: () => clock });
    await cache.get("k", async () => 1);
    clock = 999;
    expect(await cache.get("k", async () => 2)).toBe(1);
    clock = 1001;
    expect(await cache.get("k", async () => 3)).toBe(3);
    await expect(cache.get("e", () => Promise.reject(new Error("base absente")))).rejects.toThrow();
    expect(await cache.get("e", async () => "revenue")).toBe("revenue");
  });

  it("keeps at most maxEntries keys, and nothing with a lifetime of 0", async () => {
    const bounded = readCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ["a", "b", "c"]) await bounded.get(key, async () => key);
    expect(bounded.size()).toBe(2);
    const off = readCache({ ttlMs: 0 });
    await off.get("a", async () => 1);
    expect([off.size(), await off.get("a", async () => 2)]).toEqual([0, 2]);
  });
});
