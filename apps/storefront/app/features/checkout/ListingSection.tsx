import { COUNTRIES, PLATE_COUNTRIES, plateExample } from '@storefront/core';
import { CodeOptions, SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import type { SpotAddress } from './checkout-view';
import { textField, type SectionProps } from './section-props';

// The plate's countries: those with their own check first, then every other; the check of an unlisted one is permissive.
const PLATE_COUNTRY_OPTIONS = [
  ...PLATE_COUNTRIES.map((code) => COUNTRIES.find((country) => country.code === code) ?? { code, name: code }),
  ...COUNTRIES.filter((country) => !PLATE_COUNTRIES.includes(country.code)),
];

/**
 * docs/behaviour.md#entities listingDetails: the driver (names and phone, prefilled from the personal details and the
 * customer's address) and the car the barrier lets in (its plate, checked for its country). Where the car parks is the
 * spot's own address: said here, not asked. The e-mail is the personal details'.
 */
export function ListingSection(props: SectionProps & { spot?: SpotAddress }) {
  const { state, change, translate: t } = props;
  const listing = state.details.listingDetails;
  const plateField = textField(props, 'listingDetails', 'vehiclePlate', 'Vehicle plate');
  const example = plateExample(listing.plateCountry ?? '');
  const countryField = textField(props, 'listingDetails', 'plateCountry', 'Country of the plate');
  return (
    <div className="checkout-fields">
      {props.spot?.address && (
        <div className="checkout-spot-address">
          <p className="checkout-spot-address-title">{t('Where you park')}</p>
          <p>{props.spot.address}</p>
          {props.spot.intersection && <p>{props.spot.intersection}</p>}
        </div>
      )}
      <div className="checkout-row">
        <TextField
          autoComplete="given-name"
          {...textField(props, 'listingDetails', 'firstName', "Driver's first name")}
        />
        <TextField
          autoComplete="family-name"
          {...textField(props, 'listingDetails', 'lastName', "Driver's last name")}
        />
      </div>
      <TextField type="tel" autoComplete="tel" {...textField(props, 'listingDetails', 'phoneNo', "Driver's phone")} />
      <div className="checkout-row">
        <SelectField
          id={countryField.id}
          name={countryField.name}
          label={countryField.label}
          value={listing.plateCountry ?? ''}
          onChange={(event) => change('listingDetails', { plateCountry: event.target.value })}
        >
          <CodeOptions entries={PLATE_COUNTRY_OPTIONS} />
        </SelectField>
        <TextField
          autoCapitalize="characters"
          spellCheck={false}
          {...plateField}
          {...(example && { hint: t('For example {example}', { example }) })}
        />
      </div>
    </div>
  );
}
