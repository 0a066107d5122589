import { request } from "node:https";
import { expect, test } from "@playwright/test";
import { PROXY_HOST, PROXY_PORT } from "./origin";

// Issue 29, defect 1 as the rig shows it: clients at distinct real addresses (127.0.0.2, 127.0.0.3…: real sockets
// to Caddy, which writes X-Forwarded-For itself) have their own limits on both instances behind it.

function signIn(from: string, email: string, password: string): Promise<number> {
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: PROXY_PORT,
        path: "/api/auth/login",
        method: "POST",
        localAddress: from,
        servername: PROXY_HOST,
        rejectUnauthorized: false,
        agent: false,
        headers: {
          host: `${PROXY_HOST}:${PROXY_PORT}`,
          "content-type": "application/json",
          // A client writing its own header: Caddy replaces it with the address it sees.
          "x-forwarded-for": "198.51.100.77",
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("through the proxy, 20 wrong passwords from one address do not refuse another address", async () => {
  for (let i = 0; i < 20; i++) {
    expect(await signIn("127.0.0.2", `inconnu-${i}@example.fr`, "pas-le-bon-mot")).toBe(401);
  }
  expect(await signIn("127.0.0.2", "inconnu-21@example.fr", "pas-le-bon-mot")).toBe(429);
  // Another client: its own counter, whichever instance Caddy sends it to.
  for (let i = 0; i < 3; i++) {
    expect(await signIn("127.0.0.3", `autre-${i}@example.fr`, "pas-le-bon-mot")).toBe(401);
  }
});

test("through the proxy, pages are served as the public https address with HSTS", async ({ request }) => {
  const res = await request.get("/connexion");
  expect(res.status()).toBe(200);
  expect(res.headers()["strict-transport-security"]).toContain("max-age=31536000");
  // The canonical link and every absolute address of the page are the public https origin, never Caddy's upstream.
  const html = await res.text();
  expect(html).not.toContain("http://127.0.0.1:330");
  expect(html).not.toContain("http://localhost");
});
