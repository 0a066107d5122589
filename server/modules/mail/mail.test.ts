import { eq, inArray, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeServer, listenLocally, mailCatcher, type ReceivedMail } from "#server/testing/smtp";
import { setupTestShop } from "#server/testing/test-shop";
import type { Db } from "#server/db/client";
import { mailboxPage } from "./mailbox-page";
import { composeMail, createMailer, MAIL_CLAIM_MS, MAX_MAIL_ATTEMPTS, messageIdOf } from "./service";
import { mailOutbox } from "./schema";

const shop = setupTestShop({ seed: false });
const received: ReceivedMail[] = [];
const smtp = mailCatcher(received);
let smtpPort: number;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  smtpPort = await listenLocally(smtp);
});
afterAll(() => closeServer(smtp));
// Each test counts the messages the SMTP server received: none of another test's.
beforeEach(() => {
  received.length = 0;
});

const message = composeMail({
  shopName: "Maison H",
  publicUrl: "https://maisonh.example",
  to: "claire@example.fr",
  subject: "Confirmez votre adresse e-mail",
  greeting: "Bonjour Claire,",
  paragraphs: ["Merci pour votre inscription."],
  action: { label: "Confirmer mon adresse", url: "http://localhost:3000/verify-email?token=abc&x=<1>" },
});

