import type { ShippingMethodConfig } from '../config/commerce-config-types.js';
import { roundPrice } from '../pricing/round-price.js';

type ShippingKey = Pick<ShippingMethodConfig, 'method_code' | 'carrier_code' | 'default'>;

/**
 * The shipping method preselected (see docs/behaviour.md#cart-in-the-browser): the shopper's current choice while it is still offered
 * (same carrier and method), else the first flagged `default`, else the first one; undefined when none is offered.
 */
export function preselectedShippingMethod<M extends ShippingKey>(
  methods: readonly M[],
  current?: Pick<ShippingMethodConfig, 'method_code' | 'carrier_code'> | null,
): M | undefined {
  return (
    methods.find(
      (method) =>
        current != null && method.method_code === current.method_code && method.carrier_code === current.carrier_code,
    ) ??
    methods.find((method) => method.default) ??
    methods[0]
  );
}

type PricedShipping = Pick<ShippingMethodConfig, 'amount' | 'price_incl_tax' | 'free_shipping_threshold'>;

/**
 * Whether the method ships these goods for nothing: it has a free-shipping threshold and the goods' total incl. tax
 * (the subtotal incl. tax less the coupon's discount, what the shopper pays for the goods) reaches it.
 */
export function isFreeShipping(method: PricedShipping, goodsTotalInclTax: number): boolean {
  const threshold = method.free_shipping_threshold;
  return threshold !== undefined && threshold !== null && roundPrice(goodsTotalInclTax) >= roundPrice(threshold);
}

/**
 * The method as these goods are charged for it (see docs/behaviour.md#shipping-methods): its configured prices, or 0
 * (before and incl. tax) once the goods reach its free-shipping threshold. The one rule the server's totals, the
 * shipping methods' answer, the order's totals and the checkout's shipping step all use.
 */
export function shippingPriceFor<M extends PricedShipping>(method: M, goodsTotalInclTax: number): M {
  return isFreeShipping(method, goodsTotalInclTax) ? { ...method, amount: 0, price_incl_tax: 0 } : method;
}
