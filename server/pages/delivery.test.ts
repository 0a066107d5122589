// The estimated delivery date (decision 100) in the loaders' data: the product pages carry France's, the basket and
// the checkout every country's, computed on the server with the services' clock.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loader as basketLoader } from "#app/routes/basket";
import { loader as checkoutLoader } from "#app/routes/checkout";
import { loader as honeyLoader } from "#app/routes/honey";
import { loader as otherLoader } from "#app/routes/other-collection";
import { loader as perfumeLoader } from "#app/routes/perfume";
import { createServer } from "#server/app";
import { parseEnv } from "#server/env";
import { setupTestShop } from "#server/testing/test-shop";
import { createDeliveryServices } from "./delivery";

const shop = setupTestShop();

/** Friday 27 November 2026, 15:00 in Paris: after the cut-off, the parcel leaves on Monday 30. */
const FRIDAY_AFTERNOON = new Date("2026-11-27T14:00:00Z");

/** The shop's services with `variables`, their delivery estimates read at `at` (or the real clock). */
function servicesAt(at: Date | null, variables: Record<string, string> = {}) {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", CATALOGUE_CACHE_SECONDS: "0", ...variables });
  const services = createServer({ env, database: shop.database, logger: pino({ level: "silent" }) }).services;
  return at ? { ...services, delivery: createDeliveryServices({ env, now: () => at }) } : services;
}

/** A route's loader called as React Router calls it, with these services. */
function load<T>(loader: (args: never) => T, services: ReturnType<typeof servicesAt>, path: string, id?: string) {
  const args = { params: id ? { id } : {}, context: { services }, request: new Request(`http://shop${path}`) };
  return loader(args as never);
}

/** A product page's estimated deliveries among its reassurance lines (issue 34: beside the free delivery and the lot). */
const estimates = (page: { reassurance: { text: string }[] }) =>
  page.reassurance.map((line) => line.text).filter((text) => /livraison estimée/i.test(text));

describe("the estimated delivery in the loaders' data", () => {
  it("gives the product pages France's estimate per method, home saying it is France's, the carriers' delays by default", async () => {
    const services = servicesAt(FRIDAY_AFTERNOON);
    const expected = [
      "Livraison estimée en France le mercredi 2 décembre",
      "En point relais : livraison estimée entre le jeudi 3 et le lundi 7 décembre",
      "En express : livraison estimée le mardi 1er décembre",
    ];
    expect(estimates(await load(honeyLoader, services, "/miel/sidr_malaki_yemen", "sidr_malaki_yemen"))).toEqual(
      expected,
    );
    expect(estimates(await load(perfumeLoader, services, "/parfum/parfum_femme_5", "parfum_femme_5"))).toEqual(
      expected,
    );
    expect(estimates(await load(otherLoader, services, "/autres-collection"))).toEqual(expected);
  });

  it("leaves out of the product pages a method the shop does not offer in France, or has no delay for", async () => {
    const services = servicesAt(FRIDAY_AFTERNOON, {
      SHIPPING_RATES: "France:299:4500,Belgique:690:,Suisse:1290:,Luxembourg:690:,express/France:990:",
      SHIPPING_TRANSIT_DAYS: "France:2,pickup/France:3",
    });
    const page = await load(honeyLoader, services, "/miel/sidr_malaki_yemen", "sidr_malaki_yemen");
    expect(estimates(page)).toEqual(["Livraison estimée en France le mercredi 2 décembre"]);
  });

  it("gives the basket and the checkout every country's, without a date where no transit is configured", async () => {
    const services = servicesAt(FRIDAY_AFTERNOON, {
      SHIPPING_TRANSIT_DAYS: "France:2-3,Belgique:3-5",
      SHIPPING_CUTOFF_HOUR: "16",
    });
    const none = "Délai de livraison communiqué à l'expédition";
    const expected = {
      // 15:00 is before a 16:00 cut-off: the parcel leaves on Friday.
      France: { home: "Livraison estimée entre le mardi 1er et le mercredi 2 décembre", pickup: none, express: none },
      Belgique: {
        home: "Livraison estimée entre le mercredi 2 et le vendredi 4 décembre",
        pickup: none,
        express: none,
      },
      Suisse: { home: none, pickup: none, express: none },
      Luxembourg: { home: none, pickup: none, express: none },
    };
    expect((await load(basketLoader, services, "/panier")).delivery).toEqual(expected);
    expect((await load(checkoutLoader, services, "/checkout")).delivery).toEqual(expected);
  });

  it("reads the real clock when none is given: a date to come", async () => {
    const page = await load(honeyLoader, servicesAt(null), "/miel/sidr_malaki_yemen", "sidr_malaki_yemen");
    expect(estimates(page)[0]).toMatch(
      /^Livraison estimée en France le (lundi|mardi|mercredi|jeudi|vendredi) \d{1,2} \p{L}+$/u,
    );
  });
});
