import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { clientAddress } from "#server/testing/addresses";
import { ok, refused } from "#server/testing/api-client";
import { setupTestShop } from "#server/testing/test-shop";
import { createMailer } from "#server/modules/mail/service";
import { promoCodes } from "#server/modules/promotions/schema";
import { emailVerifications, users } from "./schema";

const shop = setupTestShop();

/** The accounts API, from a new client address per call unless one is given, so the per-client limits only bite where a test wants them. */
const auth = (from = clientAddress()) => shop.client({ from }).auth;
/** Untyped, for the bodies no client sends. */
const raw = (path: string, body: unknown) =>
  shop.api.request("POST", `/api/auth${path}`, { body, from: clientAddress() });
const detail = async (res: { json(): Promise<unknown> }) => ((await res.json()) as { detail: string }).detail;
const verify = (token: string) => auth()["verify-email"].$get({ query: { token } });

const mailsTo = async (email: string) =>
  (await createMailer({ db: shop.db, logger: pino({ level: "silent" }), from: "x@y.fr" }).outbox(500)).filter(
    (m) => m.to === email,
  );

async function lastLinkTo(email: string): Promise<string> {
  const mail = (await mailsTo(email)).find((m) => m.subject.startsWith("Confirmez"));
  const link = /http:\/\/localhost:3000\/verify-email\?token=([\w-]+)/.exec(mail?.text ?? "");
  if (!link) throw new Error(`pas de lien pour ${email}`);
  return link[1]!;
}

async function registerAndVerify(email: string, fullName = "Claire Martin") {
  expect(
    (await auth().register.$post({ json: { email, password: "miel-sidr-2025", full_name: fullName } })).status,
  ).toBe(201);
  return ok(verify(await lastLinkTo(email)));
}

