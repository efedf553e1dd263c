import { z } from 'zod/mini';
import { email, minName, minPassword, minZip } from '../forms/field-rules.js';
import type { MessageKey } from '../i18n/message-key.js';

// The forms' schemas are built with zod's small build: the browser loads them with the page, and the full build
// would add hundreds of kilobytes to it. The messages are the shop's own words (MessageKeys), translated where shown.

/** A rule of a text field: the message when `passes` says no. Every rule of a field runs; the form shows the first. */
const fieldRule = (passes: (value: string) => boolean, message: MessageKey) => z.refine<string>(passes, message);

/** Blank (only spaces) counts as empty. */
export const filled = fieldRule((value) => value.trim() !== '', 'Field is required');

/** A field the shopper must fill. */
export const requiredText = () => z.string().check(filled);

/** A field that may stay empty. */
export const optionalText = () => z.string();

/** A field the shopper must fill that also passes `rule` of forms/field-rules; `message` is that rule's message. */
const checkedText = (rule: (value: string) => string | undefined, message: MessageKey) => () =>
  z.string().check(
    filled,
    fieldRule((value) => rule(value) === undefined, message),
  );

export const emailField = checkedText(email, 'Please provide valid e-mail address.');

export const nameField = checkedText(minName, 'Name must have at least 2 letters.');

/** A password the shopper chooses; passwords are taken as typed, never trimmed. */
export const newPasswordField = checkedText(minPassword, 'Password must have at least 8 letters.');

export const postcodeField = checkedText(minZip, 'Zip-code must have at least 3 letters.');

/**
 * A form-only rule over two fields: `repeat` must equal `original` ('Passwords must be identical.'). It runs also
 * when other fields fail, so the shopper sees every message at once.
 */
export function sameValue<K extends string>(original: K, repeat: K) {
  return z.refine<Record<K, unknown>>((values) => values[repeat] === values[original], {
    message: 'Passwords must be identical.' satisfies MessageKey,
    path: [repeat],
    when: () => true,
  });
}

/** A form's messages: the first failing rule of each field, by field name; empty when the form may be sent. */
export type FormErrors<T> = Partial<Record<keyof T, MessageKey>>;

/** Checks a form's values against its schema. The values themselves are sent as typed: the schema only judges them. */
export function formErrors<T extends object>(schema: FormSchema<T>, values: T): FormErrors<T> {
  const result = z.safeParse(schema, values);
  const errors: FormErrors<T> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message as MessageKey;
  }
  return errors;
}

/** A form's schema as its hook takes it: it judges values of type `T`. */
export type FormSchema<T> = z.core.$ZodType<unknown, T>;
