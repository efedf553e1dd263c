import type { ShippingMethodConfig } from '../config/commerce-config-types.js';

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
