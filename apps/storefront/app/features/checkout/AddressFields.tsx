import { COUNTRIES, regionsOf, type CheckoutAddress } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { fieldName, type CheckoutErrors } from './checkout-form-state';

export interface AddressFieldsProps {
  details: 'shippingDetails' | 'paymentDetails';
  values: CheckoutAddress;
  errors: CheckoutErrors;
  onChange(change: Partial<CheckoutAddress>): void;
  /** The `autocomplete` section token, so the browser fills shipping and billing separately. */
  autoCompleteSection: 'shipping' | 'billing';
}

/** The address fields of spec point 3 shared by the shipping and payment sections. */
export function AddressFields({ details, values, errors, onChange, autoCompleteSection }: AddressFieldsProps) {
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
  const regions = regionsOf(values.country);
  return (
    <div className="checkout-fields">
      <div className="checkout-row">
        <TextField label={t('First name')} {...props('firstName', 'given-name')} />
        <TextField label={t('Last name')} {...props('lastName', 'family-name')} />
      </div>
      <div className="checkout-row">
        <TextField label={t('Street name')} {...props('streetAddress', 'address-line1')} />
        <TextField label={t('Apartment number')} {...props('apartmentNumber', 'address-line2')} />
      </div>
      <div className="checkout-row">
        <TextField label={t('City')} {...props('city', 'address-level2')} />
        <TextField label={t('Zip-code')} {...props('zipCode', 'postal-code')} />
      </div>
      <div className="checkout-row">
        <SelectField
          label={t('Country')}
          {...props('country', 'country')}
          onChange={(event) => onChange({ country: event.target.value, state: '', region_id: 0 })}
        >
          <option value="">{t('Please select')}</option>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        {regions.length > 0 ? (
          <SelectField label={t('State / Province')} {...props('state', 'address-level1')}>
            <option value="">{t('Please select')}</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField label={t('State / Province')} {...props('state', 'address-level1')} />
        )}
      </div>
      <TextField type="tel" label={t('Phone number')} {...props('phoneNumber', 'tel')} />
    </div>
  );
}
