import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPublicRequest, publicOriginBehindProxy } from "./http/public-url";
import { type CompiledServer, compiledBuild, freePort, startCompiledServer } from "./testing/compiled-server";
import { copyPreparedDataDir } from "./testing/prepared-data-dir";

// Issue 29, defect 2 (decision 075): behind a proxy that terminates TLS, the page forms' actions see the public https
// address, so React Router's check of the form's Origin passes (it answered 400 to every action).

const PUBLIC = "https://boutique.example";

describe("the public address behind a TLS-terminating proxy", () => {
  it("is https and PUBLIC_URL's host for a request through the proxy", () => {
    const origin = publicOriginBehindProxy(`${PUBLIC}/`)!;
    expect(origin).toBe(PUBLIC);
    expect(publicOriginBehindProxy("http://localhost:3000")).toBeNull();
    const req = { url: "/connexion?retour=%2Fprofil" } as { url: string };
    asPublicRequest(req as never, origin);
    expect(req.url).toBe(`${PUBLIC}/connexion?retour=%2Fprofil`);
    // A target the proxy passed on in absolute form keeps only its path: the host is the public one.
    const absolute = { url: "http://autre.example/panier?x=1" } as { url: string };
    asPublicRequest(absolute as never, origin);
    expect(absolute.url).toBe(`${PUBLIC}/panier?x=1`);
    const protocolRelative = { url: "//autre.example/x" } as { url: string };
    asPublicRequest(protocolRelative as never, origin);
    expect(new URL(protocolRelative.url).host).toBe("boutique.example");
  });
});

describe("a page form posted through the proxy (compiled server)", () => {
  let server: CompiledServer;
  beforeAll(async () => {
    const buildDir = compiledBuild("behind-proxy");
    server = await startCompiledServer(buildDir, await freePort(), {
      // Its first start is not what is tested: a copy of the run's prepared data dir.
      DATA_DIR: await copyPreparedDataDir(".tmp/behind-proxy/data"),
      PUBLIC_URL: PUBLIC,
      ALLOW_SIMULATED_PAYMENTS: "true",
      TRUST_PROXY: "loopback",
    });
  }, 240_000);
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
  });

  const post = (path: string, form: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string; requestId?: string }>((resolve, reject) => {
      const req = httpRequest(
        `${server.origin}${path}`,
        {
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            host: "boutique.example",
            "x-forwarded-proto": "https",
            "x-forwarded-for": "192.0.2.44",
            ...headers,
          },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body, requestId: res.headers["x-request-id"] as string }),
          );
        },
      );
      req.on("error", reject);
      req.end(form);
    });

  it("signs in without JavaScript: the action runs (no 400) and answers in French", async () => {
    const answer = await post("/connexion", "mode=login&email=personne%40example.fr&password=pas-le-bon-mot-1", {
      origin: PUBLIC,
      "sec-fetch-site": "same-origin",
      "x-request-id": "proxy-request-0001",
    });
    // The action ran: the form again with the service's French reason (React Router refused it with a bare 400).
    expect(answer.body).toContain("Email ou mot de passe incorrect.");
    // The proxy's request id is kept: the request came through a trusted proxy.
    expect(answer.requestId).toBe("proxy-request-0001");
  });
});
