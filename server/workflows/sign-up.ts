// Registration and e-mail verification: the accounts module writes the account and its links, the mails go through
// the outbox in the same transaction, and verifying the address gives the personal welcome code (promotions).
import { WELCOME_OFFER, WELCOME_OFFER_TERMS } from "#core/rewards";
import {
  type AccountsContext,
  createAccount,
  findUserByEmail,
  LIMITS,
  limitVerificationResend,
  markVerified,
  replaceVerificationLink,
  useVerificationLink,
  type User,
  withinLimit,
} from "#server/modules/accounts/service";
import { humanCode } from "#server/modules/accounts/tokens";
import { createPersonalCode } from "#server/modules/promotions/service";
import { type AccountMailContext, accountExistsMail, deliverLater, verificationMail } from "./account-mail";

/**
 * Creates an account and mails its verification link. An address that already has an account gets exactly the same
 * answer (an account that looks just created) and its owner a mail saying how to sign in or reset the password (a new
 * verification link if the account is still unverified), so registration does not tell who is a customer.
 */
export async function register(
  ctx: AccountMailContext,
  input: { email: string; password: string; fullName: string; address: string },
): Promise<User> {
  const account = await createAccount(ctx, input);
  if (account.created) {
    await sendVerification(ctx, account.user);
    return account.user;
  }
  const { existing, lookAlike } = account;
  if (existing && !existing.isVerified) {
    // Still unverified: what the owner needs is a new verification link.
    if (await withinLimit(ctx, LIMITS.verificationByEmail, { email: lookAlike.email })) {
      await sendVerification(ctx, existing);
    }
  } else if (await withinLimit(ctx, LIMITS.accountExistsByEmail, { email: lookAlike.email })) {
    deliverLater(ctx, await ctx.mailer.queue(ctx.db, accountExistsMail(ctx, lookAlike.email)));
  }
  return lookAlike;
}

/** A new verification link, written with its mail in one transaction; the account's earlier unused links stop working. */
async function sendVerification(ctx: AccountMailContext, user: User) {
  const id = await ctx.db.transaction(async (tx) => {
    const link = await replaceVerificationLink(tx, ctx, user.id);
    return ctx.mailer.queue(tx, verificationMail(ctx, user, link));
  });
  deliverLater(ctx, id);
}

/**
 * Always answers the same way, so it does not tell whether an account exists; limited per address and per client
 * whatever the address, so the limit tells nothing either.
 */
export async function resendVerification(ctx: AccountMailContext, input: { email: string; address: string }) {
  await limitVerificationResend(ctx, input);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user && !user.isVerified) await sendVerification(ctx, user);
}

/**
 * Uses the verification link and verifies the account; the first verification creates its personal welcome code,
 * in the same transaction (the account's row lock: concurrent clicks create one code).
 */
export async function verifyEmail(ctx: AccountsContext, token: string): Promise<{ user: User; welcomeCode: string }> {
  return ctx.db.transaction(async (tx) => {
    const current = await useVerificationLink(tx, ctx, token);
    let welcomeCode = current.welcomePromoCode;
    if (!welcomeCode) {
      welcomeCode = humanCode("BIENVENUE");
      await createPersonalCode(tx, {
        code: welcomeCode,
        name: "Bienvenue",
        description: WELCOME_OFFER_TERMS,
        valueCents: WELCOME_OFFER.valueCents,
        minimumAmountCents: WELCOME_OFFER.minimumCents,
        ownerUserId: current.id,
      });
    }
    return { user: await markVerified(tx, current.id, welcomeCode), welcomeCode };
  });
}
