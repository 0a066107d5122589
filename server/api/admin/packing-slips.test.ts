import { PDFParse } from "pdf-parse";
import { beforeEach, describe, expect, it } from "vitest";
import { LOT_UNKNOWN, NO_ORDER_TO_PREPARE } from "#core/packing-slip";
import { deliveryAddress } from "#server/testing/addresses";
import { checkoutBody, payOnSimulatedPage } from "#server/testing/checkout";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

// Packing slips through the back office's API (issue 32, decision 105): the PDF read back as text.

const shop = setupTestShop();
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;
beforeEach(async () => {
  admin = await createSignedInAdmin(shop.db);
});

const HONEY = "sidr_malaki_yemen_250g";
const SEEDED_LOT = "L25-SIDR-MALAKI-YEMEN-250G";
const PERFUME = "parfum_homme_1";

async function paidOrder(overrides: Parameters<typeof checkoutBody>[0] = {}) {
  const placed = await shop.api.call<{ url: string; reference: string }>("POST", "/api/payments/checkout/cart", {
    body: checkoutBody(overrides),
  });
  expect(placed.status).toBe(200);
  await payOnSimulatedPage(shop.api, placed.body.url);
  return placed.body.reference;
}

async function download(path: string, token: string | null = admin.token) {
  return shop.app.request(path, { headers: token ? { cookie: `maisonh_session=${token}` } : {} });
}

async function textOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const text = (await new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) }).getText()).text;
  return text.replace(/\s+/g, " ");
}

describe("GET /api/admin/orders/:reference/packing-slip", () => {
  it("lists the lines, their quantities and the lots taken when prepared, the address, and no price", async () => {
    const reference = await paidOrder({
      items: [
        { id: HONEY, name: "Miel", price: 1, quantity: 3 },
        { id: PERFUME, name: "Parfum", price: 1, quantity: 1 },
      ],
    });
    const prepared = await shop.api.call("POST", `/api/admin/orders/${reference}/prepare`, {
      cookie: admin.token,
      body: { lots: [] },
    });
    expect(prepared.status).toBe(200);

    const res = await download(`/api/admin/orders/${reference}/packing-slip`);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="bon-de-preparation-${reference}.pdf"`);
    const text = await textOf(res);
    expect(text).toContain("Bon de préparation");
    expect(text).toContain(`Commande ${reference}`);
    expect(text).toMatch(/Miel de Sidr Malaki.*250\s?g 3 L25-SIDR-MALAKI-YEMEN-250G/);
    expect(text).toContain(SEEDED_LOT);
    expect(text).toMatch(new RegExp(`Mr\\.H.* 1 ${LOT_UNKNOWN}`));
    expect(text).toContain("Livraison à domicile Claire Martin 12 rue des Abeilles");
    expect(text).toContain("Préparé");
    expect(text).toContain("4 articles au total.");
    expect(text).not.toMatch(/€|EUR|Prix|Total TTC/);
  });

  it("says « lot non renseigné » before the order is prepared, and names the pickup point", async () => {
    const points = await shop.api.call<{ points: { id: string; name: string; street: string; carrier: string }[] }>(
      "GET",
      "/api/shipping/pickup-points?country=France&postal_code=75011",
    );
    const point = points.body.points[0]!;
    const reference = await paidOrder({
      items: [{ id: HONEY, name: "Miel", price: 1, quantity: 2 }],
      shipping_address: { ...deliveryAddress("relais@exemple.fr"), city: "Paris", postalCode: "75011" },
      delivery_method: "pickup",
      pickup_point_id: point.id,
    });
    const text = await textOf(await download(`/api/admin/orders/${reference}/packing-slip`));
    expect(text).toContain(`Point relais : ${point.name}, ${point.street}, 75011 Paris (${point.carrier})`);
    expect(text).toContain("Au nom de Claire Martin");
    expect(text).toContain(`250 g 2 ${LOT_UNKNOWN}`.replace(" g", "\u00a0g").replace(/\s+/g, " "));
    expect(text).not.toContain(SEEDED_LOT);
  });

  it("answers 404 for an unknown order and 409 for an unpaid one", async () => {
    expect((await download("/api/admin/orders/MH-INCONNU/packing-slip")).status).toBe(404);
    const placed = await shop.api.call<{ reference: string }>("POST", "/api/payments/checkout/cart", {
      body: checkoutBody(),
    });
    const unpaid = await download(`/api/admin/orders/${placed.body.reference}/packing-slip`);
    expect(unpaid.status).toBe(409);
    expect(((await unpaid.json()) as { detail: string }).detail).toBe("Commande non payée : rien à préparer.");
  });

  it("is the back office's only: 401 signed out, 403 for a customer", async () => {
    const reference = await paidOrder();
    const customer = await createSignedInCustomer(shop.db);
    expect((await download(`/api/admin/orders/${reference}/packing-slip`, null)).status).toBe(401);
    expect((await download(`/api/admin/orders/${reference}/packing-slip`, customer.token)).status).toBe(403);
    expect((await download("/api/admin/packing-slips?status=a_preparer", null)).status).toBe(401);
    expect((await download("/api/admin/packing-slips?status=a_preparer", customer.token)).status).toBe(403);
  });
});

describe("GET /api/admin/packing-slips", () => {
  it("prints the orders to prepare in one PDF, the oldest first, one page each", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const res = await download("/api/admin/packing-slips?status=a_preparer");
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    const text = await textOf(res);
    expect(text.indexOf(first)).toBeGreaterThan(-1);
    expect(text.indexOf(second)).toBeGreaterThan(text.indexOf(first));
    const info = await new PDFParse({ data: bytes }).getInfo();
    expect(info.total).toBe(2);

    await shop.api.call("POST", `/api/admin/orders/${first}/prepare`, { cookie: admin.token, body: { lots: [] } });
    const preparing = await textOf(await download("/api/admin/packing-slips?status=en_preparation"));
    expect(preparing).toContain(first);
    expect(preparing).not.toContain(second);
  });

  it("says so in French when there is no order to prepare", async () => {
    const res = await download("/api/admin/packing-slips?status=a_preparer");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { detail: string }).detail).toBe(NO_ORDER_TO_PREPARE);
    expect((await download("/api/admin/packing-slips?status=expediee")).status).toBe(400);
  });
});
