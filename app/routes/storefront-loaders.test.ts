import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { loader as honeyLoader } from "./honey";

// The loaders call the services and return (the views are tested in server/modules/catalog/views.test.ts).
const context = {
  cspNonce: undefined,
  logError: () => undefined,
  services: { catalog: { honeyPage: async () => null, offSale: async (id: string) => id === "retire" } },
} as unknown as AppLoadContext;

/** What the honey page's loader throws for /miel/<id>. */
const honeyRefusal = (id: string) =>
  honeyLoader({ context, params: { id }, request: new Request(`http://x/miel/${id}`) } as never).catch(
    (e: unknown) => e,
  );

describe("honey page loader", () => {
  it("redirects an unknown honey to the collection", async () => {
    const thrown = await honeyRefusal("z");
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/miels-collection");
  });

  it("answers 404 for a honey taken off sale", async () => {
    const thrown = await honeyRefusal("retire");
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });
});
