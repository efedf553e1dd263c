/** Decimals of a currency's minor unit (2 for USD and EUR, 0 for JPY), as the provider expects them. */
function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** The provider's amount string for a total: rounded to the currency's minor unit ('12.30'). */
export function providerAmount(total: number, currency: string): string {
  return total.toFixed(currencyDigits(currency));
}
