/**
 * A vehicle's number plate, checked per country so a typo is caught at the checkout rather than at the barrier of
 * the car park, whose camera reads the plate. The check is on the characters only: spaces, hyphens and dots are the
 * way a plate is written, not part of it, and the shopper may type them or not.
 */

export const PLATE_REQUIRED = 'Enter the vehicle plate: the car park opens its barrier to it.';
export const PLATE_INVALID = 'This is not a plate of the chosen country. Check the letters and digits.';

interface PlateFormat {
  /** Whole-string patterns over the plate's characters, upper case, separators removed. */
  patterns: readonly RegExp[];
  /** How a plate of the country is written, shown beside the field. */
  example: string;
}

/**
 * Current series, plus the older ones still on the road where they are common. Letters a series never uses (Italy's
 * I, O, Q, U) are not policed: a plate read wrongly by one letter is the camera's problem, a format that cannot exist
 * is the shopper's.
 */
const FORMATS: Readonly<Record<string, PlateFormat>> = {
  // Each state issues its own series: 1 to 8 letters and digits, vanity plates included.
  US: { patterns: [/^[A-Z0-9]{1,8}$/], example: '7ABC123' },
  // District (1-3 letters), 1-2 letters, 1-4 digits not starting with 0, then E (electric) or H (historic).
  DE: { patterns: [/^[A-ZÄÖÜ]{2,5}[1-9]\d{0,3}[EH]?$/], example: 'B-AB 1234' },
  // Since 1994: two letters, three digits, two letters.
  IT: { patterns: [/^[A-Z]{2}\d{3}[A-Z]{2}$/], example: 'AB 123 CD' },
  // Since 2001 (AB12 CDE); the prefix (A123 BCD) and suffix (ABC 123D) series; dateless plates (1 ABC, ABC 1).
  GB: {
    patterns: [
      /^[A-Z]{2}\d{2}[A-Z]{3}$/,
      /^[A-Z]\d{1,3}[A-Z]{3}$/,
      /^[A-Z]{3}\d{1,3}[A-Z]$/,
      /^[A-Z]{1,3}\d{1,4}$/,
      /^\d{1,4}[A-Z]{1,3}$/,
    ],
    example: 'AB12 CDE',
  },
  // Since 2009 (AB-123-CD); the departmental series before it (1234 AB 75, 123 ABC 2A).
  FR: { patterns: [/^[A-Z]{2}\d{3}[A-Z]{2}$/, /^\d{1,4}[A-Z]{1,3}(\d{2,3}|2A|2B)$/], example: 'AB-123-CD' },
};

/** Any other country: letters (of any script) and digits, 2 to 10 of them. */
const FALLBACK: PlateFormat = { patterns: [/^[\p{L}\p{N}]{2,10}$/u], example: '' };

/** The plate's characters: upper case, without the spaces, hyphens and dots it is written with. */
export function normalizePlate(plate: string): string {
  return plate.toLocaleUpperCase('en-US').replace(/[\s.\-·]+/g, '');
}

/** The countries whose plates have their own check (ISO 3166-1 alpha-2). */
export const PLATE_COUNTRIES: readonly string[] = Object.keys(FORMATS);

/** How a plate of the country is written ('AB12 CDE'), or '' for a country without its own format. */
export function plateExample(country: string): string {
  return (FORMATS[country.toUpperCase()] ?? FALLBACK).example;
}

/** Why the plate cannot be a plate of the country (ISO code; any other code gets the permissive check), or undefined. */
export function plateError(country: string, plate: string): typeof PLATE_REQUIRED | typeof PLATE_INVALID | undefined {
  const characters = normalizePlate(plate);
  if (characters === '') return PLATE_REQUIRED;
  // Separators only in the places a plate has them: a run of them, or one at either end, is a typing slip.
  if (/[\s.\-·]{2,}/.test(plate.trim()) || /^[.\-·]|[.\-·]$/.test(plate.trim())) return PLATE_INVALID;
  const { patterns } = FORMATS[country.toUpperCase()] ?? FALLBACK;
  return patterns.some((pattern) => pattern.test(characters)) ? undefined : PLATE_INVALID;
}
