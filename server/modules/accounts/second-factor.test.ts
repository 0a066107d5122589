import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientAddress } from "#server/testing/addresses";
import { createSignedInAdmin, createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";
import { createOrPromoteAdmin, resetSecondFactor } from "./admins";
import { recoveryCodes, secondFactors, sessions } from "./schema";
import {
  ADMIN_SESSION_HOURS,
  confirmTerminalEnrolment,
  currentTotpCode,
  startTerminalEnrolment,
  terminalQrCode,
} from "./second-factor";
import { hashToken } from "./tokens";

const shop = setupTestShop();
const STRONG = "rucher-des-cevennes-42";

const state = (cookie: string) => shop.api.call<Record<string, unknown>>("GET", "/api/admin/second-factor", { cookie });
const post = (path: "enrol" | "verify", token: string, code: string) =>
  shop.api.call<Record<string, unknown>>("POST", `/api/admin/second-factor/${path}`, {
    cookie: token,
    body: { code },
  });
const audit = (token: string) => shop.api.call("GET", "/api/admin/audit", { cookie: token });

/** The admin signs in with a password, as the sign-in page does: a session without the second factor. */
async function signIn(email: string, password = STRONG) {
  const res = await shop.api.call<{ access_token: string; user: { role: string } }>("POST", "/api/auth/login", {
    body: { email, password },
    from: clientAddress(),
  });
  expect(res.status).toBe(200);
  return res.body;
}

/** What `npm run admin -- create` does in the terminal: a new secret, confirmed by the first code the app shows. */
async function enrolInTerminal(email: string) {
  const { userId, secret, uri } = await startTerminalEnrolment(shop.db, { email, issuer: "Maison H" });
  // Confirmed with the previous step's code: the codes of now and of the next step remain for the sign-ins.
  const at = Date.now();
  const before = at - 30_000;
  expect(
    await confirmTerminalEnrolment(shop.db, { userId, code: currentTotpCode(secret, before), now: new Date(before) }),
  ).toBe(true);
  return { secret, uri, at };
}

describe("the web never shows a secret (decision 081)", () => {
  it("a first sign-in with the password alone gets no secret, writes none and cannot enrol", async () => {
    await createOrPromoteAdmin(shop.db, { email: "premiere@maisonh.fr", password: STRONG });
    const { access_token: token, user } = await signIn("premiere@maisonh.fr");
    expect(user.role).toBe("admin");
    const first = await state(token);
    expect(first.status).toBe(200);
    expect(first.body.enrolled).toBe(false);
    expect(JSON.stringify(first.body)).not.toMatch(/otpauth|secret|svg/i);
    expect(first.body.message).toMatch(/terminal/);
    expect(await shop.db.select().from(secondFactors)).toEqual([]);
    expect((await post("enrol", token, "123456")).status).toBe(404);
    expect((await post("verify", token, "123456")).body.detail).toMatch(/s'active dans le terminal/);
    expect((await audit(token)).status).toBe(403);
  });
});

describe("second factor of administrators", () => {
  it("enrols in the terminal with a QR code and a first right code; ten recovery codes once at the first sign-in", async () => {
    await createOrPromoteAdmin(shop.db, { email: "gerante@maisonh.fr", password: STRONG });
    const { access_token: token } = await signIn("gerante@maisonh.fr");
    // Signed in with the password only: nothing of the back office yet.
    expect((await audit(token)).status).toBe(403);

    const pending = await startTerminalEnrolment(shop.db, { email: "gerante@maisonh.fr", issuer: "Maison H" });
    expect(pending.uri).toMatch(/^otpauth:\/\/totp\/Maison%20H:gerante%40maisonh\.fr\?.*secret=/);
    expect(await terminalQrCode(pending.uri)).toMatch(/[▀▄█]/);
    // Not confirmed yet: the web still shows nothing, and a wrong first code confirms nothing.
    expect((await state(token)).body).toMatchObject({ enrolled: false });
    const at = Date.now();
    const before = at - 30_000;
    expect(
      await confirmTerminalEnrolment(shop.db, { userId: pending.userId, code: "000000", now: new Date(before) }),
    ).toBe(false);
    expect(
      await confirmTerminalEnrolment(shop.db, {
        userId: pending.userId,
        code: currentTotpCode(pending.secret, before),
        now: new Date(before),
      }),
    ).toBe(true);
    expect((await state(token)).body).toEqual({ enrolled: true, message: null });
    await expect(startTerminalEnrolment(shop.db, { email: "gerante@maisonh.fr", issuer: "Maison H" })).rejects.toThrow(
      /déjà activée/,
    );
    await expect(startTerminalEnrolment(shop.db, { email: "personne@maisonh.fr", issuer: "Maison H" })).rejects.toThrow(
      /Aucun administrateur/,
    );

    const passed = await post("verify", token, currentTotpCode(pending.secret, at));
    expect(passed.status).toBe(200);
    const codes = passed.body.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Only hashes are kept.
    const stored = await shop.db.select().from(recoveryCodes);
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await audit(token)).status).toBe(200);
    // Shown once: the next sign-in gets none.
    const again = (await signIn("gerante@maisonh.fr")).access_token;
    const next = await post("verify", again, currentTotpCode(pending.secret, at + 30_000));
    expect(next.body).toMatchObject({ recovery_codes: null, recovery_codes_left: 10 });
  });

  it("enrols with the operator's own key (--totp-secret) when the terminal cannot ask for a code", async () => {
    await createOrPromoteAdmin(shop.db, { email: "automate@maisonh.fr", password: STRONG });
    await expect(
      startTerminalEnrolment(shop.db, { email: "automate@maisonh.fr", issuer: "Maison H", secret: "court" }),
    ).rejects.toThrow(/Clé TOTP invalide/);
    const key = "JBSW Y3DP EHPK 3PXP JBSW Y3DP";
    const { userId, secret } = await startTerminalEnrolment(shop.db, {
      email: "automate@maisonh.fr",
      issuer: "Maison H",
      secret: key,
    });
    expect(secret).toBe("JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(await confirmTerminalEnrolment(shop.db, { userId, now: new Date() })).toBe(true);
    const token = (await signIn("automate@maisonh.fr")).access_token;
    expect((await post("verify", token, currentTotpCode(secret))).status).toBe(200);
  });

  it("asks the code at every sign-in; a wrong code is refused, a code is accepted once, a recovery code once", async () => {
    await createOrPromoteAdmin(shop.db, { email: "equipe@maisonh.fr", password: STRONG });
    const { secret, at } = await enrolInTerminal("equipe@maisonh.fr");
    const first = (await signIn("equipe@maisonh.fr")).access_token;
    const enrolled = await post("verify", first, currentTotpCode(secret, at));
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    const codes = enrolled.body.recovery_codes as string[];

    const second = (await signIn("equipe@maisonh.fr")).access_token;
    expect((await audit(second)).status).toBe(403);
    expect((await post("verify", second, "123456")).body.detail).toMatch(/Code incorrect/);
    // The code used at the first sign-in cannot be used again (replay).
    expect((await post("verify", second, currentTotpCode(secret, at))).status).toBe(400);
    const next = currentTotpCode(secret, at + 30_000);
    expect((await post("verify", second, next)).status).toBe(200);
    expect((await audit(second)).status).toBe(200);

    const third = (await signIn("equipe@maisonh.fr")).access_token;
    const withRecovery = await post("verify", third, codes[3]!.toLowerCase());
    expect(withRecovery.status).toBe(200);
    expect(withRecovery.body).toMatchObject({ used_recovery_code: true, recovery_codes_left: 9 });
    const fourth = (await signIn("equipe@maisonh.fr")).access_token;
    expect((await post("verify", fourth, codes[3]!)).status).toBe(400);
    expect((await audit(fourth)).status).toBe(403);
  });

  it("stops guessing after five wrong codes", async () => {
    const admin = await createSignedInAdmin(shop.db, { secondFactor: false });
    await shop.db
      .insert(secondFactors)
      .values({ userId: admin.id, secret: "JBSWY3DPEHPK3PXP", confirmedAt: new Date() });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post("verify", admin.token, String(100000 + i))),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
    // Even the right code waits for the window to end.
    expect((await post("verify", admin.token, currentTotpCode("JBSWY3DPEHPK3PXP"))).status).toBe(429);
  });

  it("answers a visitor 401 and a customer 403 on the second factor's calls too", async () => {
    const customer = await createSignedInCustomer(shop.db);
    expect((await shop.api.call("GET", "/api/admin/second-factor")).status).toBe(401);
    expect((await state(customer.token)).status).toBe(403);
    expect((await post("verify", customer.token, "123456")).status).toBe(403);
  });

  it("ends an administrator's session after eight hours and when the password changes", async () => {
    const old = await createSignedInAdmin(shop.db, {
      openedAt: new Date(Date.now() - (ADMIN_SESSION_HOURS * 3_600_000 + 60_000)),
    });
    // Even if the row says it lasts longer (an account promoted with a customer's 30-day session).
    await shop.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(sessions.userId, old.id));
    expect((await audit(old.token)).status).toBe(401);

    await createOrPromoteAdmin(shop.db, { email: "caisse@maisonh.fr", password: STRONG });
    const token = (await signIn("caisse@maisonh.fr")).access_token;
    const [row] = await shop.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(
      ADMIN_SESSION_HOURS * 3_600_000 + 1000,
    );
    // Promotion or a new password from the command line closes the account's sessions.
    await createOrPromoteAdmin(shop.db, { email: "caisse@maisonh.fr", password: "nouveau-rucher-2026-xy" });
    expect((await state(token)).status).toBe(401);
  });
});

