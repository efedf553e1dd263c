import { useTranslate } from '../../../lib/i18n';
import { useSession } from '../use-session';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';
import { ShippingDetailsForm, type ShippingDetailsFormProps } from './ShippingDetailsForm';

type Props = Pick<AccountFrameProps, 'nav' | 'homeHref'> & Omit<ShippingDetailsFormProps, 'user'>;

/** `/my-account/shipping-details`: the default shipping address. */
export function ShippingDetailsPage({ nav, homeHref, ...form }: Props) {
  const t = useTranslate();
  const { user } = useSession();
  return (
    <AccountFrame nav={nav} homeHref={homeHref} section="shipping-details" title={t('My shipping details')}>
      {user && <ShippingDetailsForm key={user.id} user={user} {...form} />}
    </AccountFrame>
  );
}
