import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { AccountSection } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { useSession } from '../account';
import { navSection, type AccountLink } from './account-links';

/** Links to each account page, the current one marked, and the logout button. */
export function AccountNav({
  links,
  section,
  homeHref,
}: {
  links: readonly AccountLink[];
  section: AccountSection;
  homeHref: string;
}) {
  const t = useTranslate();
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const current = navSection(section);
  const logout = async () => {
    setLeaving(true);
    // Home first: logging out on a guarded page would send the shopper there with the guard's error instead.
    await navigate(homeHref);
    await session.logout();
  };
  return (
    <nav className="account-nav" aria-label={t('Account navigation')}>
      <ul>
        {links.map((link) => (
          <li key={link.section}>
            <Link to={link.href} aria-current={link.section === current ? 'page' : undefined}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
      <Button onClick={() => void logout()} disabled={leaving}>
        {t('Log out')}
      </Button>
    </nav>
  );
}
