// Choosing a new password by e-mail: the accounts module keeps the links, the sessions and the limits; the link and
// the notice of the change are queued in the transaction that writes them.
import { equalTime } from "#server/modules/accounts/equal-time";
import {
  changePassword,
  clearLoginLimit,
  findUserByEmail,
  limitPasswordReset,
  normaliseEmail,
  preparePasswordChange,
  replaceResetLink,
  RESET_HOURS,
} from "#server/modules/accounts/service";
import { newToken } from "#server/modules/accounts/tokens";
import { type AccountMailContext, deliverLater, passwordChangedMail, resetMail } from "./account-mail";

/** How long the reset of an address with an account typically takes here; an unknown address waits as long. */
const resetDuration = equalTime(25);

/**
 * Mails a link to choose a new password, valid one hour, single use; it replaces the account's earlier links.
 * Answers the same whether the address has an account or not; limited per address and per client.
 */
export async function requestPasswordReset(ctx: AccountMailContext, input: { email: string; address: string }) {
  await limitPasswordReset(ctx, input);
  const started = performance.now();
  const user = await findUserByEmail(ctx.db, input.email);
  // An unknown address takes the same path — a token, the mail written, one transaction of the same statements, on
  // an account that does not exist — then waits what a known address typically takes: no timing tells them apart.
  const { token, hash: tokenHash } = newToken();
  const mail = resetMail(ctx, { user, email: normaliseEmail(input.email) }, { token, validHours: RESET_HOURS });
  const id = await ctx.db.transaction(async (tx) => {
    await replaceResetLink(tx, ctx, { userId: user?.id ?? null, tokenHash });
    return user ? ctx.mailer.queue(tx, mail) : null;
  });
  if (!user) return resetDuration.waitRest(started);
  resetDuration.record(performance.now() - started);
  deliverLater(ctx, id);
}

/**
 * Sets the new password of a reset link (used once), ends every session of the account but `keepSessionToken`'s,
 * makes the account's other links useless and empties its sign-in counter; the owner is told by mail, queued in
 * the same transaction.
 */
export async function confirmPasswordReset(
  ctx: AccountMailContext,
  input: { token: string; password: string; keepSessionToken?: string | null },
): Promise<void> {
  const change = await preparePasswordChange(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    await changePassword(tx, ctx, change, input.keepSessionToken);
    return ctx.mailer.queue(tx, passwordChangedMail(ctx, change.user));
  });
  await clearLoginLimit(ctx, change.user.email);
  deliverLater(ctx, id);
}
