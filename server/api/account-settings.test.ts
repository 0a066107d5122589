import { hash } from "@node-rs/argon2";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailChanges, mailOutbox, savedAddresses, sessions, users } from "#server/db/schema";
import { newToken } from "#server/modules/accounts/tokens";
import { deliveryAddress } from "#server/testing/addresses";
import { createSignedInCustomer } from "#server/testing/customers";
import { setupTestShop } from "#server/testing/test-shop";

// The account page's calls (decision 113): the address book (one default per account whatever the concurrency,
// another customer's address « introuvable »), the password (current one asked, other sessions ended) and the
// e-mail (a link to the new address, the old one told, changed only when the link is followed).

const shop = setupTestShop();
type Json = Record<string, unknown> & { detail?: string; field?: string };
type Customer = Awaited<ReturnType<typeof createSignedInCustomer>>;

const PASSWORD = "Rayon-de-miel-2026";

const call = (customer: Customer | null, method: string, path: string, body?: unknown) =>
  shop.api.call<Json>(method, `/api/account${path}`, { cookie: customer?.token, body });

const { email: _email, ...address } = deliveryAddress();
const addressOf = (overrides: Record<string, unknown> = {}) => ({ ...address, ...overrides });

/** A customer who can sign in with PASSWORD, with this session and `others` more. */
async function customerWithPassword(others = 0) {
  const customer = await createSignedInCustomer(shop.db);
  await shop.db
    .update(users)
    .set({ passwordHash: await hash(PASSWORD) })
    .where(eq(users.id, customer.id));
  for (let i = 0; i < others; i += 1) {
    await shop.db
      .insert(sessions)
      .values({ tokenHash: newToken().hash, userId: customer.id, expiresAt: new Date(Date.now() + 86_400_000) });
  }
  return customer;
}

const defaults = async (userId: string) =>
  shop.db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));

describe("the address book", () => {
  it("adds, edits, deletes and marks the default, checked like the checkout's address", async () => {
    const customer = await createSignedInCustomer(shop.db);
    expect((await call(null, "GET", "/addresses")).status).toBe(401);

    const first = await call(customer, "POST", "/addresses", addressOf());
    expect(first.status, first.body.detail).toBe(201);
    const home = first.body.address as { id: number; isDefault: boolean; phone: string };
    // The first address is the default; the phone kept as the checkout keeps it (E.164).
    expect(home).toMatchObject({ isDefault: true, phone: "+33612345678" });

    const bad = await call(customer, "POST", "/addresses", addressOf({ postalCode: "6900", city: "" }));
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Ville requise");
    expect(bad.body.errors).toMatchObject({ postalCode: "Code postal invalide : 5 chiffres en France (ex : 75001)" });

    const office = await call(customer, "POST", "/addresses", addressOf({ address: "3 quai du Port", city: "Lyon" }));
    const officeId = (office.body.address as { id: number }).id;
    expect((office.body.address as { isDefault: boolean }).isDefault).toBe(false);

    const edited = await call(customer, "PUT", `/addresses/${officeId}`, addressOf({ address: "5 quai du Port" }));
    expect(edited.status).toBe(200);
    expect(edited.body.address).toMatchObject({ address: "5 quai du Port" });

    expect((await call(customer, "POST", `/addresses/${officeId}/default`)).status).toBe(200);
    const listed = await call(customer, "GET", "/addresses");
    const list = listed.body.addresses as { id: number; isDefault: boolean }[];
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [officeId, true],
      [home.id, false],
    ]);

    // Deleting the default makes the one left the default.
    expect((await call(customer, "DELETE", `/addresses/${officeId}`)).status).toBe(200);
    expect((await defaults(customer.id)).map((a) => a.id)).toEqual([home.id]);
  });

  it("keeps one default under parallel requests and bounds the book", async () => {
    const customer = await createSignedInCustomer(shop.db);
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(customer, "POST", "/addresses", addressOf({ address: `${i + 1} rue des Ruches`, is_default: true })),
      ),
    );
    expect(added.filter((a) => a.status === 201)).toHaveLength(10);
    const refused = added.filter((a) => a.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.detail).toBe(
      "Votre carnet contient déjà 10 adresses : supprimez-en une pour en ajouter une autre.",
    );
    expect(await defaults(customer.id)).toHaveLength(1);

    const ids = added.filter((a) => a.status === 201).map((a) => (a.body.address as { id: number }).id);
    const answers = await Promise.all(ids.map((id) => call(customer, "POST", `/addresses/${id}/default`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await defaults(customer.id)).toHaveLength(1);
  });

  it("answers 404 for another customer's address, and leaves it as it was", async () => {
    const owner = await createSignedInCustomer(shop.db);
    const stranger = await createSignedInCustomer(shop.db);
    const id = ((await call(owner, "POST", "/addresses", addressOf())).body.address as { id: number }).id;
    for (const [method, path, body] of [
      ["PUT", `/addresses/${id}`, addressOf({ city: "Paris", postalCode: "75001" })],
      ["DELETE", `/addresses/${id}`, undefined],
      ["POST", `/addresses/${id}/default`, undefined],
    ] as const) {
      const res = await call(stranger, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.detail).toBe("Adresse introuvable.");
    }
    const [row] = await shop.db.select().from(savedAddresses).where(eq(savedAddresses.id, id));
    expect(row).toMatchObject({ userId: owner.id, city: "Lyon", isDefault: true });
    expect((await call(stranger, "GET", "/addresses")).body.addresses).toEqual([]);
  });
});

