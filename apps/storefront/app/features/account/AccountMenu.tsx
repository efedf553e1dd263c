import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { useEscapeKey } from '../../ui/use-escape-key';
import { useOutsideClick } from '../../ui/use-outside-click';
import { AccountLinkFace, accountLinkLabel, takeMenuOpenRequest } from './account-link';
import { LogoutButton } from './LogoutButton';

/**
 * A customer's account menu: My account, My orders and Log out. A chunk of its own, so a guest's pages never download
 * it (docs/benchmarks.md#javascript-after-the-parking-and-back-office-merges-2026-12-03).
 */
export default function AccountMenu({ className, name }: { className: string; name: string | undefined }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  // Open on the page it was opened on: a page chosen from the menu closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  // A click on the link that stood in for the menu while this chunk loaded opens it now, with the focus on the
  // toggle that replaced the clicked link. Read once mounted: a click up to the moment the stand-in left the page
  // counts, even one between this menu's render and its commit.
  useEffect(() => {
    const requested = takeMenuOpenRequest();
    if (requested === null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off value from outside React (the stand-in's click), which only a committed menu may use
    setOpenOn(requested);
    toggle.current?.focus();
  }, []);
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
        aria-label={accountLinkLabel(t, name)}
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={(event) => {
          event.preventDefault();
          setOpenOn(open ? null : pathname);
        }}
      >
        <AccountLinkFace name={name} />
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
