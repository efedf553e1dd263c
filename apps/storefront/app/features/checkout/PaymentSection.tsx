import type { PaymentMethodConfig } from '@storefront/core';
import { TextField } from '../../ui/TextField';
import { AddressFieldsSlot as AddressFields } from './AddressFieldsSlot';
import { CheckoutCheckbox } from './CheckoutCheckbox';
import { fieldName } from './checkout-form-state';
import { MethodChoice } from './MethodChoice';
import { textField, type SectionProps } from './section-props';

export interface PaymentSectionProps extends SectionProps {
  methods: readonly PaymentMethodConfig[];
  /** False for a cart with nothing to ship: there is no shipping address to copy. */
  hasShipping: boolean;
}

/**
 * docs/behaviour.md#entities paymentDetails: the billing address (or the shipping one), company, tax ID and the method.
 * A cart with nothing to ship asks a billing address without street, apartment and city.
 */
export function PaymentSection({ methods, hasShipping, ...props }: PaymentSectionProps) {
  const { state, errors, change, translate: t } = props;
  const payment = state.details.paymentDetails;
  const sameAsShipping = hasShipping && payment.sameAsShipping;
  const methodName = fieldName('paymentDetails', 'paymentMethod');
  const methodError = errors[methodName];
  return (
    <div className="checkout-fields">
      {hasShipping && (
        <CheckoutCheckbox
          id="paymentDetails-sameAsShipping"
          name={fieldName('paymentDetails', 'sameAsShipping')}
          label={t('My billing address is the same as my shipping address')}
          checked={payment.sameAsShipping}
          onChange={(checked) => change('paymentDetails', { sameAsShipping: checked })}
        />
      )}
      {!sameAsShipping && (
        <AddressFields
          enhanced={props.enhanced}
          details="paymentDetails"
          values={payment}
          errors={errors}
          autoCompleteSection="billing"
          billingOnly={!hasShipping}
          onChange={(address) => change('paymentDetails', address)}
        />
      )}
      <div className="checkout-row">
        <TextField autoComplete="organization" {...textField(props, 'paymentDetails', 'company', 'Company name')} />
        <TextField {...textField(props, 'paymentDetails', 'taxId', 'Tax ID')} />
      </div>
      <MethodChoice
        id="paymentDetails-paymentMethod"
        name={methodName}
        legend={t('Payment method')}
        options={methods.map((method) => ({ value: method.code, label: t(method.title) }))}
        value={payment.paymentMethod}
        onChange={(paymentMethod) => change('paymentDetails', { paymentMethod })}
        {...(methodError && { error: t(methodError) })}
      />
    </div>
  );
}
