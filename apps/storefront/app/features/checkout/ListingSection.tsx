import { TextField } from '../../ui/TextField';
import { textField, type SectionProps } from './section-props';

/** docs/behaviour.md#entities listingDetails: who parks and where (prefilled from the spot and the personal details). */
export function ListingSection(props: SectionProps) {
  return (
    <div className="checkout-fields">
      <div className="checkout-row">
        <TextField autoComplete="given-name" {...textField(props, 'listingDetails', 'firstName', 'First name')} />
        <TextField autoComplete="family-name" {...textField(props, 'listingDetails', 'lastName', 'Last name')} />
      </div>
      <div className="checkout-row">
        <TextField
          type="email"
          autoComplete="email"
          {...textField(props, 'listingDetails', 'emailAddress', 'E-mail address')}
        />
        <TextField type="tel" autoComplete="tel" {...textField(props, 'listingDetails', 'phoneNo', 'Phone')} />
      </div>
      <TextField {...textField(props, 'listingDetails', 'address', 'Address')} />
      <TextField {...textField(props, 'listingDetails', 'intersection', 'Intersection')} />
    </div>
  );
}
