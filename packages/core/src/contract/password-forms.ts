import { z } from 'zod/mini';
import type { MessageKey } from '../i18n/message-key.js';
import { emailField, newPasswordField, requiredText, sameValue } from './form-fields.js';

// The sign-in forms feed the bodies of password.ts (login, reset-password, create-password, change-password).

/** The sign-up modal's login view. */
export const loginFormSchema = z.object({ email: emailField(), password: requiredText() });

/** Forgot password: the address the reset link goes to. */
export const forgotPasswordFormSchema = z.object({ email: emailField() });

/** What the shopper reads once the reset link's new password is set (with or without JavaScript). */
export const NEW_PASSWORD_SET: MessageKey = 'Your new password is set.';

/** The new password of the e-mailed reset link, typed twice alike. */
export const newPasswordFormSchema = z
  .object({ password: newPasswordField(), rPassword: requiredText() })
  .check(sameValue('password', 'rPassword'));

/** My account's change password: the current one, and a new one of at least 8 letters typed twice alike. */
export const changePasswordFormSchema = z
  .object({ currentPassword: requiredText(), newPassword: newPasswordField(), confirmPassword: requiredText() })
  .check(sameValue('newPassword', 'confirmPassword'));

export type LoginFields = z.input<typeof loginFormSchema>;
export type ForgotPasswordFields = z.input<typeof forgotPasswordFormSchema>;
export type NewPasswordFields = z.input<typeof newPasswordFormSchema>;
export type PasswordFields = z.input<typeof changePasswordFormSchema>;
