// The resilience run's machinery: production instances as child processes, the round-robin proxy in front of them,
// and an SMTP server that counts what the shop really sends.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { waitFor } from "../../bench/support";

/** One production instance of the shop: started, stopped (SIGTERM) or killed (SIGKILL), started again. */
export class Instance {
  private child: ChildProcess | null = null;
  /** Log lines at level error or fatal, kept for the report (they make the run fail). */
  readonly errors: string[] = [];
  /** Exits nobody asked for (a crash): each one breaks a promise. */
  readonly exits: string[] = [];
  /** Warning lines; echoed unless `echoWarnings` is off (the fault phase's expected ones are only counted). */
  warnings = 0;
  echoWarnings = true;
  private stopping = false;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly command: string[],
    private readonly env: Record<string, string>,
  ) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start() {
    const child = spawn(process.execPath, this.command, {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(this.port),
        LOG_LEVEL: "warn",
        ...this.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    this.stopping = false;
    child.once("exit", (code, signal) => {
      if (!this.stopping) this.exits.push(`${this.name} : code ${code}, signal ${signal}`);
    });
    const read = (stream: NodeJS.ReadableStream | null) => {
      let rest = "";
      stream?.setEncoding("utf8");
      stream?.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) this.log(line);
      });
    };
    read(child.stdout);
    read(child.stderr);
    await waitFor(`http://127.0.0.1:${this.port}/api/ready`);
  }

  private log(line: string) {
    if (!line.trim()) return;
    let level: number;
    try {
      level = (JSON.parse(line) as { level?: number }).level ?? 0;
    } catch {
      // Not a log record (a crash's stack): counted as an error.
      level = 50;
    }
    if (level === 40) this.warnings += 1;
    if (level !== 40 || this.echoWarnings) process.stderr.write(`[${this.name}] ${line}\n`);
    if (level >= 50) this.errors.push(line);
  }

  /** Resident memory of the process in bytes, from /proc (Linux). */
  rss(): number {
    const status = readFileSync(`/proc/${this.child!.pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
  }

  /** Sends `signal` and waits for the exit; resolves with the exit code (null when killed by the signal). */
  stop(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
    this.stopping = true;
    return new Promise((resolve) => {
      child.once("exit", (code) => resolve(code));
      child.kill(signal);
    });
  }
}

export interface ProxyCounts {
  /** Requests answered by an instance. */
  forwarded: number;
  /** Connections refused by one instance, sent to the next one (the request never reached the first). */
  retriedRefused: number;
  /** Requests cut after they reached an instance (killed mid-request): answered 502 by the proxy, never retried. */
  cut: number;
  /** Every instance refused the connection: answered 503. */
  noInstance: number;
}

/**
 * A round-robin reverse proxy, as a load balancer in front of N instances: one new upstream connection per request
 * (no pooled socket an instance could close under us), its answer read whole before it is passed on; a refused
 * connection is tried on the next instance (the request was never sent: safe for a POST too, like nginx's
 * `proxy_next_upstream error`); any other failure once the request was sent is answered 502 and counted, never
 * retried (a checkout must not be placed twice). Like a load balancer's health check, it asks each instance's
 * `/api/ready` every `READY_EVERY_MS` and sends to the ready ones first (all of them when none is), so an instance
 * draining before its stop (SHUTDOWN_DRAIN_SECONDS, decision 066) stops receiving before it stops listening.
 */
export const READY_EVERY_MS = 200;

function isReady(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(
      { host: "127.0.0.1", port, path: "/api/ready", headers: { connection: "close" }, agent: false, timeout: 1_000 },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode === 200);
      },
    );
    probe.on("timeout", () => probe.destroy());
    probe.on("error", () => resolve(false));
    probe.end();
  });
}

export async function startProxy(port: number, upstreams: number[]): Promise<{ server: Server; counts: ProxyCounts }> {
  const counts: ProxyCounts = { forwarded: 0, retriedRefused: 0, cut: 0, noInstance: 0 };
  let next = 0;
  const ready = upstreams.map(() => true);
  const checks = setInterval(() => {
    upstreams.forEach((target, i) => void isReady(target).then((answer) => (ready[i] = answer)));
  }, READY_EVERY_MS);
  /** The instance's whole answer (status, headers, body), read before anything is sent back: a cut is a 502. */
  const forward = (
    req: IncomingMessage,
    body: Buffer,
    target: number,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer } | "refused" | "cut"> =>
    new Promise((resolve) => {
      const upstream = request(
        {
          host: "127.0.0.1",
          port: target,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `127.0.0.1:${target}`, connection: "close" },
          agent: false,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("error", () => resolve("cut"));
          answer.on("close", () =>
            resolve(
              answer.complete
                ? { status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }
                : "cut",
            ),
          );
        },
      );
      upstream.on("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED" ? "refused" : "cut"));
      upstream.end(body);
    });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        // This request's turn, then the instances after it, the ready ones first: a retry never lands on the
        // instance that refused.
        const first = next++;
        const turns = upstreams.map((_, tries) => (first + tries) % upstreams.length);
        const order = [...turns.filter((i) => ready[i]), ...turns.filter((i) => !ready[i])];
        for (const i of order) {
          const answer = await forward(req, body, upstreams[i]!);
          if (answer === "refused") {
            counts.retriedRefused += 1;
            continue;
          }
          if (answer === "cut") {
            counts.cut += 1;
            res.writeHead(502, { "content-type": "application/json", "x-proxy": "cut" });
            res.end(JSON.stringify({ detail: "instance coupée pendant la requête" }));
            return;
          }
          counts.forwarded += 1;
          const { connection: _, "transfer-encoding": __, ...headers } = answer.headers;
          res.writeHead(answer.status, headers);
          res.end(answer.body);
          return;
        }
        counts.noInstance += 1;
        res.writeHead(503, { "content-type": "application/json", "x-proxy": "none" });
        res.end(JSON.stringify({ detail: "aucune instance" }));
      })();
    });
  });
  server.on("close", () => clearInterval(checks));
  await listening(server, port, `le proxy (port ${port}, RESILIENCE_PORT)`);
  return { server, counts };
}

/**
 * `server` listening on 127.0.0.1:`port`, or a clear error if it cannot (a port taken): thrown before any instance is
 * started, never as an unhandled event that would end the run and leave its instances running.
 */
async function listening(server: Server | SMTPServer, port: number, what: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", (err: Error) => reject(new Error(`${what} n'a pas pu écouter : ${err.message}`)));
    server.listen(port, "127.0.0.1", resolve);
  });
  const socket = server instanceof SMTPServer ? server.server : server;
  return (socket.address() as AddressInfo).port;
}

/** An SMTP server keeping what it received (recipient → messages), on a free port: its `port`. */
export async function startMailSink(): Promise<{ server: SMTPServer; received: Map<string, number>; port: number }> {
  const received = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1);
        callback();
      });
    },
  });
  const port = await listening(server, 0, "le serveur SMTP");
  return { server, received, port };
}

/**
 * The database of `url` dropped, and created again for "create": a run's throw-away database, whose name must say
 * what it is for (« resilience », « proxy »: the variable's name without `_DATABASE_URL`).
 */
export async function throwAwayDatabase(url: string, variable: string, action: "create" | "drop") {
  const name = new URL(url).pathname.slice(1);
  const marker = variable.replace(/_DATABASE_URL$/, "").toLowerCase();
  if (!name.includes(marker))
    throw new Error(`${variable} : « ${name} » sera effacée, son nom doit contenir « ${marker} »`);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    if (action === "create") await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}