describe("registration and verification", () => {
  it("registers, mails a link, verifies once and gives a personal welcome code", async () => {
    const res = await auth().register.$post({
      json: {
        email: "  Claire@Example.FR ",
        password: "miel-sidr-2025",
        full_name: "Claire Martin",
      },
    });
    const body = await ok(res, 201);
    expect(body).toMatchObject({
      verification_required: true,
      access_token: null,
      user: { email: "claire@example.fr", is_verified: false },
    });

    const token = await lastLinkTo("claire@example.fr");
    const data = await ok(verify(token));
    expect(data.verified).toBe(true);
    expect(data.welcome_promo?.code).toMatch(/^BIENVENUE-[A-Z2-9]{8}$/);
    const [promo] = await shop.db.select().from(promoCodes).where(eq(promoCodes.code, data.welcome_promo!.code));
    expect(promo).toMatchObject({ value: 700, minimumAmountCents: 2999, maximumUses: 1 });

    const again = await verify(token);
    expect(again.status).toBe(410);
    expect(await detail(again)).toMatch(/déjà été utilisé/);
  });

  it("refuses an unknown, missing or expired token", async () => {
    expect(await detail(await verify("nimporte"))).toBe("Ce lien de vérification est invalide.");
    expect(await detail(await shop.app.request("/api/auth/verify-email"))).toMatch(/Token de vérification manquant/);
    await auth().register.$post({ json: { email: "lent@example.fr", password: "miel-sidr-2025" } });
    const token = await lastLinkTo("lent@example.fr");
    await shop.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await verify(token);
    expect(res.status).toBe(410);
    expect(await detail(res)).toMatch(/expiré/);
  });

  it("refuses a short, blank or common password and malformed bodies", async () => {
    const short = await auth().register.$post({ json: { email: "court@example.fr", password: "1234567" } });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      detail: "Le mot de passe doit contenir au moins 8 caractères.",
      field: "password",
    });
    const blank = await auth().register.$post({ json: { email: "blanc@example.fr", password: "        " } });
    expect(blank.status).toBe(400);
    expect(await detail(blank)).toBe("Le mot de passe ne peut pas être fait uniquement d'espaces.");
    for (const common of ["12345678", "password", "motdepasse", "azertyuiop"]) {
      const res = await auth().register.$post({ json: { email: "commun@example.fr", password: common } });
      expect(res.status, common).toBe(400);
      expect(await detail(res)).toMatch(/^Ce mot de passe est trop courant ou trop facile à deviner/);
    }
    expect(await shop.db.$count(users, eq(users.email, "commun@example.fr"))).toBe(0);
    expect(
      await detail(await auth().register.$post({ json: { email: "pas-un-email", password: "12345678" } })),
    ).toMatch(/^Adresse e-mail invalide/);
    expect((await raw("/register", "{oups")).status).toBe(400);
    expect((await raw("/login", {})).status).toBe(400);
  });

  it("answers a taken e-mail exactly as a new one and mails its owner how to sign in or reset", async () => {
    await registerAndVerify("claire@example.fr");
    const fresh = await auth().register.$post({
      json: {
        email: "neuve@example.fr",
        password: "autre-mot-de-passe",
        full_name: "Intrus",
      },
    });
    const taken = await auth().register.$post({
      json: {
        email: " CLAIRE@example.fr",
        password: "autre-mot-de-passe",
        full_name: "Intrus",
      },
    });
    expect([fresh.status, taken.status]).toEqual([201, 201]);
    type Body = { user: Record<string, unknown> } & Record<string, unknown>;
    const [a, b] = (await Promise.all([fresh.json(), taken.json()])) as [Body, Body];
    const shape = ({ user, ...rest }: Body) => ({
      ...rest,
      user: { ...user, id: typeof user.id, email: typeof user.email, created_at: typeof user.created_at },
    });
    expect(shape(b)).toEqual(shape(a));
    expect(b.user).toMatchObject({ email: "claire@example.fr", is_verified: false, full_name: "Intrus" });
    expect(b.user.id).not.toBe(a.user.id);

    const [owner] = await shop.db.select().from(users).where(eq(users.email, "claire@example.fr"));
    expect(owner).toMatchObject({ fullName: "Claire Martin", isVerified: true });
    const warning = (await mailsTo("claire@example.fr"))[0]!;
    expect(warning.subject).toBe("Votre compte Maison H existe déjà");
    expect(warning.text).toContain("Quelqu'un a essayé de créer un compte Maison H avec votre adresse e-mail.");
    expect(warning.text).toContain(
      "voici comment vous connecter, ou réinitialiser votre mot de passe".replace("v", "V"),
    );
    expect(warning.text).toContain("http://localhost:3000/connexion");
    expect(warning.text).toContain("http://localhost:3000/mot-de-passe-oublie");
  });

  it("sends a new verification link, not a warning, when the taken address is still unverified", async () => {
    await auth().register.$post({ json: { email: "oubli@example.fr", password: "miel-sidr-2025" } });
    const first = await lastLinkTo("oubli@example.fr");
    const again = await auth().register.$post({ json: { email: "oubli@example.fr", password: "autre-mot-de-passe" } });
    expect(again.status).toBe(201);
    const mails = await mailsTo("oubli@example.fr");
    expect(mails.map((m) => m.subject)).toEqual([
      "Confirmez votre adresse e-mail — Maison H",
      "Confirmez votre adresse e-mail — Maison H",
    ]);
    expect((await verify(first)).status).toBe(400);
    expect((await verify(await lastLinkTo("oubli@example.fr"))).status).toBe(200);
  });

  it("mails the owner of a taken address at most 3 times an hour, with the same answer every time", async () => {
    await registerAndVerify("claire@example.fr");
    const before = (await mailsTo("claire@example.fr")).length;
    for (let i = 0; i < 5; i++) {
      expect(
        (await auth().register.$post({ json: { email: "claire@example.fr", password: "autre-mot-de-passe" } })).status,
      ).toBe(201);
    }
    // Three warnings, then none.
    expect((await mailsTo("claire@example.fr")).length - before).toBe(3);
  });

  it("takes about the same time for a taken address as for a new one (the password is hashed in both cases)", async () => {
    const time = async (email: string) => {
      const started = performance.now();
      expect((await auth().register.$post({ json: { email, password: "autre-mot-de-passe" } })).status).toBe(201);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      fresh.push(await time(`chrono-${i}@example.fr`));
      taken.push(await time("julien.chrono@example.fr"));
    }
    // Without the hashing, a taken address answers in a few milliseconds, many times faster than a new one.
    expect(median(taken)).toBeGreaterThan(median(fresh) * 0.5);
  });

  it("limits registrations from one client to 20 an hour", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await auth("203.0.113.77").register.$post({
        json: { email: `lot-${i}@example.fr`, password: "autre-mot-de-passe" },
      });
      expect(res.status).toBe(201);
    }
    const refused = await auth("203.0.113.77").register.$post({
      json: { email: "lot-x@example.fr", password: "autre-mot-de-passe" },
    });
    expect(refused.status).toBe(429);
    expect(await detail(refused)).toBe("Trop de demandes depuis votre connexion. Réessayez dans une heure.");
    expect(await shop.db.$count(users, eq(users.email, "lot-x@example.fr"))).toBe(0);
  });
});

