import { createMailer } from "#server/modules/mail/service";
import pino from "pino";
import { apiClient } from "./api-client";
import { checkoutBody, payOnSimulatedPage } from "./checkout";
import { createSignedInAdmin } from "./customers";
import { photoForm, testImage } from "./photos";
import type { TestApp } from "./test-app";
import type { Db } from "#server/db/client";

/** A honey whose stock is counted: paid and unpaid orders both take from it. */
export const STOCKED_VARIANT = "tahl_saoudien_250g";

export interface BusyShop {
  /** Each order's reference with what its customer's link shows (status and total). */
  orders: { reference: string; paid: boolean }[];
  email: string;
}

/**
 * Fills a shop through its own workflows, as customers and an administrator would: an account registered, verified
 * and signed in; paid orders (one with PROMO5, one by the account), an unpaid one holding its stock; a product photo
 * uploaded. Every table a backup or a move must carry gets rows: orders and lines, payments, code uses, sessions,
 * outbox mails, audit, photos. `app` needs DATA_DIR (the photo's files) and the simulated card provider.
 */
export async function fillShop(app: TestApp, db: Db, prefix: string): Promise<BusyShop> {
  const api = apiClient(app);
  const expect = async (answer: Response | Promise<Response>, status: number) => {
    const res = await answer;
    if (res.status !== status) throw new Error(`attendu ${status}, reçu ${res.status} : ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };

  const email = `${prefix}.compte@example.fr`;
  const password = "miel-sidr-2025";
  await expect(
    api.request("POST", "/api/auth/register", { body: { email, password, full_name: "Claire Martin" } }),
    201,
  );
  const mailer = createMailer({ db, logger: pino({ level: "silent" }), from: "x@y.fr" });
  const verification = (await mailer.outbox()).find((m) => m.to === email)!;
  const token = /verify-email\?token=([\w-]+)/.exec(verification.text)![1]!;
  await expect(app.request(`/api/auth/verify-email?token=${token}`), 200);
  const { access_token: session } = await expect(
    api.request("POST", "/api/auth/login", { body: { email, password } }),
    200,
  );

  const orders: BusyShop["orders"] = [];
  const checkout = async (pay: boolean, body: Parameters<typeof checkoutBody>[0], bearer?: string) => {
    const placed = await expect(
      api.request("POST", "/api/payments/checkout/cart", { body: checkoutBody(body), bearer }),
      200,
    );
    if (pay) await payOnSimulatedPage(api, String(placed.url));
    orders.push({ reference: String(placed.reference), paid: pay });
  };
  await checkout(true, { items: [{ id: STOCKED_VARIANT, quantity: 2 }], promo_code: { code: "PROMO5" } });
  await checkout(true, {
    items: [
      { id: "parfum_femme_1", name: "Mme.H", price: 29.99, quantity: 2 },
      { id: "parfum_homme_1", name: "Mr.H — Erba", price: 29.99, quantity: 1 },
    ],
  });
  await checkout(true, { guest_email: email, is_guest: false }, String(session));
  await checkout(false, { items: [{ id: STOCKED_VARIANT, quantity: 1 }] });

  const admin = await createSignedInAdmin(db);
  await expect(
    app.request("/api/admin/products/sidr_malaki_yemen/photos", {
      method: "POST",
      body: photoForm(await testImage("jpeg", 320), "Pot de miel de sidr"),
      headers: { cookie: admin.cookie },
    }),
    201,
  );
  return { orders, email };
}
