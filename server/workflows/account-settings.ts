// The account page's sign-in details (decision 113): a new password and a new e-mail, each with its mails queued in
// the transaction that writes the change (the accounts module keeps the links, sessions and limits).
import {
  checkEmailChange,
  dropEmailChanges,
  prepareOwnPassword,
  replaceEmailChange,
  setOwnPassword,
  useEmailChangeLink,
} from "#server/modules/accounts/credentials";
import type { User } from "#server/modules/accounts/service";
import {
  type AccountMailContext,
  deliverLater,
  emailChangeLinkMail,
  emailChangeNoticeMail,
  emailChangeTakenMail,
  passwordChangedMail,
} from "./account-mail";

/** What the account page says of a change made, in the API's answers and its forms' alike. */
export const ACCOUNT_CHANGE_MESSAGES = {
  addressDeleted: "Adresse supprimée.",
  defaultAddress: "Adresse par défaut choisie.",
  passwordChanged: "Votre mot de passe a été modifié ; vos autres appareils sont déconnectés.",
  emailLinkSent: (email: string) =>
    `Un lien de confirmation vient d'être envoyé à ${email}. Votre adresse e-mail changera quand vous l'aurez suivi (valable 24 heures).`,
  emailChanged: (email: string) => `Votre adresse e-mail est maintenant ${email}.`,
};

/** The current password checked, the new one set; every other session ended, this one kept; the owner told. */
export async function changeOwnPassword(
  ctx: AccountMailContext,
  user: User,
  input: { current: string; next: string; address: string; sessionToken: string },
): Promise<void> {
  const change = await prepareOwnPassword(ctx, user, input);
  const id = await ctx.db.transaction(async (tx) => {
    await setOwnPassword(tx, user.id, change, input.sessionToken);
    return ctx.mailer.queue(tx, passwordChangedMail(ctx, user));
  });
  deliverLater(ctx, id);
}

/**
 * Asks for a new e-mail: the link goes to the new address, the current one is told. When another account has the
 * new address, that mailbox is told instead of getting a link, and the answer is the same (decision 113).
 */
export async function requestEmailChange(
  ctx: AccountMailContext,
  user: User,
  input: { email: string; password: string; address: string },
): Promise<void> {
  const { newEmail, taken } = await checkEmailChange(ctx, user, input);
  const ids = await ctx.db.transaction(async (tx) => {
    if (taken) {
      await dropEmailChanges(tx, user.id);
      return [await ctx.mailer.queue(tx, emailChangeTakenMail(ctx, newEmail))];
    }
    const link = await replaceEmailChange(tx, ctx, user.id, newEmail);
    return [
      await ctx.mailer.queue(tx, emailChangeLinkMail(ctx, user, newEmail, link)),
      await ctx.mailer.queue(tx, emailChangeNoticeMail(ctx, user, newEmail)),
    ];
  });
  for (const id of ids) deliverLater(ctx, id);
}

/** The link followed: the account's e-mail becomes the new address (refusals in French). */
export async function confirmEmailChange(ctx: AccountMailContext, token: string): Promise<User> {
  const { after } = await ctx.db.transaction((tx) => useEmailChangeLink(tx, ctx, token));
  return after;
}
