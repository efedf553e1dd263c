import type { Request, Response, Router } from 'express';
import {
  changePasswordBodySchema,
  createPasswordBodySchema,
  resetPasswordBodySchema,
  type ChangePasswordBody,
  type ResetPasswordBody,
} from '@storefront/core';
import { customerOf, NOT_AUTHORIZED } from '../auth/authenticated.js';
import { clientAddress } from '../http/client-address.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { firstIssueMessage, validateBody } from '../http/validate-body.js';
import type { ResetRedemption } from './token-repository.js';
import { hashToken } from './token-hash.js';
import type { UserContext } from './user-context.js';

export { INVALID_EMAIL } from '@storefront/core';
/** Magento's answer to a wrong current password; 400, not 401, which would make the storefront refresh its token. */
export const WRONG_CURRENT_PASSWORD = "The password doesn't match this account. Verify the password and try again.";
export const RESET_LINK_INVALID = 'This password reset link is not valid. Please request a new one.';
export const RESET_LINK_EXPIRED = 'This password reset link has expired. Please request a new one.';
export const RESET_LINK_USED = 'This password reset link has already been used. Please request a new one.';

/** `POST /change-password` (and `changePassword`), `/reset-password` (and `resetPassword`), `/create-password`. */
export function mountPasswordRoutes(router: Router, context: UserContext): void {
  const { users, tokens, now } = context.deps;
  const { scrypt } = context.usersConfig;

  const changePassword = async (req: Request<Record<string, string>, unknown, ChangePasswordBody>, res: Response) => {
    const caller = customerOf(res);
    const { currentPassword, newPassword } = req.body;
    const problem = context.passwordProblem(newPassword);
    if (problem) return sendError(res, 400, problem);
    // Guessing the current password through a stolen session is limited like guessing it at login.
    if (!(await context.loginAttempts.admit(req, res, caller.email))) return;
    const stored = await users.findById(caller.customerId);
    if (!stored) return sendError(res, 401, NOT_AUTHORIZED);
    const matches = await context.hashingCounted(context.loginAttempts, req, caller.email, () =>
      context.passwords.verify(clientAddress(req), currentPassword, stored.passwordHash),
    );
    if (!matches) return sendError(res, 400, WRONG_CURRENT_PASSWORD);
    await context.loginAttempts.forgive(req, caller.email);
    const passwordHash = await context.passwords.hash(clientAddress(req), newPassword, scrypt);
    // Other devices (and whoever else held a token) are logged out; the session that changed it stays.
    await users.setPassword(caller.customerId, passwordHash, {
      now: now(),
      keepFamilyId: caller.familyId,
      reason: 'password-change',
    });
    sendEnvelope(res, true);
  };
  const changePasswordBody = validateBody(changePasswordBodySchema, firstIssueMessage());
  router.post('/change-password', context.authenticated, changePasswordBody, changePassword);
  router.post('/changePassword', context.authenticated, changePasswordBody, changePassword);

  const mailResetLink = (email: string, origin: string) => context.mailResetLink(email, origin);

  // The same answer whether or not the address has an account, so the endpoint does not reveal who is a customer.
  const resetPassword = async (req: Request<Record<string, string>, unknown, ResetPasswordBody>, res: Response) => {
    const { email } = req.body;
    if (!(await context.resetAttempts.admit(req, res, email))) return;
    // Answered before anything is looked up: the reply's timing cannot tell either whether the address has an account.
    // Never from Origin or Host: a forged one would send the victim's genuine mail with a link to the attacker's site.
    const origin = context.shopOrigin();
    sendEnvelope(res, true);
    mailResetLink(email, origin).catch((error: unknown) =>
      context.log(`Cannot send a password reset link: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  const resetPasswordBody = validateBody(resetPasswordBodySchema, firstIssueMessage());
  router.post('/reset-password', resetPasswordBody, resetPassword);
  router.post('/resetPassword', resetPasswordBody, resetPassword);

  router.post('/create-password', validateBody(createPasswordBodySchema, firstIssueMessage()), async (req, res) => {
    const { email, resetToken, newPassword } = req.body;
    const problem = context.passwordProblem(newPassword);
    if (problem) return sendError(res, 400, problem);
    if (!(await context.createPasswordAttempts.admit(req, res, email))) return;
    const refuse = (outcome: Exclude<ResetRedemption, 'ok'>) =>
      sendError(res, 400, { unknown: RESET_LINK_INVALID, expired: RESET_LINK_EXPIRED, used: RESET_LINK_USED }[outcome]);
    // The token is checked before the costly hash, and an unknown e-mail takes the same path as a wrong token (one
    // token look-up, no hash): neither the work nor the timing tells whether the address has an account.
    const stored = await users.findByEmail(email);
    const tokenHash = hashToken(resetToken);
    const checked = await tokens.checkResetToken(tokenHash, stored?.customer.id, now());
    if (!stored || checked !== 'ok') return refuse(checked === 'ok' ? 'unknown' : checked);
    const passwordHash = await context.hashingCounted(context.createPasswordAttempts, req, email, () =>
      context.passwords.hash(clientAddress(req), newPassword, scrypt),
    );
    // Checked again, with the write, in one transaction: a concurrent redemption of the same link may have won.
    const outcome = await tokens.redeemResetToken(tokenHash, stored.customer.id, passwordHash, now());
    if (outcome !== 'ok') return refuse(outcome);
    await context.createPasswordAttempts.forgive(req, email);
    sendEnvelope(res, true);
  });
}
