// The account page's forms (decision 113), posted without JavaScript as with it: the address book, the password,
// the e-mail and its confirmation link, and a customer's cancellation of an order — the API's rules and messages.
import { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from "#server/modules/accounts/address-book";
import { accountPasswordInput, emailInput, newPasswordInput } from "#server/modules/accounts/inputs";
import { DomainError } from "#server/lib/domain-error";
import { describe, fieldOf } from "#server/http/validate";
import {
  ACCOUNT_CHANGE_MESSAGES as SAID,
  changeOwnPassword,
  confirmEmailChange,
  requestEmailChange,
} from "#server/workflows/account-settings";
import { CANCEL_WAITING, cancelOwnOrder } from "#server/workflows/customer-orders";
import { formatEuros } from "#core/money";
import { z } from "zod";
import { type PageContext, refusalOf } from "./context";

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const ADDRESS_FIELDS = ["firstName", "lastName", "phone", "address", "address2", "postalCode", "city", "country"];

/** A refusal with every field's message (the address form shows each beside its field). */
const addressRefusal = (err: unknown) => {
  const refused = refusalOf(err);
  const errors = err instanceof DomainError ? (err.details.errors as Record<string, string> | undefined) : undefined;
  return { ...refused, errors: errors ?? {} };
};

const passwordForm = z.object({ current_password: accountPasswordInput, password: newPasswordInput });
const emailForm = z.object({ email: emailInput, password: accountPasswordInput });

export function accountSettingsServices({ accounts, sessionUser, sessionToken, shop }: PageContext) {
  const { db } = accounts;
  const signedIn = async (request: Request) => {
    const user = await sessionUser(request);
    if (!user) throw new DomainError("unauthorized", "Connectez-vous pour accéder à votre compte.");
    return user;
  };
  return {
    /** The signed-in customer's address book, default first; empty for a visitor. */
    addresses: async (request: Request) => {
      const user = await sessionUser(request);
      return user ? listAddresses(db, user.id) : [];
    },
    /** The address book's forms: `intent` add, update, delete or default. */
    changeAddressBook: async (request: Request, form: FormData) => {
      try {
        const user = await signedIn(request);
        const intent = field(form, "intent");
        const id = Number.parseInt(field(form, "id"), 10);
        const fields = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field(form, name)]));
        const makeDefault = form.get("is_default") === "on";
        if (intent === "add") {
          await saveAddress(db, user, fields, { makeDefault });
          return { ok: true as const, message: "Adresse ajoutée." };
        }
        if (!Number.isSafeInteger(id) || id < 1) throw new DomainError("not-found", "Adresse introuvable.");
        if (intent === "update") {
          await saveAddress(db, user, fields, { id, makeDefault });
          return { ok: true as const, message: "Adresse modifiée." };
        }
        if (intent === "delete") {
          await deleteAddress(db, user.id, id);
          return { ok: true as const, message: SAID.addressDeleted };
        }
        if (intent === "default") {
          await setDefaultAddress(db, user.id, id);
          return { ok: true as const, message: SAID.defaultAddress };
        }
        throw new DomainError("invalid", "Formulaire inconnu : rechargez la page.");
      } catch (err) {
        return addressRefusal(err);
      }
    },
    /** The password form: the current one checked, the new one set, the other sessions ended. */
    changePassword: async (request: Request, form: FormData, address: string) => {
      const input = passwordForm.safeParse({
        current_password: field(form, "current_password"),
        password: field(form, "password"),
      });
      if (!input.success)
        return { ok: false as const, message: describe(input.error), field: fieldOf(input.error) ?? null };
      try {
        const user = await signedIn(request);
        await changeOwnPassword(accounts, user, {
          current: input.data.current_password,
          next: input.data.password,
          address,
          sessionToken: sessionToken(request)!,
        });
        return { ok: true as const, message: SAID.passwordChanged };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** The e-mail form: the link to the new address, the old one told. */
    requestEmailChange: async (request: Request, form: FormData, address: string) => {
      const input = emailForm.safeParse({ email: field(form, "email"), password: field(form, "password") });
      if (!input.success)
        return { ok: false as const, message: describe(input.error), field: fieldOf(input.error) ?? null };
      try {
        await requestEmailChange(accounts, await signedIn(request), { ...input.data, address });
        return { ok: true as const, message: SAID.emailLinkSent(input.data.email) };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** The link of the new address's mail, confirmed by its page's button. */
    confirmEmailChange: async (token: string) => {
      try {
        const user = await confirmEmailChange(accounts, token);
        return { ok: true as const, message: SAID.emailChanged(user.email) };
      } catch (err) {
        return refusalOf(err);
      }
    },
    /** The order page's « Annuler ma commande »: the full refund through the back office's path. */
    cancelOrder: async (request: Request, reference: string) => {
      try {
        const outcome = await cancelOwnOrder(shop, await signedIn(request), reference);
        return {
          ok: true as const,
          message:
            outcome.state === "waiting"
              ? CANCEL_WAITING
              : `Votre commande est annulée : ${formatEuros(outcome.order.refundedCents)} vous sont remboursés sur votre carte.`,
        };
      } catch (err) {
        return refusalOf(err);
      }
    },
  };
}