describe("npm run admin -- create", () => {
  it("creates a verified administrator, refuses a weak password and promotes an existing customer", async () => {
    await expect(createOrPromoteAdmin(shop.db, { email: "a@maisonh.fr", password: "azerty" })).rejects.toThrow();
    await expect(createOrPromoteAdmin(shop.db, { email: "pas-une-adresse", password: STRONG })).rejects.toThrow(
      /Adresse e-mail invalide/,
    );
    await expect(createOrPromoteAdmin(shop.db, { email: "nouveau@maisonh.fr" })).rejects.toThrow(/mot de passe/);
    expect(await createOrPromoteAdmin(shop.db, { email: " Gerant@MaisonH.fr ", password: STRONG })).toEqual({
      created: true,
      email: "gerant@maisonh.fr",
    });
    const customer = await createSignedInCustomer(shop.db, "fidele@exemple.fr");
    expect((await shop.api.call("GET", "/api/auth/me", { cookie: customer.token })).status).toBe(200);
    expect(await createOrPromoteAdmin(shop.db, { email: "fidele@exemple.fr" })).toEqual({
      created: false,
      email: "fidele@exemple.fr",
    });
    expect((await shop.api.call("GET", "/api/auth/me", { cookie: customer.token })).status).toBe(401);
  });
});

describe("npm run admin -- reset-2fa", () => {
  it("forgets a lost second factor: the terminal enrols a new one, the web still shows none", async () => {
    await createOrPromoteAdmin(shop.db, { email: "perdu@maisonh.fr", password: STRONG });
    const { secret } = await enrolInTerminal("perdu@maisonh.fr");
    const token = (await signIn("perdu@maisonh.fr")).access_token;
    expect((await post("verify", token, currentTotpCode(secret, Date.now() + 30_000))).status).toBe(200);
    expect(await resetSecondFactor(shop.db, "client@exemple.fr")).toBe(false);
    expect(await resetSecondFactor(shop.db, "perdu@maisonh.fr")).toBe(true);
    expect((await audit(token)).status).toBe(401);
    const again = (await signIn("perdu@maisonh.fr")).access_token;
    expect((await state(again)).body).toMatchObject({ enrolled: false });
    expect(await shop.db.select().from(recoveryCodes)).toEqual([]);
    const fresh = await enrolInTerminal("perdu@maisonh.fr");
    expect(fresh.secret).not.toBe(secret);
    expect((await post("verify", again, currentTotpCode(fresh.secret, Date.now() + 30_000))).status).toBe(200);
  });
});
