import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createTestDatabase } from "../../db/test-database";
import { composeMail, createMailer } from "./service";

let database: Database;
let smtp: SMTPServer;
let smtpPort: number;
const received: { to: string[]; raw: string }[] = [];
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  smtp = new SMTPServer({
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
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const message = composeMail({
  shopName: "Maison H",
  to: "claire@example.fr",
  subject: "Confirmez votre adresse e-mail",
  greeting: "Bonjour Claire,",
  paragraphs: ["Merci pour votre inscription."],
  action: { label: "Confirmer mon adresse", url: "http://localhost:3000/verify-email?token=abc&x=<1>" },
});

describe("mail", () => {
  it("writes French HTML and plain text with the shop's name, escaping what it inserts", () => {
    expect(message.text).toContain("Confirmer mon adresse : http://localhost:3000/verify-email?token=abc&x=<1>");
    expect(message.text).toContain("— Maison H");
    expect(message.html).toContain('<html lang="fr">');
    expect(message.html).toContain("token=abc&amp;x=&lt;1&gt;");
    expect(message.html).not.toContain("<1>");
  });

  it("delivers through a real SMTP server and marks the mail sent", async () => {
    const mailer = createMailer({
      db: database.db,
      logger,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      from: "Maison H <bonjour@maisonh.fr>",
    });
    expect(await mailer.send(message)).toBe(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(["claire@example.fr"]);
    expect(received[0]!.raw).toMatch(/Subject: Confirmez votre adresse e-mail/);
    expect(received[0]!.raw).toMatch(/From: Maison H <bonjour@maisonh\.fr>/);
    const [stored] = await mailer.outbox(1);
    expect(stored?.sentAt).toBeInstanceOf(Date);
    expect(stored?.error).toBeNull();
  });

  it("keeps the mail and its error when SMTP is down, and the caller still succeeds", async () => {
    const mailer = createMailer({ db: database.db, logger, smtpUrl: "smtp://127.0.0.1:1", from: "x@y.fr" });
    expect(await mailer.send({ ...message, subject: "Panne" })).toBe(true);
    const [stored] = await mailer.outbox(1);
    expect(stored).toMatchObject({ subject: "Panne", sentAt: null });
    expect(stored?.error).toMatch(/ECONNREFUSED/);
  });

  it("without SMTP keeps mails in the outbox, and sends a keyed mail once", async () => {
    const mailer = createMailer({ db: database.db, logger, from: "x@y.fr" });
    expect(await mailer.send({ ...message, subject: "Commande 1", dedupeKey: "commande-1" })).toBe(true);
    expect(await mailer.send({ ...message, subject: "Commande 1 bis", dedupeKey: "commande-1" })).toBe(false);
    const subjects = (await mailer.outbox()).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith("Commande 1"))).toEqual(["Commande 1"]);
  });
});
