import { z } from 'zod';
import { email as emailRule } from '../forms/field-rules.js';

/** vue-storefront-api's answer to a missing or malformed address, as a 400. */
export const INVALID_EMAIL = 'Invalid e-mail provided!';

// A field counts as given when it is a non-empty string; the first one missing is named, in the order of the keys.
const given = (name: string) => z.string({ error: `${name} not provided` }).min(1, `${name} not provided`);

/** `POST /api/user/login`: any refusal is answered as a wrong sign-in, so nothing tells which part was wrong. */
export const loginBodySchema = z.looseObject({ username: z.string().min(1), password: z.string().min(1) });

/** `POST /api/user/change-password`: passwords are taken as typed, never trimmed. */
export const changePasswordBodySchema = z.looseObject(
  { currentPassword: given('currentPassword'), newPassword: given('newPassword') },
  { error: 'currentPassword not provided' },
);

/** `POST /api/user/reset-password`: the address the reset link goes to. */
export const resetPasswordBodySchema = z.looseObject(
  {
    email: z
      .string({ error: INVALID_EMAIL })
      .min(1, INVALID_EMAIL)
      .trim()
      .refine((value) => emailRule(value) === undefined, INVALID_EMAIL),
  },
  { error: INVALID_EMAIL },
);

/** `POST /api/user/create-password`: the reset link's address and token, and the new password. */
export const createPasswordBodySchema = z.looseObject(
  { email: given('email').trim(), resetToken: given('resetToken'), newPassword: given('newPassword') },
  { error: 'email not provided' },
);

export type LoginBody = z.infer<typeof loginBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
export type CreatePasswordBody = z.infer<typeof createPasswordBodySchema>;
