import { z } from 'zod/mini';
import { findRegion, regionsOf } from '../address/regions.js';
import type { MessageKey } from '../i18n/message-key.js';
import { sameMailAddress } from '../text/mail-address.js';
import {
  emailField,
  nameField,
  newPasswordField,
  optionalText,
  postcodeField,
  requiredText,
  sameValue,
} from './form-fields.js';

// The forms that feed user.ts's bodies: register (`POST /api/user/create`) and the profile (`POST /api/user/me`).

/** The register view: names, a password of at least 8 letters typed twice alike, and the terms accepted. */
export const registerFormSchema = z
  .object({
    email: emailField(),
    firstname: nameField(),
    lastname: requiredText(),
    password: newPasswordField(),
    rPassword: requiredText(),
    conditions: z.boolean().check(z.refine((accepted) => accepted, 'You must accept the terms and conditions.')),
  })
  .check(sameValue('password', 'rPassword'));

/**
 * My profile: names of at least 2 letters and a valid e-mail address. Moving the account to another address also
 * asks for the current password (a stolen session alone cannot move the account).
 */
export function profileFormSchema(currentEmail: string) {
  return z
    .object({ firstname: nameField(), lastname: nameField(), email: emailField(), currentPassword: optionalText() })
    .check(
      z.refine((values) => sameMailAddress(values.email, currentEmail) || values.currentPassword !== '', {
        message: 'Field is required' satisfies MessageKey,
        path: ['currentPassword'],
        when: () => true,
      }),
    );
}

/** Whether the profile form's address differs from the account's: then the current password is asked for. */
export const emailChanges = (typed: string, currentEmail: string) => !sameMailAddress(typed, currentEmail);

/**
 * The shipping-details form, every value a string as inputs give them; state and phone are optional, as in VSF 1's
 * shipping-details form. A region the country's list does not hold, by code or by name, was not picked from the list
 * (a typing error, or a stale value after a country change).
 */
export const shippingAddressFormSchema = z
  .object({
    firstname: nameField(),
    lastname: nameField(),
    street: requiredText(),
    houseNumber: requiredText(),
    /** Optional: not every home has one. */
    apartment: optionalText(),
    city: requiredText(),
    /** ISO code (`country_id`). */
    country: requiredText(),
    /** A region of the country's list by code or name when it has one (stored as its code), else free text. */
    region: optionalText(),
    postcode: postcodeField(),
    telephone: optionalText(),
  })
  .check(
    z.refine(
      ({ country, region }) => {
        return region.trim() === '' || regionsOf(country).length === 0 || findRegion(country, region) !== undefined;
      },
      { message: 'Field is required' satisfies MessageKey, path: ['region'], when: () => true },
    ),
  );

export type RegisterFields = z.input<typeof registerFormSchema>;
export type ProfileFields = z.input<ReturnType<typeof profileFormSchema>>;
