import { useState, type FormEvent } from 'react';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { useSession } from '../account';
import { AccountFrame, type AccountFrameProps } from './AccountFrame';
import { useNewsletter } from './use-newsletter';

type Props = Pick<AccountFrameProps, 'nav' | 'homeHref'> & { endpoint: string; subscribed: boolean };

function NewsletterForm({ endpoint, email, subscribed }: { endpoint: string; email: string; subscribed: boolean }) {
  const t = useTranslate();
  const newsletter = useNewsletter(endpoint, email, subscribed);
  const [wanted, setWanted] = useState(subscribed);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (wanted !== newsletter.subscribed) void newsletter.change(wanted);
  };
  return (
    <form className="account-form" onSubmit={onSubmit}>
      <label className="account-checkbox">
        <input
          type="checkbox"
          name="newsletter"
          checked={wanted}
          onChange={(event) => setWanted(event.target.checked)}
        />
        {t('I want to receive a newsletter, and agree to its terms')}
      </label>
      <Button type="submit" variant="primary" disabled={newsletter.busy}>
        {t('Save')}
      </Button>
    </form>
  );
}

/** `/my-account/newsletter`: subscribe to the newsletter or leave it, for the account's e-mail address. */
export function NewsletterPage({ nav, homeHref, endpoint, subscribed }: Props) {
  const t = useTranslate();
  const { user } = useSession();
  return (
    <AccountFrame nav={nav} homeHref={homeHref} section="newsletter" title={t('My newsletter')}>
      {user && <NewsletterForm key={user.email} endpoint={endpoint} email={user.email} subscribed={subscribed} />}
    </AccountFrame>
  );
}