describe("POST /api/account/password", () => {
  it("refuses a wrong current password and a weak new one, then changes it and ends the other sessions", async () => {
    const customer = await customerWithPassword(2);
    const wrong = await call(customer, "POST", "/password", { current_password: "faux", password: "Nouveau-miel-77" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.detail).toBe("Mot de passe actuel incorrect : rien n'a changé.");
    const weak = await call(customer, "POST", "/password", { current_password: PASSWORD, password: "azertyuiop" });
    expect(weak.status).toBe(400);
    expect(await shop.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(3);

    const changed = await call(customer, "POST", "/password", {
      current_password: PASSWORD,
      password: "Nouveau-miel-77",
    });
    expect(changed.status, changed.body.detail).toBe(200);
    const left = await shop.db.select().from(sessions).where(eq(sessions.userId, customer.id));
    expect(left).toHaveLength(1);
    // This session is kept: the customer stays signed in here.
    expect((await shop.api.call("GET", "/api/auth/me", { cookie: customer.token })).status).toBe(200);
    const login = await shop.api.call("POST", "/api/auth/login", {
      body: { email: customer.email, password: "Nouveau-miel-77" },
    });
    expect(login.status).toBe(200);
    const mails = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.map((m) => m.subject)).toEqual(["Votre mot de passe a été modifié — Maison H"]);
  });
});

describe("the change of e-mail", () => {
  const linkIn = (text: string) => /confirmer-email\?token=([\w-]+)/.exec(text)?.[1];

  it("mails a link to the new address, tells the old one, and changes only when the link is followed", async () => {
    const customer = await customerWithPassword();
    const wrong = await call(customer, "POST", "/email", { email: "nouvelle@exemple.fr", password: "faux" });
    expect(wrong.status).toBe(403);

    const asked = await call(customer, "POST", "/email", { email: "Nouvelle@Exemple.fr", password: PASSWORD });
    expect(asked.status, asked.body.detail).toBe(200);
    expect(asked.body.message).toContain("Un lien de confirmation vient d'être envoyé à Nouvelle@Exemple.fr");
    // Nothing changed yet.
    const [unchanged] = await shop.db.select().from(users).where(eq(users.id, customer.id));
    expect(unchanged!.email).toBe(customer.email);

    const [toNew] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nouvelle@exemple.fr"));
    expect(toNew!.subject).toBe("Confirmez votre nouvelle adresse e-mail — Maison H");
    const [toOld] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(toOld!.subject).toBe("Changement de l'adresse e-mail de votre compte — Maison H");
    expect(toOld!.text).toContain("vers nouvelle@exemple.fr");
    expect(toOld!.text).not.toContain("token=");

    const token = linkIn(toNew!.text)!;
    const confirmed = await shop.api.call<Json>("POST", "/api/account/email/confirm", { body: { token } });
    expect(confirmed.status, confirmed.body.detail).toBe(200);
    const [changed] = await shop.db.select().from(users).where(eq(users.id, customer.id));
    expect(changed!.email).toBe("nouvelle@exemple.fr");
    const again = await shop.api.call<Json>("POST", "/api/account/email/confirm", { body: { token } });
    expect(again.status).toBe(410);
  });

  it("refuses an expired link, and never gives an address another account has", async () => {
    const customer = await customerWithPassword();
    const other = await createSignedInCustomer(shop.db, "prise@exemple.fr");
    await call(customer, "POST", "/email", { email: "libre@exemple.fr", password: PASSWORD });
    const [link] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, "libre@exemple.fr"));
    await shop.db
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, customer.id));
    const expired = await shop.api.call<Json>("POST", "/api/account/email/confirm", {
      body: { token: linkIn(link!.text) },
    });
    expect(expired.status).toBe(410);
    expect(expired.body.detail).toBe("Ce lien a expiré. Demandez un nouveau changement depuis votre compte.");

    // Towards an address with an account: the same answer (no enumeration); that mailbox alone is told, no link.
    const taken = await call(customer, "POST", "/email", { email: "prise@exemple.fr", password: PASSWORD });
    expect(taken.status).toBe(200);
    const [told] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, other.email));
    expect(told!.subject).toBe("Cette adresse a déjà un compte Maison H");
    expect(told!.text).not.toContain("token=");

    // Taken between the request and the link: refused in French, nothing changes.
    await call(customer, "POST", "/email", { email: "bientot@exemple.fr", password: PASSWORD });
    const [late] = await shop.db.select().from(mailOutbox).where(eq(mailOutbox.to, "bientot@exemple.fr"));
    await createSignedInCustomer(shop.db, "bientot@exemple.fr");
    const refused = await shop.api.call<Json>("POST", "/api/account/email/confirm", {
      body: { token: linkIn(late!.text) },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      "Cette adresse e-mail est déjà celle d'un autre compte : elle ne peut pas devenir celle du vôtre.",
    );
    const [same] = await shop.db.select().from(users).where(eq(users.id, customer.id));
    expect(same!.email).toBe(customer.email);
  });
});
