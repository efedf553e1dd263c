import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { splitComponent } from '../../lib/split-component';
import { Icon } from '../../ui/Icon';
import { AccountLinkFace, accountLinkLabel, requestMenuOpen } from './account-link';
import { useSession, useSessionController } from './use-session';

// The server renders a customer's menu in full; the browser loads it when a customer's header first shows it. While
// it loads (after a login, or when an update reaches the header before hydration has the chunk, which makes React
// draw the fallback), a link stands in for it: the same name and face, and a click on it opens the menu once the
// chunk is there.
const AccountMenu = splitComponent(() => import('./AccountMenu'));

/**
 * The header's account entry. A guest's link opens the sign-up modal (without JavaScript it leads to the page, whose
 * guard explains). A customer's link, with their first name on wide screens, opens a small menu: My account, My
 * orders and Log out, each named in words (a bare arrow beside the cart said nothing). Without JavaScript the link
 * leads to the account page, which has the same entries.
 */
export function AccountButton({ className }: { className: string }) {
  const t = useTranslate();
  const session = useSession();
  const controller = useSessionController();
  const { pathname } = useLocation();
  const name = session.user?.firstname;
  if (session.token)
    return (
      <Suspense
        fallback={
          <div className="account-menu">
            <Link
              to="/my-account"
              className={`${className} account-button`}
              aria-label={accountLinkLabel(t, name)}
              onClick={(event) => {
                event.preventDefault();
                requestMenuOpen(pathname);
              }}
            >
              <AccountLinkFace name={name} />
            </Link>
          </div>
        }
      >
        <AccountMenu className={className} name={name} />
      </Suspense>
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
