import { describe, expect, it } from 'vitest';
import { checkLetter } from './send-email-request.js';

const whitelist = ['contact@shop.example'];
const template = { subject: 'We got it', text: 'Thank you for your letter.' };
const letter = {
  sourceAddress: 'ann@example.com',
  targetAddress: 'contact@shop.example',
  subject: 'Hi',
  emailText: 'Hello',
};

describe('checkLetter', () => {
  it('passes a letter to a whitelisted target', () => {
    expect(checkLetter(letter, whitelist, template)).toEqual({ ok: true, letter });
  });

  it('guards the source instead of the target for a confirmation (the shop writes to a shopper)', () => {
    const confirmation = { ...letter, sourceAddress: 'contact@shop.example', targetAddress: 'ann@example.com' };
    expect(checkLetter({ ...confirmation, confirmation: true }, whitelist, template).ok).toBe(true);
    expect(checkLetter(confirmation, whitelist, template)).toEqual({
      ok: false,
      status: 403,
      message: 'Target email address (ann@example.com) is not from the whitelist!',
    });
    expect(checkLetter({ ...letter, confirmation: true }, whitelist, template)).toEqual({
      ok: false,
      status: 403,
      message: 'Target email address (ann@example.com) is not from the whitelist!',
    });
  });

  it('sends the fixed template, not the caller’s words, as a confirmation to an address outside the whitelist', () => {
    const confirmation = { ...letter, sourceAddress: 'contact@shop.example', targetAddress: 'ann@example.com' };
    expect(checkLetter({ ...confirmation, confirmation: true }, whitelist, template)).toEqual({
      ok: true,
      letter: { ...confirmation, subject: 'We got it', emailText: 'Thank you for your letter.' },
    });
    // To a whitelisted target the caller's own text goes, as for any letter.
    const inside = { ...confirmation, targetAddress: 'contact@shop.example' };
    expect(checkLetter({ ...inside, confirmation: true }, whitelist, template)).toEqual({ ok: true, letter: inside });
  });

  it("checks in vue-storefront-api's order with its messages", () => {
    const cases: [unknown, number, string][] = [
      [undefined, 400, 'Source email address is not provided!'],
      [{ ...letter, sourceAddress: '' }, 400, 'Source email address is not provided!'],
      [{ ...letter, sourceAddress: 5, targetAddress: undefined }, 400, 'Source email address is not provided!'],
      [{ ...letter, targetAddress: undefined }, 400, 'Target email address is not provided!'],
      [
        { ...letter, sourceAddress: 'bad', targetAddress: 'evil@example.com' },
        403,
        'Target email address (evil@example.com) is not from the whitelist!',
      ],
      [{ ...letter, sourceAddress: 'not an address' }, 400, 'Source email address is invalid!'],
      [
        { ...letter, sourceAddress: 'contact@shop.example', targetAddress: 'a,b@x', confirmation: true },
        400,
        'Target email address is invalid!',
      ],
      [
        { ...letter, subject: 'Hi\r\nBcc: all@example.com' },
        400,
        'The subject must be one line of at most 998 characters',
      ],
      [{ ...letter, subject: 7 }, 400, 'The subject must be one line of at most 998 characters'],
      [{ ...letter, emailText: 'x'.repeat(100_001) }, 400, 'The e-mail text must be text of at most 100000 characters'],
    ];
    for (const [body, status, message] of cases)
      expect(checkLetter(body, whitelist, template), message).toEqual({ ok: false, status, message });
  });

  it('sends an empty subject and text when they are left out, as nodemailer would', () => {
    const { sourceAddress, targetAddress } = letter;
    expect(checkLetter({ sourceAddress, targetAddress }, whitelist, template)).toEqual({
      ok: true,
      letter: { sourceAddress, targetAddress, subject: '', emailText: '' },
    });
  });
});
