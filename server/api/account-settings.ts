import { z } from "@hono/zod-openapi";
import { SHIPPING_COUNTRIES } from "#core/pricing";
import { clientAddress } from "#server/http/client-address";
import { type AuthOptions, sessionToken, userGuard } from "#server/http/current-user";
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from "#server/modules/accounts/address-book";
import { accountPasswordInput, emailInput, newPasswordInput } from "#server/modules/accounts/inputs";
import type { AccountMailContext } from "#server/workflows/account-mail";
import {
  ACCOUNT_CHANGE_MESSAGES as SAID,
  changeOwnPassword,
  confirmEmailChange,
  requestEmailChange,
} from "#server/workflows/account-settings";
import { apiRoute, apiRouter, BODY_REFUSALS, json, jsonBody, refusals } from "./contract";
import { postalAddressFields } from "./order-shapes";

const tags = ["Compte"];
const text = z.string().max(500);

/** The checkout's delivery fields without the e-mail; checked by core/delivery-address.ts, as at checkout. */
const addressBody = z
  .object({
    firstName: text,
    lastName: text,
    phone: text,
    address: text,
    address2: text.optional(),
    postalCode: text,
    city: text,
    country: z.string().max(100),
    is_default: z.boolean().optional(),
  })
  .openapi("AdresseEnregistreeSaisie");

const savedAddress = z
  .object({ id: z.number().int(), ...postalAddressFields, country: z.enum(SHIPPING_COUNTRIES), isDefault: z.boolean() })
  .openapi("AdresseEnregistree");

const idParam = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const message = z.object({ message: z.string() });

const routes = {
  list: apiRoute({
    method: "get",
    path: "/addresses",
    tags,
    summary: "Le carnet d'adresses du client connecté, l'adresse par défaut d'abord",
    responses: { 200: json(z.object({ addresses: z.array(savedAddress) }), "Les adresses."), ...refusals(401) },
  }),
  add: apiRoute({
    method: "post",
    path: "/addresses",
    tags,
    summary: "Ajoute une adresse (10 au plus) ; la première, ou `is_default`, devient l'adresse par défaut",
    request: jsonBody(addressBody),
    responses: {
      201: json(z.object({ address: savedAddress }), "L'adresse ajoutée."),
      ...refusals(...BODY_REFUSALS, 401, 409),
    },
  }),
  update: apiRoute({
    method: "put",
    path: "/addresses/{id}",
    tags,
    summary: "Modifie une adresse du carnet",
    request: { params: idParam, ...jsonBody(addressBody) },
    responses: {
      200: json(z.object({ address: savedAddress }), "L'adresse modifiée."),
      ...refusals(...BODY_REFUSALS, 401, 404),
    },
  }),
  remove: apiRoute({
    method: "delete",
    path: "/addresses/{id}",
    tags,
    summary: "Supprime une adresse du carnet (la plus récente restante devient l'adresse par défaut)",
    request: { params: idParam },
    responses: { 200: json(message, "Supprimée."), ...refusals(401, 404) },
  }),
  makeDefault: apiRoute({
    method: "post",
    path: "/addresses/{id}/default",
    tags,
    summary: "Fait d'une adresse l'adresse par défaut (une seule par compte)",
    request: { params: idParam },
    responses: { 200: json(message, "Adresse par défaut choisie."), ...refusals(401, 404) },
  }),
  password: apiRoute({
    method: "post",
    path: "/password",
    tags,
    summary: "Change le mot de passe (l'actuel demandé) ; les autres sessions sont fermées, celle-ci gardée",
    request: jsonBody(z.object({ current_password: accountPasswordInput, password: newPasswordInput })),
    responses: { 200: json(message, "Mot de passe modifié."), ...refusals(...BODY_REFUSALS, 401, 409, 429) },
  }),
  email: apiRoute({
    method: "post",
    path: "/email",
    tags,
    summary:
      "Demande à changer d'adresse e-mail (mot de passe demandé) : un lien part vers la nouvelle adresse, l'ancienne est prévenue",
    request: jsonBody(z.object({ email: emailInput, password: accountPasswordInput })),
    responses: { 200: json(message, "Demande prise en compte."), ...refusals(...BODY_REFUSALS, 401, 429) },
  }),
  confirmEmail: apiRoute({
    method: "post",
    path: "/email/confirm",
    tags,
    summary: "Le lien du mail suivi : l'adresse e-mail du compte devient la nouvelle",
    request: jsonBody(z.object({ token: z.string().min(1, "Le lien est incomplet.").max(200) })),
    responses: {
      200: json(z.object({ email: z.string(), message: z.string() }), "Adresse changée."),
      ...refusals(...BODY_REFUSALS, 409, 410),
    },
  }),
};

/** The account page's calls (decision 113), under `/api/account`. */
export function accountSettingsRoutes(ctx: AccountMailContext, options: AuthOptions) {
  const signedIn = userGuard(ctx, options);
  return apiRouter()
    .openapi(routes.list, async (c) => {
      const user = await signedIn(c);
      return c.json({ addresses: await listAddresses(ctx.db, user.id) }, 200);
    })
    .openapi(routes.add, async (c) => {
      const user = await signedIn(c);
      const { is_default: makeDefault, ...fields } = c.req.valid("json");
      const address = await saveAddress(ctx.db, user, fields, { makeDefault });
      return c.json({ address }, 201);
    })
    .openapi(routes.update, async (c) => {
      const user = await signedIn(c);
      const { is_default: makeDefault, ...fields } = c.req.valid("json");
      const { id } = c.req.valid("param");
      return c.json({ address: await saveAddress(ctx.db, user, fields, { id, makeDefault }) }, 200);
    })
    .openapi(routes.remove, async (c) => {
      const user = await signedIn(c);
      await deleteAddress(ctx.db, user.id, c.req.valid("param").id);
      return c.json({ message: SAID.addressDeleted }, 200);
    })
    .openapi(routes.makeDefault, async (c) => {
      const user = await signedIn(c);
      await setDefaultAddress(ctx.db, user.id, c.req.valid("param").id);
      return c.json({ message: SAID.defaultAddress }, 200);
    })
    .openapi(routes.password, async (c) => {
      const user = await signedIn(c);
      const body = c.req.valid("json");
      await changeOwnPassword(ctx, user, {
        current: body.current_password,
        next: body.password,
        address: clientAddress(c, options.trustProxy),
        sessionToken: sessionToken(c, options)!,
      });
      return c.json({ message: SAID.passwordChanged }, 200);
    })
    .openapi(routes.email, async (c) => {
      const user = await signedIn(c);
      const body = c.req.valid("json");
      await requestEmailChange(ctx, user, { ...body, address: clientAddress(c, options.trustProxy) });
      return c.json({ message: SAID.emailLinkSent(body.email) }, 200);
    })
    .openapi(routes.confirmEmail, async (c) => {
      const user = await confirmEmailChange(ctx, c.req.valid("json").token);
      return c.json({ email: user.email, message: SAID.emailChanged(user.email) }, 200);
    });
}
