import { describe, expect, it } from "vitest";
import { setupTestShop } from "#server/testing/test-shop";
import { CONTRACT_PATHS } from "./docs";

// The contract (docs/decisions/020-api-contract.md): every route of the API is in the OpenAPI document, read from
// the app's own route table as the fuzz test does, so a route added outside the contract fails here.

const shop = setupTestShop();

interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown>>;
}

async function openApiDocument(): Promise<OpenApiDocument> {
  const res = await shop.app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return JSON.parse(await res.text()) as OpenApiDocument;
}

/** `METHOD /api/a/:b` for each route of the API in the app's table, the contract's own pages left out. */
function apiRoutesOfTheApp(): string[] {
  const own = new Set(CONTRACT_PATHS.map((path) => `/api${path}`));
  const table = shop.app.routes.filter(
    (r) => r.method !== "ALL" && r.path.startsWith("/api/") && !r.path.includes("*") && !own.has(r.path),
  );
  return [...new Set(table.map((r) => `${r.method} ${r.path}`))].sort();
}

/** The same form for each operation of the document (`/a/{b}` under the server `/api`). */
function operationsOfTheDocument(document: OpenApiDocument): string[] {
  const base = document.servers?.[0]?.url ?? "";
  return Object.entries(document.paths)
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${base}${path.replace(/\{([^}]+)\}/g, ":$1")}`),
    )
    .sort();
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.x JSON served at /api/openapi.json", async () => {
    const document = await openApiDocument();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.servers).toEqual([{ url: "/api" }]);
  });

  it("declares every route of the API registered on the app, and no other", async () => {
    const routes = apiRoutesOfTheApp();
    const operations = operationsOfTheDocument(await openApiDocument());
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !operations.includes(route))).toEqual([]);
    expect(operations.filter((operation) => !routes.includes(operation))).toEqual([]);
  });

  it("describes each JSON body with its schema and each refusal as a French `detail`", async () => {
    const document = await openApiDocument();
    const login = document.paths["/auth/login"]!.post as {
      requestBody: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }>;
    };
    expect(login.requestBody.content["application/json"]!.schema.required).toEqual(["email", "password"]);
    expect(login.responses["415"]!.content["application/json"]!.schema.$ref).toBe("#/components/schemas/Refus");
  });
});

describe("the API reference at /api/docs", () => {
  it("answers an HTML page whose only scripts are the viewer's, served by the shop itself", async () => {
    const res = await shop.app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain('data-url="/api/openapi.json"');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].map((m) => [m[1]!.trim(), m[2]!.trim()]);
    // CSP-clean: no inline script to run (the settings are a script of the shop), no script from elsewhere.
    expect(scripts).toEqual([
      ['src="/api/docs/swagger-ui-bundle.js"', ""],
      ['src="/api/docs/init.js"', ""],
    ]);
    expect(page).not.toMatch(/(src|href)="https?:/);
  });

  it("serves the viewer from the installed package, and its settings point at the shop's document only", async () => {
    const bundle = await shop.app.request("/api/docs/swagger-ui-bundle.js");
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    const script = await bundle.text();
    expect(script.length).toBeGreaterThan(100_000);
    expect(script).toContain("SwaggerUIBundle");
    const css = await shop.app.request("/api/docs/swagger-ui.css");
    expect(css.headers.get("content-type")).toContain("text/css");
    const init = await (await shop.app.request("/api/docs/init.js")).text();
    expect(init).toContain('"url":"/api/openapi.json"');
    expect(init).toContain('"validatorUrl":null');
  });
});
