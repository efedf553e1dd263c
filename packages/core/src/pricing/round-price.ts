/**
 * Rounds to 2 decimals, as vsf-utilities does for every price field. Going through 12 significant digits first
 * removes binary noise (1.005 * 100 = 100.49999999999999) so half-cent values round up as a person would expect.
 */
export function roundPrice(value: number): number {
  const cents = Math.round(Number((value * 100).toPrecision(12)));
  // Math.round(-0.4) is -0; a price of "-0" would leak into JSON comparisons and tests.
  return cents / 100 || 0;
}
