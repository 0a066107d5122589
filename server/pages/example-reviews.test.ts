// Decision 086: the shop's example reviews and ratings only in a demonstration, marked as examples; a shop taking
// real payments sends none of them — pages' loaders and the API alike — and no JSON-LD rating.
import { describe, expect, it } from "vitest";
import { loader as articlesLoader } from "#app/routes/articles";
import { loader as catalogueLoader } from "#app/routes/catalogue";
import { loader as homeLoader } from "#app/routes/home";
import { loader as honeyLoader } from "#app/routes/honey";
import { loader as honeysLoader } from "#app/routes/honey-collection";
import { loader as wellnessLoader } from "#app/routes/other-collection";
import { loader as perfumeLineLoader } from "#app/routes/perfume-line";
import { apiClient } from "#server/testing/api-client";
import { createTestServer, REAL_PAYMENTS_ENV } from "#server/testing/test-app";
import { setupTestShop } from "#server/testing/test-shop";

const shop = setupTestShop();
const HONEY = "sidr_malaki_yemen";

/** A shop whose catalogue reads are kept (as in production), in demonstration or with real payments. */
function server(mode: "demo" | "real") {
  const created = createTestServer(shop.database, {
    CATALOGUE_CACHE_SECONDS: "60",
    ...(mode === "real" ? REAL_PAYMENTS_ENV : {}),
  });
  expect(created.services.config.demoMode).toBe(mode === "demo");
  return { ...created, api: apiClient(created.app) };
}

/** Every loader of a page that showed a review or a rating, called as React Router does. */
async function pages(s: ReturnType<typeof server>) {
  const args = (path: string, params: Record<string, string> = {}) =>
    ({
      params,
      context: { services: s.services },
      request: new Request(`http://shop${path}`),
      pattern: new URL(`http://shop${path}`).pathname,
    }) as never;
  return {
    home: await homeLoader(args("/")),
    honey: await honeyLoader(args(`/miel/${HONEY}`, { id: HONEY })),
    honeys: await honeysLoader(args("/miels-collection")),
    mrH: await perfumeLineLoader(args("/parfums-homme")),
    wellness: await wellnessLoader(args("/autres-collection")),
    catalogue: await catalogueLoader(args("/catalogue?tri=note")),
    articles: await articlesLoader(args("/articles")),
  };
}

/** Every `rating` anywhere in a loader's data. */
function ratingsIn(data: unknown): unknown[] {
  const found: unknown[] = [];
  JSON.stringify(data, (key, value: unknown) => {
    if (key === "rating") found.push(value);
    return value;
  });
  return found;
}

describe("example reviews and ratings", () => {
  it("are sent in a demonstration, each marked as an example", async () => {
    const s = server("demo");
    const shown = await pages(s);
    expect(shown.home.reviews).toHaveLength(5);
    expect(shown.home.reviews.every((r) => r.example)).toBe(true);
    expect(shown.honey.reviews.examples.length).toBeGreaterThan(0);
    expect(shown.honey.reviews.examples.every((r) => r.example)).toBe(true);
    expect(shown.honey.reviews).toMatchObject({ rating: null, published: [] });
    expect(shown.honey.honey.rating).toEqual({ value: 4.9, example: true });
    expect(shown.catalogue).toMatchObject({ sort: "note", byRating: true });
    const cardRatings = ratingsIn([shown.honeys, shown.mrH, shown.wellness, shown.catalogue, shown.articles]);
    expect(cardRatings.length).toBeGreaterThan(40);
    expect(cardRatings.every((r) => (r as { example?: boolean }).example === true)).toBe(true);

    const honey = await s.api.call<{ rating: number; reviews: { example: boolean }[] }>(
      "GET",
      `/api/catalog/honeys/${HONEY}`,
    );
    expect(honey.body.rating).toBe(4.9);
    expect(honey.body.reviews.length).toBeGreaterThan(0);
    expect(honey.body.reviews.every((r) => r.example)).toBe(true);
  });

  it("are never sent by a shop taking real payments: no review, no rating, no sorting by rating", async () => {
    const s = server("real");
    const shown = await pages(s);
    expect(shown.home.reviews).toEqual([]);
    expect(shown.honey.reviews).toEqual({ sort: "recents", rating: null, published: [], examples: [] });
    expect(ratingsIn(shown).every((r) => r === null)).toBe(true);
    expect(ratingsIn(shown).length).toBeGreaterThan(40);
    // « Meilleures notes » asked by the address: the relevance order, and the choice is not offered.
    expect(shown.catalogue).toMatchObject({ sort: "pertinence", byRating: false });

    const honey = await s.api.call<{ rating: number | null; reviews: unknown[] }>(
      "GET",
      `/api/catalog/honeys/${HONEY}`,
    );
    expect(honey.status).toBe(200);
    expect(honey.body).toMatchObject({ rating: null, reviews: [] });
    const listed = await s.api.call<{ products: { rating: number | null }[] }>("GET", "/api/catalog/products");
    expect(listed.body.products.length).toBeGreaterThan(40);
    expect(listed.body.products.every((p) => p.rating === null)).toBe(true);
  });

  it("never reach a real-payment shop through a cache a demonstration filled on the same database", async () => {
    const demo = server("demo");
    expect((await pages(demo)).home.reviews).toHaveLength(5);
    const real = server("real");
    expect((await pages(real)).home.reviews).toEqual([]);
    expect((await pages(demo)).home.reviews).toHaveLength(5);
  });
});
