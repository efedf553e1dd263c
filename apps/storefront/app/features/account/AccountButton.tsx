import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';
import { LogoutButton } from './LogoutButton';
import { useSession, useSessionController } from './use-session';

/**
 * The header's account entry: a customer's link to /my-account with their first name, and a logout button; for a
 * guest the same link opens the sign-up modal instead (without JavaScript it leads to the page, whose guard explains).
 */
export function AccountButton({ className }: { className: string }) {
  const t = useTranslate();
  const session = useSession();
  const controller = useSessionController();
  const name = session.user?.firstname;
  if (session.token)
    return (
      <>
        <Link
          to="/my-account"
          className={`${className} account-button`}
          aria-label={name ? t('My account, {name}', { name }) : t('My account')}
        >
          <Icon name="user" />
          {name && (
            <span className="account-name" aria-hidden="true">
              {name}
            </span>
          )}
        </Link>
        <LogoutButton />
      </>
    );
  return (
    <Link
      to="/my-account"
      className={className}
      aria-label={t('My account')}
      onClick={(event) => {
        event.preventDefault();
        controller.requestAuth('login');
      }}
    >
      <Icon name="user" />
    </Link>
  );
}