describe("mail", () => {
  it("writes French HTML and plain text with the shop's name, escaping what it inserts", () => {
    expect(message.text).toContain("Confirmer mon adresse\u202f: http://localhost:3000/verify-email?token=abc&x=<1>");
    expect(message.text).toContain("— Maison H");
    expect(message.html).toContain('<html lang="fr">');
    expect(message.html).toContain("token=abc&amp;x=&lt;1&gt;");
    expect(message.html).not.toContain("<1>");
  });

  it("delivers through a real SMTP server and marks the mail sent", async () => {
    const mailer = createMailer({
      db: shop.db,
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

  it("sends a marketing mail with the one-click unsubscribe headers (RFC 8058), and no other mail with them", async () => {
    const mailer = createMailer({ db: shop.db, logger, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: "x@maisonh.fr" });
    const url = "https://maisonh.fr/api/newsletter/desabonnement?jeton=abc";
    expect(await mailer.send({ ...message, subject: "Lettre de novembre", unsubscribeUrl: url })).toBe(true);
    expect(await mailer.send({ ...message, subject: "Votre commande" })).toBe(true);
    // Long headers are folded (a line break and a space): read them unfolded.
    const marketing = receivedWith("Lettre de novembre")[0]!.raw.replace(/\r\n[ \t]+/g, " ");
    expect(marketing).toContain(`List-Unsubscribe: <${url}>`);
    expect(marketing).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(receivedWith("Votre commande")[0]!.raw).not.toContain("List-Unsubscribe");
    const [stored] = await outboxWith("Lettre de novembre");
    expect(stored?.listUnsubscribeUrl).toBe(url);
  });

  it("keeps the mail and its error when SMTP is down, and the caller still succeeds", async () => {
    const mailer = createMailer({ db: shop.db, logger, smtpUrl: "smtp://127.0.0.1:1", from: "x@y.fr" });
    expect(await mailer.send({ ...message, subject: "Panne" })).toBe(true);
    const [stored] = await mailer.outbox(1);
    expect(stored).toMatchObject({ subject: "Panne", sentAt: null, attempts: 1, failedAt: null, claimedUntil: null });
    expect(stored?.error).toMatch(/ECONNREFUSED/);
    expect(stored?.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it("without SMTP keeps mails in the outbox, and sends a keyed mail once", async () => {
    const mailer = createMailer({ db: shop.db, logger, from: "x@y.fr" });
    expect(await mailer.send({ ...message, subject: "Commande 1", dedupeKey: "commande-1" })).toBe(true);
    expect(await mailer.send({ ...message, subject: "Commande 1 bis", dedupeKey: "commande-1" })).toBe(false);
    const subjects = (await mailer.outbox()).map((m) => m.subject);
    expect(subjects.filter((s) => s.startsWith("Commande 1"))).toEqual(["Commande 1"]);
    // Kept for the development mailbox: no worker run picks it, now or later.
    const [kept] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, "commande-1"));
    expect(kept).toMatchObject({ nextAttemptAt: null, attempts: 0, sentAt: null });
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const later = createMailer({
      db: shop.db,
      logger,
      from: "x@y.fr",
      now: () => new Date(Date.now() + 86_400_000),
    });
    expect(await later.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});

/** Messages the SMTP server received with this subject. */
const receivedWith = (subject: string) => received.filter((m) => m.raw.includes(`Subject: ${subject}`));
const outboxWith = (prefix: string) =>
  shop.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `${prefix}%`));

/** A mailer on `db` whose time is `clock()`, sending to the test SMTP server unless told another address. */
const mailerOn = (db: Db, clock: () => number, capture = logger, smtpUrl = `smtp://127.0.0.1:${smtpPort}`) =>
  createMailer({ db, logger: capture, smtpUrl, from: "Maison H <bonjour@maisonh.fr>", now: () => new Date(clock()) });

/** A plain logger at level info keeping its JSON lines: what the mailer itself writes, without the shop's redaction. */
function keptLog() {
  const lines: string[] = [];
  return { lines, capture: pino({ level: "info" }, { write: (line: string) => void lines.push(line) }) };
}

/** The mail as a sender killed after claiming it leaves it: one attempt made, claimed until `until`. */
const leftClaimed = (id: number, until: Date) =>
  shop.db.update(mailOutbox).set({ attempts: 1, claimedUntil: until }).where(eq(mailOutbox.id, id));

describe("outbox worker", () => {
  it("SMTP down: the mail stays unsent with its attempts counted; SMTP up: the next run sends it once", async () => {
    // A port where nothing listens yet, then an SMTP server on it.
    const probe = mailCatcher(received);
    const port = await listenLocally(probe);
    await closeServer(probe);
    let clock = Date.now();
    const mailer = mailerOn(shop.db, () => clock, logger, `smtp://127.0.0.1:${port}`);
    const subject = "Confirmation panne puis reprise";

    expect(await mailer.send({ ...message, subject })).toBe(true);
    // Not due yet: the worker waits a minute before the second attempt.
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock += 61_000;
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [stored] = await outboxWith(subject);
    expect(stored).toMatchObject({ sentAt: null, failedAt: null, attempts: 2 });
    expect(stored!.error).toMatch(/ECONNREFUSED/);
    // The second wait is twice as long: one minute later it is still not due.
    clock += 61_000;
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(receivedWith(subject)).toHaveLength(0);

    const up = mailCatcher(received);
    await listenLocally(up, port);
    try {
      clock += 120_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await mailer.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock += 86_400_000;
      expect(await mailer.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      await closeServer(up);
    }
    expect(receivedWith(subject)).toHaveLength(1);
    expect(receivedWith(subject)[0]!.to).toEqual(["claire@example.fr"]);
    [stored] = await outboxWith(subject);
    expect(stored).toMatchObject({ attempts: 3, error: null, claimedUntil: null });
    expect(stored!.sentAt).toBeInstanceOf(Date);
  });

  it("two workers running at once, and the fast path racing them, send each mail exactly once", async () => {
    const mailer = () =>
      createMailer({ db: shop.db, logger, smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: "x@maisonh.fr" });
    const [a, b, fast] = [mailer(), mailer(), mailer()];
    // Committed but never sent (a crash between the commit and the send): the workers pick them up.
    const ids = await shop.db.transaction(async (tx) => {
      const queued: number[] = [];
      for (let i = 0; i < 24; i++) queued.push((await a.queue(tx, { ...message, subject: `Lot ${i} ` }))!);
      return queued;
    });
    const reports = await Promise.all([
      a.deliverDue(),
      b.deliverDue(),
      ...ids.filter((_, i) => i % 3 === 0).map((id) => fast.deliver(id)),
    ]);
    expect(reports[0]!.sent + reports[1]!.sent).toBeLessThanOrEqual(24);
    for (let i = 0; i < 24; i++) expect(receivedWith(`Lot ${i} `), `Lot ${i}`).toHaveLength(1);
    const rows = await shop.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    expect(await a.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("a mail held by a sender that crashed mid-send is sent once its claim has run out", async () => {
    let clock = Date.now();
    const worker = mailerOn(shop.db, () => clock);
    const subject = "Envoi interrompu";
    const id = await worker.queue(shop.db, { ...message, subject });
    // What a sender leaves behind when it is killed after claiming the mail.
    await leftClaimed(id!, new Date(clock + MAIL_CLAIM_MS));
    expect(await worker.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    await worker.deliver(id!);
    expect(receivedWith(subject)).toHaveLength(0);
    clock += MAIL_CLAIM_MS + 1000;
    expect(await worker.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(receivedWith(subject)).toHaveLength(1);
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} attempts over about 16 hours, flags the mail and logs no address`, async () => {
    const { lines, capture } = keptLog();
    let clock = Date.now();
    const mailer = mailerOn(shop.db, () => clock, capture, "smtp://127.0.0.1:1");
    const subject = "Jamais partie";
    await mailer.send({ ...message, to: "perdue@example.fr", subject });
    const started = clock;
    let runs = 0;
    for (;;) {
      const [row] = await outboxWith(subject);
      if (row!.failedAt) break;
      clock = Math.max(clock, row!.nextAttemptAt!.getTime());
      await mailer.deliverDue();
      runs += 1;
      expect(runs).toBeLessThan(MAX_MAIL_ATTEMPTS);
    }
    const [row] = await outboxWith(subject);
    expect(row).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(row!.error).toMatch(/ECONNREFUSED/);
    const hours = (clock - started) / 3600_000;
    expect(hours).toBeGreaterThan(15);
    expect(hours).toBeLessThan(17);
    // Flagged: no run sends it again.
    clock += 7 * 86_400_000;
    expect(await mailer.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const gaveUp = lines.filter((l) => l.includes("abandonné"));
    expect(gaveUp).toHaveLength(1);
    expect(JSON.parse(gaveUp[0]!)).toMatchObject({ level: 40, mailId: row!.id, attempts: MAX_MAIL_ATTEMPTS });
    expect(lines.join("\n")).not.toContain("perdue@example.fr");
  });
});

/**
 * The shop's database, except that the next `failures` updates marking a mail sent fail (a connection cut right
 * after SMTP accepted the mail).
 */
function failingMarkSent(db: Db, failures: number): Db {
  let left = failures;
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "update") return Reflect.get(target, key, receiver) as unknown;
      return (table: typeof mailOutbox) => {
        const builder = target.update(table);
        return {
          set(values: Partial<typeof mailOutbox.$inferInsert>) {
            if (values.sentAt && left > 0) {
              left -= 1;
              return { where: () => Promise.reject(new Error("Connection terminated unexpectedly")) };
            }
            return builder.set(values);
          },
        };
      };
    },
  });
}

describe("exactly once", () => {
  it("SMTP accepted, the update marking it sent failed once: the mail is delivered once across later runs", async () => {
    let clock = Date.now();
    const { lines, capture } = keptLog();
    const mailer = mailerOn(failingMarkSent(shop.db, 1), () => clock, capture);
    const subject = "Confirmation de commande MH-ONCE";
    expect(await mailer.send({ ...message, subject })).toBe(true);
    expect(receivedWith(subject)).toHaveLength(1);
    for (const step of [61_000, MAIL_CLAIM_MS + 1000, 3600_000, 86_400_000]) {
      clock += step;
      await mailer.deliverDue();
    }
    expect(receivedWith(subject)).toHaveLength(1);
    const [row] = await outboxWith(subject);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(row!.failedAt).toBeNull();
    expect(lines.some((l) => l.includes("l'envoi de l'e-mail a échoué"))).toBe(false);
  });

  it("while the database stays down after SMTP accepted, no run sends the mail again; it is marked sent later", async () => {
    let clock = Date.now();
    const { lines, capture } = keptLog();
    const mailer = mailerOn(failingMarkSent(shop.db, 5), () => clock, capture);
    const subject = "Confirmation de commande MH-DOWN";
    await mailer.send({ ...message, subject });
    // The marks failed for this run: the mail is still held, neither retried nor sent again.
    let [row] = await outboxWith(subject);
    expect(row).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(lines.filter((l) => l.includes("accepté par le serveur SMTP"))).toHaveLength(1);
    for (const step of [61_000, MAIL_CLAIM_MS + 1000, 3600_000]) {
      clock += step;
      await mailer.deliverDue();
    }
    expect(receivedWith(subject)).toHaveLength(1);
    [row] = await outboxWith(subject);
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("gives each mail a stable Message-ID from its id and the shop's domain, the same on a resend", async () => {
    let clock = Date.now();
    const mailer = mailerOn(shop.db, () => clock);
    const subject = "Identifiant stable";
    const id = await mailer.queue(shop.db, { ...message, subject });
    // A sender that crashed mid-send (SMTP may have accepted): the claim runs out and the mail goes again.
    await leftClaimed(id!, new Date(clock));
    const [row] = await outboxWith(subject);
    expect(messageIdOf(row!, "Maison H <bonjour@maisonh.fr>")).toMatch(
      new RegExp(`^<[^@<>]*${id}[^@<>]*@maisonh\\.fr>$`),
    );
    await shop.db.update(mailOutbox).set({ sentAt: null, claimedUntil: null }).where(eq(mailOutbox.id, id!));
    clock += 1000;
    await mailer.deliverDue();
    await shop.db.update(mailOutbox).set({ sentAt: null, claimedUntil: null }).where(eq(mailOutbox.id, id!));
    clock += 1000;
    await mailer.deliverDue();
    const ids = receivedWith(subject).map((m) => /^Message-ID: (.+?)\r?$/im.exec(m.raw)?.[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(messageIdOf(row!, "Maison H <bonjour@maisonh.fr>"));
    expect(ids[1]).toBe(ids[0]);
  });
});

describe("development mailbox", () => {
  it("escapes quotes in the links it writes: a link cannot add an attribute", () => {
    const page = mailboxPage([
      {
        id: 1,
        dedupeKey: null,
        listUnsubscribeUrl: null,
        to: "o'brien@example.fr",
        subject: `Lien "piégé"`,
        text: `Ouvrez http://localhost:3000/x?a="onmouseover="alert(1)'onfocus='alert(2) maintenant`,
        html: "",
        createdAt: new Date(),
        sentAt: null,
        error: null,
        attempts: 0,
        nextAttemptAt: null,
        claimedUntil: null,
        failedAt: null,
      },
    ]);
    expect(page).not.toContain('"onmouseover');
    expect(page).not.toContain("'onfocus");
    expect(page).toContain("o&#39;brien@example.fr");
    expect(page).toContain(
      '<a href="http://localhost:3000/x?a=&quot;onmouseover=&quot;alert(1)&#39;onfocus=&#39;alert(2)">',
    );
  });
});