describe("sign-in", () => {
  it("signs in with a cookie and a bearer token, shows the account, signs out", async () => {
    await registerAndVerify("julien@example.fr", "Julien Robert");
    const res = await auth().login.$post({ json: { email: "JULIEN@example.fr", password: "miel-sidr-2025" } });
    expect(res.status).toBe(200);
    const { access_token: token, user } = await ok(res);
    expect(user.full_name).toBe("Julien Robert");
    expect(user.last_login).not.toBeNull();
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^maisonh_session=[\w-]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const byBearer = await ok(shop.client({ bearer: token! }).auth.me.$get());
    expect(byBearer.user.email).toBe("julien@example.fr");
    expect((await shop.client({ cookie: token! }).auth.me.$get()).status).toBe(200);

    expect((await shop.client({ bearer: token! }).auth.logout.$post()).status).toBe(200);
    expect(await refused(shop.client({ bearer: token! }).auth.me.$get(), 401)).toBe(
      "Connectez-vous pour accéder à votre compte.",
    );
  });

  it("answers the same for a wrong password and an unknown e-mail", async () => {
    await registerAndVerify("julien@example.fr", "Julien Robert");
    const wrong = await auth().login.$post({ json: { email: "julien@example.fr", password: "mauvais-mot" } });
    const unknown = await auth().login.$post({ json: { email: "personne@example.fr", password: "mauvais-mot" } });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await detail(wrong)).toBe("Email ou mot de passe incorrect.");
    expect(await detail(unknown)).toBe("Email ou mot de passe incorrect.");
  });

  it("tells an unverified account so", async () => {
    await auth().register.$post({ json: { email: "nouveau@example.fr", password: "miel-sidr-2025" } });
    const res = await auth().login.$post({ json: { email: "nouveau@example.fr", password: "miel-sidr-2025" } });
    expect(res.status).toBe(403);
    expect(await detail(res)).toContain("Email not verified");
  });

  it("slows down guessing: 429 after five failures for one e-mail", async () => {
    await registerAndVerify("cible@example.fr");
    for (let i = 0; i < 5; i++) {
      expect((await auth().login.$post({ json: { email: "cible@example.fr", password: `essai-${i}` } })).status).toBe(
        401,
      );
    }
    const blocked = await auth().login.$post({ json: { email: "cible@example.fr", password: "miel-sidr-2025" } });
    expect(blocked.status).toBe(429);
    expect(await detail(blocked)).toBe("Trop de tentatives de connexion. Réessayez dans 15 minutes.");
  });

  it("resends a verification link without telling whether the account exists", async () => {
    await auth().register.$post({ json: { email: "nouveau@example.fr", password: "miel-sidr-2025" } });
    const known = await auth()["resend-verification"].$post({ json: { email: "nouveau@example.fr" } });
    const unknown = await auth()["resend-verification"].$post({ json: { email: "inconnu@example.fr" } });
    expect(await known.json()).toEqual(await unknown.json());
    expect(await shop.db.$count(emailVerifications)).toBeGreaterThan(0);
  });

  it("limits resends to 3 an hour per address and 10 per client; a new link replaces the older ones", async () => {
    await auth().register.$post({ json: { email: "relance@example.fr", password: "miel-sidr-2025" } });
    const first = await lastLinkTo("relance@example.fr");
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await auth()["resend-verification"].$post({ json: { email: "relance@example.fr" } })).status);
    }
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(12).fill(429)]);
    // 15 calls: the registration's mail and 3 more.
    expect((await mailsTo("relance@example.fr")).length).toBe(4);
    const refused = await auth()["resend-verification"].$post({ json: { email: "RELANCE@example.fr" } });
    expect(await detail(refused)).toBe(
      "Trop de demandes pour cette adresse e-mail. Utilisez le lien du dernier e-mail reçu ou réessayez dans une heure.",
    );

    const old = await verify(first);
    expect(old.status).toBe(400);
    expect(await detail(old)).toBe("Ce lien de vérification est invalide.");
    const latest = await verify(await lastLinkTo("relance@example.fr"));
    expect(latest.status).toBe(200);

    const client = "203.0.113.9";
    const perClient: number[] = [];
    for (let i = 0; i < 11; i++) {
      perClient.push((await auth(client)["resend-verification"].$post({ json: { email: `c${i}@example.fr` } })).status);
    }
    expect(perClient).toEqual([...Array<number>(10).fill(200), 429]);
    expect(await detail(await auth(client)["resend-verification"].$post({ json: { email: "z@example.fr" } }))).toBe(
      "Trop de demandes depuis votre connexion. Réessayez dans une heure.",
    );
  });
});

