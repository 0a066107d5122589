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
