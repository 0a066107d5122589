// Tests against Sendcloud's stand-in: the stand-in started once, emptied before each test, and (useSendcloudShop)
// the shop's app configured with it (SHIPPING_PROVIDER=sendcloud and its keys).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type SendcloudStandIn, startSendcloudStandIn } from "./sendcloud-stand-in";
import type { TestApp } from "./test-app";
import type { TestShop } from "./test-shop";

/**
 * A stand-in for the tests of the file or `describe` block that calls this: started before them with `keys`,
 * emptied (its parcels, requests and faults) before each, closed after them; the function returned reads it.
 */
export function sendcloudStandInForTests(keys: { publicKey: string; secretKey: string }): () => SendcloudStandIn {
  let standIn: SendcloudStandIn | undefined;
  beforeAll(async () => {
    standIn = await startSendcloudStandIn(keys);
  });
  beforeEach(() => standIn!.reset());
  afterAll(async () => {
    await standIn?.close();
  });
  return () => standIn!;
}

/** Registers the hooks; `standIn` and `app` are read inside the tests. */
export function useSendcloudShop(shop: TestShop, keys: { publicKey: string; secretKey: string }) {
  const standIn = sendcloudStandInForTests(keys);
  const state = {} as { standIn: SendcloudStandIn; app: TestApp };
  beforeEach(() => {
    state.standIn = standIn();
    state.app = shop.appWith({
      SHIPPING_PROVIDER: "sendcloud",
      SENDCLOUD_PUBLIC_KEY: keys.publicKey,
      SENDCLOUD_SECRET_KEY: keys.secretKey,
      SENDCLOUD_SHIPPING_METHODS: "home:8,pickup:1234",
      SENDCLOUD_API_URL: state.standIn.url,
    });
  });
  return state;
}
