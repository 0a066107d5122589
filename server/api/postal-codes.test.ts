import { describe, expect, it } from "vitest";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();

const ask = (code: string) =>
  shop.api.call<{ code: string; cities: string[]; detail?: string }>("GET", `/api/postal-codes/${code}`);

describe("GET /api/postal-codes/:code", () => {
  it("proposes the commune of a French postal code, or each of them when several share it", async () => {
    expect((await ask("69001")).body).toEqual({ code: "69001", cities: ["Lyon"] });
    expect((await ask("75008")).body.cities).toEqual(["Paris"]);
    const shared = await ask("01400");
    expect(shared.body.cities.length).toBeGreaterThan(1);
    expect(shared.body.cities).toContain("Châtillon-sur-Chalaronne");
    expect(shared.body.cities).toEqual([...shared.body.cities].sort((a, b) => a.localeCompare(b, "fr")));
    expect(shared.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("answers no commune for a code La Poste does not use, and a French 400 for what is not a code", async () => {
    expect((await ask("00000")).body).toEqual({ code: "00000", cities: [] });
    for (const bad of ["6900", "69OO1", "690011"]) {
      const answer = await ask(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(/^Code postal invalide : 5 chiffres/);
    }
  });
});
