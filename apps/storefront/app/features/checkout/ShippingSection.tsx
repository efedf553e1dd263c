import {
  EMPTY_CHECKOUT_ADDRESS,
  isSameAddress,
  type CheckoutAddress,
  type ShippingMethodConfig,
} from '@storefront/core';
import { AddressFieldsSlot as AddressFields } from './AddressFieldsSlot';
import { CheckoutCheckbox } from './CheckoutCheckbox';
import { fieldName } from './checkout-form-state';
import { MethodChoice } from './MethodChoice';
import type { SectionProps } from './section-props';

export interface ShippingSectionProps extends SectionProps {
  /** The methods at this cart's prices. */
  methods: readonly ShippingMethodConfig[];
  /** Each method's formatted price by method code. */
  prices: Readonly<Record<string, string>>;
  /** The logged-in customer's default shipping address, when there is one. */
  defaultAddress?: CheckoutAddress;
}

/** docs/behaviour.md#entities shippingDetails and the shipping method; 'ship to my default address' fills the fields. */
export function ShippingSection({ methods, prices, defaultAddress, ...props }: ShippingSectionProps) {
  const { state, errors, change, translate: t } = props;
  const shipping = state.details.shippingDetails;
  // Unticking 'Ship to my default address' empties the fields of the address; the names and the country stay.
  const namesAndCountry = { firstName: shipping.firstName, lastName: shipping.lastName, country: shipping.country };
  // Ticked while the fields hold the default address (it comes preselected); unticked, the address is for typing.
  const toDefault = Boolean(defaultAddress && isSameAddress(shipping, defaultAddress));
  const methodName = fieldName('shippingDetails', 'shippingMethod');
  const methodError = errors[methodName];
  return (
    <div className="checkout-fields">
      {defaultAddress && (
        <CheckoutCheckbox
          id="shippingDetails-default"
          name="shipToDefault"
          label={t('Ship to my default address')}
          checked={toDefault}
          onChange={(checked) =>
            change('shippingDetails', checked ? defaultAddress : { ...EMPTY_CHECKOUT_ADDRESS, ...namesAndCountry })
          }
        />
      )}
      <AddressFields
        enhanced={props.enhanced}
        details="shippingDetails"
        values={shipping}
        errors={errors}
        autoCompleteSection="shipping"
        onChange={(address) => change('shippingDetails', address)}
      />
      <MethodChoice
        id="shippingDetails-shippingMethod"
        name={methodName}
        legend={t('Shipping method')}
        options={methods.map((method) => ({
          value: method.method_code,
          label: t(method.method_title),
          detail: method.price_incl_tax === 0 ? t('Free') : (prices[method.method_code] ?? ''),
        }))}
        value={shipping.shippingMethod}
        onChange={(shippingMethod) => change('shippingDetails', { shippingMethod })}
        {...(methodError && { error: t(methodError) })}
      />
    </div>
  );
}
