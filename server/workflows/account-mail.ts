// The mails an account receives about itself (verification link, a registration on a taken address, password reset
// and change): composed here, queued by the sign-up and password-reset workflows in the transaction of the change
// they announce.
import { WELCOME_OFFER_HEADLINE } from "#core/rewards";
import type { AccountsContext, User } from "#server/modules/accounts/service";
import { composeMail, type MailMessage } from "#server/modules/mail/service";
import type { ShopContext } from "./context";

/** The accounts' context with what telling the customer needs: the outbox, the shop's name and address. */
export type AccountMailContext = AccountsContext & Pick<ShopContext, "mailer" | "shopName" | "publicUrl">;

/**
 * Delivers a queued mail after the answer, so that the answer takes the same time whether a mail goes out or not
 * (it does not tell who has an account). An undelivered mail stays in the outbox.
 */
export function deliverLater(ctx: AccountMailContext, id: number | null) {
  if (id !== null) void ctx.mailer.deliver(id).catch(() => undefined);
}

const firstNameGreeting = (user: User) => {
  const firstName = user.fullName.split(/\s+/)[0];
  return firstName ? `Bonjour ${firstName},` : "Bonjour,";
};

export function verificationMail(
  ctx: AccountMailContext,
  user: User,
  link: { token: string; validHours: number },
): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: user.email,
    subject: `Confirmez votre adresse e-mail — ${ctx.shopName}`,
    greeting: firstNameGreeting(user),
    paragraphs: [
      `Merci d'avoir créé votre compte ${ctx.shopName}. Confirmez votre adresse e-mail pour l'activer et recevoir votre code de bienvenue : ${WELCOME_OFFER_HEADLINE}.`,
      `Ce lien est valable ${link.validHours} heures. S'il vous en parvient un plus récent, seul le dernier fonctionne.`,
    ],
    action: { label: "Confirmer mon adresse", url: `${ctx.publicUrl}/verify-email?token=${link.token}` },
  });
}

export function accountExistsMail(ctx: AccountMailContext, email: string): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: email,
    subject: `Votre compte ${ctx.shopName} existe déjà`,
    greeting: "Bonjour,",
    paragraphs: [
      `Quelqu'un a essayé de créer un compte ${ctx.shopName} avec votre adresse e-mail. Vous avez déjà un compte : aucun autre n'a été créé et rien n'a changé.`,
      "Voici comment vous connecter, ou réinitialiser votre mot de passe si vous l'avez oublié.",
      "Si ce n'était pas vous, ignorez simplement cet e-mail.",
    ],
    action: { label: "Me connecter", url: `${ctx.publicUrl}/connexion` },
    links: [
      { label: "Mot de passe oublié ? Choisir un nouveau mot de passe", url: `${ctx.publicUrl}/mot-de-passe-oublie` },
    ],
  });
}

/** `user` undefined: the address has no account, and the mail is written all the same (then never queued). */
export function resetMail(
  ctx: AccountMailContext,
  to: { user: User | undefined; email: string },
  link: { token: string; validHours: number },
): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: to.user?.email ?? to.email,
    subject: `Choisissez un nouveau mot de passe — ${ctx.shopName}`,
    greeting: to.user ? firstNameGreeting(to.user) : "Bonjour,",
    paragraphs: [
      `Vous avez demandé à choisir un nouveau mot de passe pour votre compte ${ctx.shopName}.`,
      `Ce lien est valable ${link.validHours} heure et ne sert qu'une fois ; si vous en demandez un autre, seul le dernier fonctionne.`,
      "Si vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.",
    ],
    action: {
      label: "Choisir un nouveau mot de passe",
      url: `${ctx.publicUrl}/reinitialiser-mot-de-passe?token=${link.token}`,
    },
  });
}

export function passwordChangedMail(ctx: AccountMailContext, user: User): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: user.email,
    subject: `Votre mot de passe a été modifié — ${ctx.shopName}`,
    greeting: firstNameGreeting(user),
    paragraphs: [
      `Le mot de passe de votre compte ${ctx.shopName} vient d'être modifié ; vos autres appareils ont été déconnectés.`,
      "Si ce n'était pas vous, choisissez tout de suite un nouveau mot de passe et contactez-nous.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: `${ctx.publicUrl}/mot-de-passe-oublie` },
  });
}

/** The link that makes `newEmail` the account's address (decision 113), sent to that new address. */
export function emailChangeLinkMail(
  ctx: AccountMailContext,
  user: User,
  newEmail: string,
  link: { token: string; validHours: number },
): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: newEmail,
    subject: `Confirmez votre nouvelle adresse e-mail — ${ctx.shopName}`,
    greeting: firstNameGreeting(user),
    paragraphs: [
      `Vous avez demandé que cette adresse devienne celle de votre compte ${ctx.shopName}. Elle ne changera qu'une fois ce lien suivi.`,
      `Ce lien est valable ${link.validHours} heures et ne sert qu'une fois ; si vous en demandez un autre, seul le dernier fonctionne.`,
      "Si vous n'avez rien demandé, ignorez cet e-mail : rien ne changera.",
    ],
    action: {
      label: "Confirmer ma nouvelle adresse",
      url: `${ctx.publicUrl}/profil/confirmer-email?token=${link.token}`,
    },
  });
}

/** Sent instead of the link when another account already has the new address: its mailbox alone learns it. */
export function emailChangeTakenMail(ctx: AccountMailContext, newEmail: string): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: newEmail,
    subject: `Cette adresse a déjà un compte ${ctx.shopName}`,
    greeting: "Bonjour,",
    paragraphs: [
      `Quelqu'un a demandé que cette adresse devienne celle d'un autre compte ${ctx.shopName}. Elle est déjà celle d'un compte : elle ne peut pas devenir celle d'un second, et rien n'a changé.`,
      "Si c'était vous, connectez-vous avec cette adresse, ou choisissez-en une autre pour votre second compte.",
    ],
    action: { label: "Me connecter", url: `${ctx.publicUrl}/connexion` },
  });
}

/** The account's current address told that a change of e-mail was asked (decision 113). */
export function emailChangeNoticeMail(ctx: AccountMailContext, user: User, newEmail: string): MailMessage {
  return composeMail({
    shopName: ctx.shopName,
    publicUrl: ctx.publicUrl,
    to: user.email,
    subject: `Changement de l'adresse e-mail de votre compte — ${ctx.shopName}`,
    greeting: firstNameGreeting(user),
    paragraphs: [
      `Un changement de l'adresse e-mail de votre compte ${ctx.shopName} vers ${newEmail} a été demandé. Il ne se fera que si le lien envoyé à cette nouvelle adresse est suivi.`,
      "Si ce n'était pas vous, choisissez tout de suite un nouveau mot de passe : vos autres appareils seront déconnectés et la demande n'aboutira pas sans le lien.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url: `${ctx.publicUrl}/mot-de-passe-oublie` },
  });
}
