import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as honeyLoader } from "./honey";

// The loaders call the services and return (the views are tested in server/modules/catalog/views.test.ts).
const context = {
  cspNonce: undefined,
  logError: () => undefined,
  services: { catalog: { honeyPage: async () => null, offSale: async (id: string) => id === "retire" } },
} as unknown as AppLoadContext;

describe("honey page loader", () => {
  it("redirects an unknown honey to the collection", async () => {
    const thrown = await honeyLoader({
      context,
      params: { id: "z" },
      request: new Request("http://x/miel/z"),
    } as never).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/miels-collection");
  });

  it("answers 404 for a honey taken off sale", async () => {
    const thrown = await honeyLoader({
      context,
      params: { id: "retire" },
      request: new Request("http://x/miel/retire"),
    } as never).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });
});
