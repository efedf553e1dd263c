import {
  acceptedTerms,
  email,
  minName,
  minPassword,
  required,
  sameAs,
  validateForm,
  type FieldRule,
} from '../forms/field-rules.js';
import type { MessageKey } from '../i18n/message-key.js';

export interface LoginFields extends Record<string, unknown> {
  email: string;
  password: string;
}

export interface RegisterFields extends Record<string, unknown> {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  rPassword: string;
  conditions: boolean;
}

export interface ForgotPasswordFields extends Record<string, unknown> {
  email: string;
}

export interface NewPasswordFields extends Record<string, unknown> {
  password: string;
  rPassword: string;
}

export type FormErrors<T> = Partial<Record<keyof T, MessageKey>>;

const EMAIL_RULES: readonly FieldRule[] = [required, email];
const PASSWORD_RULES: readonly FieldRule[] = [required, minPassword];

/** The sign-up modal's login view (spec point 5). */
export function validateLogin(values: LoginFields): FormErrors<LoginFields> {
  return validateForm(values, { email: EMAIL_RULES, password: [required] });
}

/** The register view: names of at least 2 letters, a password of at least 8, confirmed, and the terms accepted. */
export function validateRegister(values: RegisterFields): FormErrors<RegisterFields> {
  return validateForm(values, {
    email: EMAIL_RULES,
    firstname: [required, minName],
    lastname: [required],
    password: PASSWORD_RULES,
    rPassword: [required, sameAs(values.password)],
    conditions: [acceptedTerms],
  });
}

export function validateForgotPassword(values: ForgotPasswordFields): FormErrors<ForgotPasswordFields> {
  return validateForm(values, { email: EMAIL_RULES });
}

/** The new password of the e-mailed reset link. */
export function validateNewPassword(values: NewPasswordFields): FormErrors<NewPasswordFields> {
  return validateForm(values, { password: PASSWORD_RULES, rPassword: [required, sameAs(values.password)] });
}
