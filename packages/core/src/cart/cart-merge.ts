import { sameBookingIdentity, type BookingIdentity } from './server-cart-item.js';

/** How many merge keys a customer's cart remembers; older guest carts cannot come back after this many logins. */
export const CART_MERGE_KEYS_KEPT = 20;

/** A cart line as the merge compares it: its booking and its chosen options. */
export interface MergeableLine extends BookingIdentity {
  qty: number;
  /** The chosen options in one spelling (`canonicalProductOption`); '' for none. */
  options: string;
}

export interface GuestCartMergeInput<G extends MergeableLine, C extends MergeableLine> {
  /** The guest cart's id: it names the merge, so the same guest cart is merged into a customer's cart once. */
  guestCartId: string;
  guestLines: readonly G[];
  /** The customer's cart, as lines. */
  customerLines: readonly C[];
  /** Keys of merges already done, stored with the customer's cart (so every device and tab sees them). */
  mergedKeys: readonly string[];
  /** The most one line may hold (`cart.maxQty`): a summed quantity stops there. */
  maxQty: number;
}

/** One guest line's move: into an existing customer line (quantities summed) or, without one, as a new line. */
export interface GuestCartMergeStep<G, C> {
  guest: G;
  into: C | undefined;
  qty: number;
}

export interface GuestCartMergePlan<G, C> {
  steps: GuestCartMergeStep<G, C>[];
  /** The keys to store once the steps are done. */
  mergedKeys: string[];
}

/**
 * The chosen options of a line in one spelling: ids and values as text, each list sorted, so `93` and `"93"` or
 * another order of the same choices are the same options. Takes the stored JSON of a `product_option`.
 */
export function canonicalProductOption(productOption: string | null | undefined): string {
  if (!productOption) return '';
  const attributes = (JSON.parse(productOption) as { extension_attributes?: Record<string, unknown> })
    .extension_attributes;
  const canonical = Object.entries(attributes ?? {})
    .filter(([, list]) => Array.isArray(list) && list.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => [
      key,
      (list as Array<Record<string, unknown>>)
        .map((entry) =>
          JSON.stringify(
            Object.entries(entry)
              .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)])
              .sort(),
          ),
        )
        .sort(),
    ]);
  return JSON.stringify(canonical);
}

/** Same booking and the same chosen options: Magento adds such lines up into one. */
export function sameCartLine(a: MergeableLine, b: MergeableLine): boolean {
  return a.options === b.options && sameBookingIdentity(a, b);
}

/**
 * Merges the guest cart into the customer's cart at login, once (VSF1 bug #5743 summed the quantities again on every
 * reload because its merge had no identity). A guest line that is the same line as a customer line adds its quantity
 * to it (up to `maxQty`); any other becomes a new line. Undefined when this guest cart was already merged: merging
 * twice equals merging once.
 */
export function planGuestCartMerge<G extends MergeableLine, C extends MergeableLine>(
  input: GuestCartMergeInput<G, C>,
): GuestCartMergePlan<G, C> | undefined {
  if (input.mergedKeys.includes(input.guestCartId)) return undefined;
  const steps = input.guestLines.map((guest) => {
    const into = input.customerLines.find((line) => sameCartLine(line, guest));
    return { guest, into, qty: Math.min(input.maxQty, (into?.qty ?? 0) + guest.qty) };
  });
  return { steps, mergedKeys: [...input.mergedKeys, input.guestCartId].slice(-CART_MERGE_KEYS_KEPT) };
}
