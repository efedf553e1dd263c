/**
 * A booking's access code: the gate of the car park reads it from the pass (typed, or as the QR code). It is made
 * from random bytes the caller draws (`crypto.getRandomValues` or Node's `randomBytes`; core draws none itself), in
 * an alphabet without look-alikes (no I, L, O, U, 0, 1), so a driver reading it under a dim ceiling light cannot
 * mistake one sign for another. 12 signs of 30 are about 59 bits: not guessable at any rate a gate allows.
 */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACCESS_CODE_LENGTH = 12;

/** Bytes the caller draws for one code: one per sign, with room for the bytes skipped to keep the signs unbiased. */
export const ACCESS_CODE_BYTES = 32;

/**
 * The code that `bytes` make: each byte below the largest multiple of the alphabet's size picks one sign, so every
 * sign is equally likely. Undefined when too few bytes were usable (draw again).
 */
export function accessCodeFromBytes(bytes: Uint8Array): string | undefined {
  const size = ACCESS_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = '';
  for (const byte of bytes) {
    if (byte >= limit) continue;
    code += ACCESS_CODE_ALPHABET[byte % size];
    if (code.length === ACCESS_CODE_LENGTH) return code;
  }
  return undefined;
}

/** The code as a driver reads it: groups of four (`7KQ2-M9XD-4TRB`). */
export function formatAccessCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** Whether a typed code (any case, with or without dashes and spaces) is a well-formed code; the plain code or undefined. */
export function normaliseAccessCode(typed: string): string | undefined {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== ACCESS_CODE_LENGTH) return undefined;
  for (const sign of plain) if (!ACCESS_CODE_ALPHABET.includes(sign)) return undefined;
  return plain;
}
