import { COUNTRIES, type CheckoutAddress } from '@storefront/core';
import { lazy, Suspense } from 'react';
import { useTranslate } from '../../lib/i18n';
import { CodeOptions, SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { AutocompleteFieldProps } from './address-autocomplete/AutocompleteField';

// The completion's code and data load when an address section opens, not with the checkout page.
const AutocompleteField = lazy(async () => ({
  default: (await import('./address-autocomplete/AutocompleteField')).AutocompleteField,
}));
import { fieldName, type CheckoutErrors } from './checkout-form-state';

export interface AddressFieldsProps {
  details: 'shippingDetails' | 'paymentDetails';
  values: CheckoutAddress;
  errors: CheckoutErrors;
  onChange(change: Partial<CheckoutAddress>): void;
  /** The `autocomplete` section token, so the browser fills shipping and billing separately. */
  autoCompleteSection: 'shipping' | 'billing';
  /** With JavaScript (and the stored state read): region and city complete as the shopper types. */
  enhanced: boolean;
  /**
   * A billing address of a cart with nothing to ship: no street, apartment or city (core's `BILLING_ONLY_FIELDS`).
   */
  billingOnly?: boolean;
}

/** A completing field once enhanced; a plain text field before (the server's HTML, no JavaScript). */
function CompletingField({ enhanced, ...props }: AutocompleteFieldProps & { enhanced: boolean }) {
  const { kind: _kind, context: _context, onSuggestion: _onSuggestion, onChange, ...text } = props;
  const plain = <TextField {...text} onChange={(event) => onChange(event.target.value)} />;
  if (!enhanced) return plain;
  return (
    <Suspense fallback={plain}>
      <AutocompleteField {...props} />
    </Suspense>
  );
}

/**
 * The address fields of docs/behaviour.md#entities shared by the shipping and payment sections. Region and city complete from the
 * address provider; the country stays a native select, whose value is the ISO code the order needs.
 */
export function AddressFields({
  details,
  values,
  errors,
  onChange,
  autoCompleteSection,
  enhanced,
  billingOnly = false,
}: AddressFieldsProps) {
  const t = useTranslate();
  const id = (field: string) => `${details}-${field}`;
  const props = (field: keyof CheckoutAddress, autoComplete: string) => {
    const name = fieldName(details, field);
    const message = errors[name];
    return {
      id: id(field),
      name,
      value: String(values[field]),
      autoComplete: `${autoCompleteSection} ${autoComplete}`,
      onChange: (event: { target: { value: string } }) => onChange({ [field]: event.target.value }),
      ...(message && { error: t(message) }),
    };
  };
  return (
    <div className="checkout-fields">
      <div className="checkout-row">
        <TextField label={t('First name')} {...props('firstName', 'given-name')} />
        <TextField label={t('Last name')} {...props('lastName', 'family-name')} />
      </div>
      {!billingOnly && (
        <div className="checkout-row">
          <TextField label={t('Street name')} {...props('streetAddress', 'address-line1')} />
          <TextField label={t('Apartment number')} {...props('apartmentNumber', 'address-line2')} />
        </div>
      )}
      <div className="checkout-row">
        {!billingOnly && (
          <CompletingField
            enhanced={enhanced}
            {...props('city', 'address-level2')}
            label={t('City')}
            kind="city"
            context={{ country: values.country, region: values.state }}
            onChange={(city) => onChange({ city })}
          />
        )}
        <TextField label={t('Zip-code')} {...props('zipCode', 'postal-code')} />
      </div>
      <div className="checkout-row">
        <SelectField
          label={t('Country')}
          {...props('country', 'country')}
          onChange={(event) => onChange({ country: event.target.value, state: '', region_id: 0 })}
        >
          <CodeOptions entries={COUNTRIES} prompt={t('Please select')} />
        </SelectField>
        <CompletingField
          enhanced={enhanced}
          {...props('state', 'address-level1')}
          label={t('State / Province')}
          kind="region"
          context={{ country: values.country }}
          onChange={(state) => onChange({ state })}
        />
      </div>
      <TextField type="tel" label={t('Phone number')} {...props('phoneNumber', 'tel')} />
    </div>
  );
}