describe("rewards", () => {
  it("lists the rewards of the signed-in account only", async () => {
    expect((await auth().rewards.$get()).status).toBe(401);
  });
});

describe("the basket that follows the account", () => {
  const signedIn = async (email: string) => {
    await registerAndVerify(email);
    const { access_token: token } = await ok(auth().login.$post({ json: { email, password: "miel-sidr-2025" } }));
    return shop.client({ bearer: token! }).cart;
  };

  it("merges the browser's basket with the saved one at sign-in, dropping unknown ids", async () => {
    const cart = await signedIn("panier@example.fr");

    expect(await ok(cart.$get())).toEqual({ items: [] });
    await ok(
      cart.$put({
        json: {
          items: [
            { id: "parfum_homme_2", quantity: 1 },
            { id: "table_sidr_90g", quantity: 2 },
          ],
        },
      }),
    );

    // Another browser signs in with its own basket.
    const { items } = await ok(
      cart.merge.$post({
        json: {
          items: [
            { id: "parfum_homme_2", quantity: 2 },
            { id: "ancien_produit", quantity: 1 },
            { id: "shilajit_2", quantity: 1 },
          ],
        },
      }),
    );
    expect(items.map((i) => [i.id, i.quantity])).toEqual(
      expect.arrayContaining([
        ["parfum_homme_2", 3],
        ["table_sidr_90g", 2],
        ["shilajit_2", 1],
      ]),
    );
    expect(items).toHaveLength(3);
    expect(items.find((i) => i.id === "shilajit_2")).toMatchObject({ price: 5000, name: "Shilajit — Pack de 2" });
    const saved = await ok(cart.$get());
    expect(saved.items.map((i) => i.id).sort()).toEqual(["parfum_homme_2", "shilajit_2", "table_sidr_90g"]);
  });

  it("is only for a signed-in customer, and refuses a malformed basket", async () => {
    expect((await shop.client().cart.$get()).status).toBe(401);
    const cart = await signedIn("panier2@example.fr");
    const bad = cart.$put({ json: { items: [{ id: "x", quantity: 1000 }] } });
    expect(await (await bad).json()).toMatchObject({
      field: "items.0.quantity",
      detail: expect.stringMatching(/^Trop grand/),
    });
  });
});
