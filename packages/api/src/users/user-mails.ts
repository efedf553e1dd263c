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
