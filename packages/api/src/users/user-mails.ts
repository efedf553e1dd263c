import type { Customer } from '@storefront/core';
import type { OutgoingMail } from '../mail/mailer.js';

export function welcomeMail(customer: Pick<Customer, 'email' | 'firstname'>): OutgoingMail {
  return {
    kind: 'welcome',
    to: customer.email,
    subject: 'Welcome to our shop',
    text: `Hello ${customer.firstname},\n\nyour account has been created. You can now sign in with ${customer.email}.\n`,
  };
}

export function passwordResetMail(email: string, link: string, ttlSeconds: number): OutgoingMail {
  const minutes = Math.round(ttlSeconds / 60);
  return {
    kind: 'password-reset',
    to: email,
    subject: 'Reset your password',
    text:
      `Someone asked to reset the password of your account.\n\nSet a new password here (the link works once, ` +
      `for ${minutes} minutes):\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.\n`,
  };
}

/**
 * To the address an account had before its e-mail changed: whoever changed it (a stolen session, with the password)
 * now receives the account's mail, so the owner is told where it went and what to do.
 */
export function emailChangedMail(
  oldEmail: string,
  customer: Pick<Customer, 'email' | 'firstname'>,
  shopOrigin: string,
): OutgoingMail {
  return {
    kind: 'email-changed',
    to: oldEmail,
    subject: 'The e-mail address of your account has changed',
    text:
      `Hello ${customer.firstname},\n\nthe e-mail address of your account was changed from ${oldEmail} to ` +
      `${customer.email}. You now sign in with the new address, and the shop's mail goes there.\n\n` +
      `If it was not you, contact the shop at ${shopOrigin} at once: someone else may control your account.\n`,
  };
}
