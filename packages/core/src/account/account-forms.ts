import { email, minName, minPassword, required, sameAs, validateForm } from '../forms/field-rules.js';
import type { MessageKey } from '../i18n/message-key.js';

export type ProfileFields = {
  firstname: string;
  lastname: string;
  email: string;
};

export type PasswordFields = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

type Errors<T> = Partial<Record<keyof T, MessageKey>>;

/** My profile (spec point 5): names of at least 2 letters and a valid e-mail address, all required. */
export function profileErrors(fields: ProfileFields): Errors<ProfileFields> {
  return validateForm(fields, {
    firstname: [required, minName],
    lastname: [required, minName],
    email: [required, email],
  });
}

/** Change password (spec point 5): a new password of at least 8 letters, typed twice alike. */
export function passwordErrors(fields: PasswordFields): Errors<PasswordFields> {
  return validateForm(fields, {
    currentPassword: [required],
    newPassword: [required, minPassword],
    confirmPassword: [required, sameAs(fields.newPassword)],
  });
}
