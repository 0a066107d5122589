import { Agent, createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { keepConnectionsAlive } from "./connections";

let server: Server | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

afterEach(async () => {
  agent.destroy();
  await new Promise((done) => server?.close(done));
});

function get(port: number) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(req.socket!.localPort!));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("keep-alive connections", () => {
  it("are kept past Node's default (5 s plus a 1 s margin), so a client reusing one is not reset", async () => {
    server = createServer((_req, res) => res.end("ok"));
    keepConnectionsAlive(server);
    await new Promise<void>((done) => server!.listen(0, "127.0.0.1", done));
    const { port } = server.address() as AddressInfo;

    const first = await get(port);
    await new Promise((wait) => setTimeout(wait, 7_000));
    const second = await get(port);

    expect(second).toBe(first);
  }, 15_000);
});
