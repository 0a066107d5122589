// A file's tests against Sendcloud's stand-in: the stand-in started once, emptied before each test, and the shop's
// app configured with it (SHIPPING_PROVIDER=sendcloud and its keys).
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type SendcloudStandIn, startSendcloudStandIn } from "./sendcloud-stand-in";
import type { TestApp } from "./test-app";
import type { TestShop } from "./test-shop";

/** Registers the hooks; `standIn` and `app` are read inside the tests. */
export function useSendcloudShop(shop: TestShop, keys: { publicKey: string; secretKey: string }) {
  const state = {} as { standIn: SendcloudStandIn; app: TestApp };
  beforeAll(async () => {
    state.standIn = await startSendcloudStandIn(keys);
  });
  afterAll(async () => {
    await state.standIn?.close();
  });
  beforeEach(() => {
    state.standIn.reset();
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
