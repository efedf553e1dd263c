import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';
import { useEscapeKey } from '../../ui/use-escape-key';
import { useOutsideClick } from '../../ui/use-outside-click';
import { LogoutButton } from './LogoutButton';
import { useSession, useSessionController } from './use-session';

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
  const name = session.user?.firstname;
  if (session.token) return <AccountMenu className={className} name={name} />;
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

function AccountMenu({ className, name }: { className: string; name: string | undefined }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  // Open on the page it was opened on: a page chosen from the menu closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const close = () => setOpenOn(null);
  useOutsideClick(root, close, open);
  useEscapeKey(() => {
    close();
    toggle.current?.focus();
  }, open);
  return (
    <div className="account-menu" ref={root}>
      <Link
        ref={toggle}
        to="/my-account"
        className={`${className} account-button`}
        aria-label={name ? t('My account, {name}', { name }) : t('My account')}
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={(event) => {
          event.preventDefault();
          setOpenOn(open ? null : pathname);
        }}
      >
        <Icon name="user" />
        {name && (
          <span className="account-name" aria-hidden="true">
            {name}
          </span>
        )}
      </Link>
      <ul id="account-menu-list" className="account-menu-list" hidden={!open}>
        <li>
          <Link to="/my-account" onClick={close}>
            {t('My account')}
          </Link>
        </li>
        <li>
          <Link to="/my-account/orders" onClick={close}>
            {t('My orders')}
          </Link>
        </li>
        <li>
          <LogoutButton onDone={close} />
        </li>
      </ul>
    </div>
  );
}
