import type { MessageKey } from '../i18n/message-key.js';

/** A rule answers the spec's message (see docs/behaviour.md#validation-messages) for a bad value, or undefined when the value passes. */
export type FieldRule = (value: unknown) => MessageKey | undefined;

const MIN_NAME = 2;
const MIN_PASSWORD = 8;
const MIN_ZIP = 3;
const MIN_TAX_ID = 3;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
}

/** One `@`, something on both sides, a dot in the domain, no spaces: what a mail server will take. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: FieldRule = (value) => (text(value) === '' ? 'Field is required' : undefined);

export const email: FieldRule = (value) =>
  text(value) !== '' && !EMAIL.test(text(value)) ? 'Please provide valid e-mail address.' : undefined;

export const minName: FieldRule = (value) =>
  text(value) !== '' && text(value).length < MIN_NAME ? 'Name must have at least 2 letters.' : undefined;

/** Passwords are not trimmed: a space is a character the shopper typed. */
export const minPassword: FieldRule = (value) =>
  typeof value === 'string' && value !== '' && value.length < MIN_PASSWORD
    ? 'Password must have at least 8 letters.'
    : undefined;

export const minZip: FieldRule = (value) =>
  text(value) !== '' && text(value).length < MIN_ZIP ? 'Zip-code must have at least 3 letters.' : undefined;

export const minTaxId: FieldRule = (value) =>
  text(value) !== '' && text(value).length < MIN_TAX_ID ? 'Tax ID must have at least 3 letters.' : undefined;

export const acceptedTerms: FieldRule = (value) =>
  value === true || value === 'on' || value === 'true' ? undefined : 'You must accept the terms and conditions.';

/** 'Passwords must be identical.' compares with another field's value, so it is made per form. */
export function sameAs(other: unknown): FieldRule {
  return (value) => (value !== other ? 'Passwords must be identical.' : undefined);
}

/** The first message of the rules in order, like VSF's vuelidate fields showed one message at a time. */
export function firstError(value: unknown, rules: readonly FieldRule[]): MessageKey | undefined {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return undefined;
}

/** Validates a whole form: `{field: message}` for the fields that fail, empty when the form may be sent. */
export function validateForm<T extends Record<string, unknown>>(
  values: T,
  rules: { [K in keyof T]?: readonly FieldRule[] },
): Partial<Record<keyof T, MessageKey>> {
  const errors: Partial<Record<keyof T, MessageKey>> = {};
  for (const field of Object.keys(rules) as (keyof T)[]) {
    const message = firstError(values[field], rules[field] ?? []);
    if (message) errors[field] = message;
  }
  return errors;
}
