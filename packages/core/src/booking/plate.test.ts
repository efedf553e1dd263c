import { describe, expect, it } from 'vitest';
import { normalizePlate, plateError, plateExample, PLATE_INVALID, PLATE_REQUIRED } from './plate.js';

describe('plateError', () => {
  it.each([
    ['US', '7ABC123'],
    ['US', 'abc 1234'],
    ['US', 'GO4IT'],
    ['DE', 'B-AB 1234'],
    ['DE', 'M-X 1'],
    ['DE', 'HH AB 123E'],
    ['DE', 'KÖN-A 12'],
    ['IT', 'AB 123 CD'],
    ['IT', 'ab123cd'],
    ['GB', 'AB12 CDE'],
    ['GB', 'A123 BCD'],
    ['GB', 'ABC 123D'],
    ['GB', '1 ABC'],
    ['FR', 'AB-123-CD'],
    ['FR', '1234 AB 75'],
    ['FR', '123 ABC 2A'],
    ['NL', 'XX-999-X'],
    ['JP', '品川 500 あ 12-34'.replace(/\s/g, '').slice(0, 10)],
  ])('accepts a %s plate written %s', (country, plate) => {
    expect(plateError(country, plate)).toBeUndefined();
  });

  it.each([
    ['US', 'ABCDE12345'],
    ['US', 'AB_12'],
    ['DE', 'B-AB 0123'],
    ['DE', '1234 AB'],
    ['DE', 'B-AB 12345'],
    ['IT', 'AB 1234 CD'],
    ['IT', 'A 123 CD'],
    ['GB', 'AB12 CD3'],
    ['FR', 'AB-12-CD'],
    ['FR', 'AB--123-CD'],
    ['XX', 'A'],
    ['XX', 'A-'],
  ])('refuses a %s plate written %s', (country, plate) => {
    expect(plateError(country, plate)).toBe(PLATE_INVALID);
  });

  it('asks for a plate when there is none', () => {
    expect(plateError('US', '  - ')).toBe(PLATE_REQUIRED);
  });

  it('reads the country code in either case', () => {
    expect(plateError('it', 'AB123CD')).toBeUndefined();
    expect(plateError('it', '7ABC123')).toBe(PLATE_INVALID);
  });
});

describe('normalizePlate and plateExample', () => {
  it('keeps only the characters, upper case', () => {
    expect(normalizePlate(' ab-12 c.d ')).toBe('AB12CD');
  });

  it('names an example per known country and none for the others', () => {
    expect(plateExample('GB')).toBe('AB12 CDE');
    expect(plateExample('BR')).toBe('');
  });
});
