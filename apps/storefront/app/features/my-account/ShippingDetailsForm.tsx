import {
  addressFromFields,
  COUNTRIES,
  editableProfileFields,
  profileUpdate,
  regionsOf,
  shippingAddressFormSchema,
  shippingAddressFields,
  withDefaultShipping,
  type Customer,
} from '@storefront/core';
import type { ChangeEvent } from 'react';
import { useTranslate } from '../../lib/i18n';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AutocompleteField } from '../checkout';
import { Button } from '../../ui/Button';
import { CodeOptions, SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useSession } from '../account';
import { useOutcomeNotice } from './use-outcome-notice';

export interface ShippingDetailsFormProps {
  user: Customer;
  defaultCountry: string;
  allowModification: readonly string[];
}

/**
 * The default shipping address, saved with the profile (`POST /api/user/me`). The state is picked from the country's
 * regions when the data lists them, typed otherwise.
 */
export function ShippingDetailsForm({ user, defaultCountry, allowModification }: ShippingDetailsFormProps) {
  const t = useTranslate();
  const session = useSession();
  const notice = useOutcomeNotice();
  const { form, field, values, setValues, onSubmit, busy } = useSchemaForm({
    schema: shippingAddressFormSchema,
    initial: shippingAddressFields(user, defaultCountry),
    submit: async (fields) => {
      const addresses = withDefaultShipping(user, addressFromFields(fields));
      return notice(
        await session.updateProfile(profileUpdate(user, { addresses }, allowModification)),
        'Account data has successfully been updated',
      );
    },
  });
  const regions = regionsOf(values.country);
  // Without 'addresses' in `users.allowModification` the address is shown but cannot be changed.
  const editable = editableProfileFields(allowModification).addresses;
  const country = field('country');
  // Another country's region means nothing here.
  const onCountry = (event: ChangeEvent<HTMLSelectElement>) =>
    setValues((current) => ({ ...current, country: event.target.value, region: '' }));
  return (
    <form ref={form} className="account-form" onSubmit={onSubmit} noValidate>
      <fieldset className="account-fieldset" disabled={!editable}>
        <div className="account-form-row">
          <TextField
            id="shipping-firstname"
            label={t('First name')}
            autoComplete="given-name"
            {...field('firstname')}
          />
          <TextField id="shipping-lastname" label={t('Last name')} autoComplete="family-name" {...field('lastname')} />
        </div>
        <div className="account-form-row">
          <TextField id="shipping-street" label={t('Street name')} autoComplete="address-line1" {...field('street')} />
          <TextField id="shipping-house" label={t('House number')} {...field('houseNumber')} />
        </div>
        <TextField
          id="shipping-apartment"
          label={t('Apartment number')}
          autoComplete="address-line2"
          {...field('apartment')}
        />
        <div className="account-form-row">
          <AutocompleteField
            id="shipping-city"
            label={t('City')}
            autoComplete="address-level2"
            kind="city"
            context={{ country: values.country, region: values.region }}
            {...field('city')}
            onChange={(city) => setValues((current) => ({ ...current, city }))}
          />
          <TextField id="shipping-postcode" label={t('Zip-code')} autoComplete="postal-code" {...field('postcode')} />
        </div>
        <div className="account-form-row">
          <SelectField
            id="shipping-country"
            label={t('Country')}
            autoComplete="country"
            {...country}
            onChange={onCountry}
          >
            <CodeOptions entries={COUNTRIES} prompt={t('Please select')} />
          </SelectField>
          {regions.length > 0 ? (
            <SelectField
              id="shipping-region"
              label={t('State / Province')}
              autoComplete="address-level1"
              {...field('region')}
            >
              <CodeOptions entries={regions} prompt={t('Please select')} />
            </SelectField>
          ) : (
            <AutocompleteField
              id="shipping-region"
              label={t('State / Province')}
              autoComplete="address-level1"
              kind="region"
              context={{ country: values.country }}
              {...field('region')}
              onChange={(region) => setValues((current) => ({ ...current, region }))}
            />
          )}
        </div>
        <TextField
          id="shipping-telephone"
          type="tel"
          label={t('Phone number')}
          autoComplete="tel"
          {...field('telephone')}
        />
        {editable && (
          <Button type="submit" variant="primary" disabled={busy}>
            {t('Save')}
          </Button>
        )}
      </fieldset>
    </form>
  );
}
