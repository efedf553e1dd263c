import type { CheckoutDetails } from './checkout-details.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One section read back from storage or a posted form: each field of the template taken from `stored` only when it
 * has the template's type (a number may arrive as numeric text), so an old, foreign or forged value never reaches
 * the rules as something they do not expect.
 */
export function restoreSection<T extends object>(template: T, stored: unknown): T {
  if (!isRecord(stored)) return { ...template };
  const out: Record<string, unknown> = { ...(template as Record<string, unknown>) };
  for (const [field, fallback] of Object.entries(template)) {
    const value = stored[field];
    if (typeof fallback === 'string' && typeof value === 'string') out[field] = value;
    else if (typeof fallback === 'boolean' && typeof value === 'boolean') out[field] = value;
    else if (typeof fallback === 'number') {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) out[field] = n;
    } else if (isRecord(fallback) && isRecord(value)) out[field] = { ...value };
  }
  return out as T;
}

/** Every section of the checkout details restored over `defaults` (see `emptyCheckoutDetails`). */
export function restoreCheckoutDetails(
  stored: Partial<Record<keyof CheckoutDetails, unknown>>,
  defaults: CheckoutDetails,
): CheckoutDetails {
  return {
    personalDetails: restoreSection(defaults.personalDetails, stored.personalDetails),
    listingDetails: restoreSection(defaults.listingDetails, stored.listingDetails),
    shippingDetails: restoreSection(defaults.shippingDetails, stored.shippingDetails),
    paymentDetails: restoreSection(defaults.paymentDetails, stored.paymentDetails),
  };
}
