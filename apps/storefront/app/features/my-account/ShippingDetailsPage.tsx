import { useTranslate } from '../../lib/i18n';
import { AutocompleteSettingsProvider } from '../checkout';
import { useSession } from '../account';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';
import { ShippingDetailsForm, type ShippingDetailsFormProps } from './ShippingDetailsForm';

type Props = Pick<AccountFrameProps, 'nav' | 'homeHref'> &
  Omit<ShippingDetailsFormProps, 'user'> & {
    /** `checkout.placesAutocomplete.apiKey`: the address completion's maps service, when configured. */
    placesApiKey: string;
  };

/** `/my-account/shipping-details`: the default shipping address. */
export function ShippingDetailsPage({ nav, homeHref, placesApiKey, ...form }: Props) {
  const t = useTranslate();
  const { user } = useSession();
  return (
    <AccountFrame nav={nav} homeHref={homeHref} section="shipping-details" title={t('My shipping details')}>
      <AutocompleteSettingsProvider placesApiKey={placesApiKey}>
        {user && <ShippingDetailsForm key={user.id} user={user} {...form} />}
      </AutocompleteSettingsProvider>
    </AccountFrame>
  );
}
