import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A message as the test SMTP server received it: its recipients and its raw text (headers and body). */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** An SMTP server (no login, no STARTTLS) adding each message it receives to `received`; not listening yet. */
export function mailCatcher(received: ReceivedMail[]): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
}

/** The server listening on 127.0.0.1 (on a free port when `port` is 0): the port. */
export async function listenLocally(server: SMTPServer, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return (server.server.address() as AddressInfo).port;
}

export function closeServer(server: SMTPServer): Promise<void> {
  return new Promise<void>((resolve) => server.close(() => resolve()));
}
